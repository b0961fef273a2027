// Regenerates every file derived from openapi.yaml. `--check` regenerates in memory and
// fails when a committed file differs, so that the contract and its derivatives never drift.
//   node --import tsx scripts/gen.ts [--check]        (npm run gen)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { renderErrorCatalogue } from './gen/error-catalogue.ts';
import type { OpenApiDocument } from './gen/openapi.ts';
import { type GeneratedFile, renderPythonSdk } from './gen/python/index.ts';
import { renderMountedOperations } from './gen/mounted-operations.ts';
import { renderTypescriptOperations } from './gen/typescript-sdk.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specFile = path.join(root, 'openapi.yaml');
const HEADER = '// generated from openapi.yaml by `npm run gen`, do not edit\n';

const document: OpenApiDocument = parse(await readFile(specFile, 'utf8'));
const typescriptTypes = HEADER + astToString(await openapiTS(new URL(`file://${specFile}`), { alphabetize: false }));

/**
 * Every generated file, relative to the root, with its text. The server and the TypeScript
 * SDK share one types file (the SDK's, since the published package must contain it).
 */
const files: GeneratedFile[] = [
  { file: 'sdk-ts/src/generated/schema.ts', text: typescriptTypes },
  { file: 'sdk-ts/src/generated/operations.ts', text: renderTypescriptOperations(document) },
  { file: 'server/generated/error-catalogue.ts', text: renderErrorCatalogue(document, HEADER) },
  { file: 'server/generated/mounted-operations.ts', text: renderMountedOperations(document, HEADER) },
  ...renderPythonSdk(document),
];

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const { file, text } of files) {
  const target = path.join(root, file);
  if (check) {
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current !== text) stale.push(file);
  } else {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
    console.log(`wrote ${file}`);
  }
}
if (stale.length > 0) {
  console.error(`Generated files are out of date with openapi.yaml: ${stale.join(', ')}\nRun \`npm run gen\` and commit the result.`);
  process.exit(1);
}
if (check) console.log('generated files are up to date');
