// Regenerates every file derived from openapi.yaml. `--check` regenerates in memory and
// fails when a committed file differs, so that the contract and its derivatives never drift.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specUrl = new URL(`file://${root}/openapi.yaml`);
const HEADER = '// generated from openapi.yaml by `npm run gen`, do not edit\n';

async function typescriptTypes() {
  const ast = await openapiTS(specUrl, { alphabetize: false });
  return HEADER + astToString(ast);
}

/** Every generated file: its path relative to the root, and how to produce its text. */
const targets = [{ file: 'server/generated/openapi.ts', render: typescriptTypes }];

const check = process.argv.includes('--check');
const stale = [];
for (const target of targets) {
  const text = await target.render();
  const file = path.join(root, target.file);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => null);
    if (current !== text) stale.push(target.file);
  } else {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    console.log(`wrote ${target.file}`);
  }
}
if (stale.length > 0) {
  console.error(`Generated files are out of date with openapi.yaml: ${stale.join(', ')}\nRun \`npm run gen\` and commit the result.`);
  process.exit(1);
}
if (check) console.log('generated files are up to date');
