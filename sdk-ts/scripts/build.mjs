// `npm run build`, and `npm pack` / `npm publish` through `prepack`: the package for both module
// systems. dist/esm answers `import`, dist/cjs answers `require` (package.json's `exports`), so a
// default `npm init -y` project, which is CommonJS, can load it too. dist/ is emptied first: a
// file left by an earlier build would otherwise be packed and published.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(path.join(sdk, 'dist'), { recursive: true, force: true });
for (const project of ['tsconfig.build.json', 'tsconfig.cjs.json']) {
  execFileSync(process.execPath, [tsc, '-p', project], { cwd: sdk, stdio: 'inherit' });
}
// The package is "type": "module"; without this marker Node would read dist/cjs as ES modules.
writeFileSync(path.join(sdk, 'dist', 'cjs', 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
