import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { markdownDocs } from '../helpers/docs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the licence', () => {
  it('is Apache-2.0 for the repository, the contract and both SDKs', () => {
    for (const file of ['LICENSE', 'sdk-ts/LICENSE', 'sdk-python/LICENSE']) {
      const text = read(file);
      expect(text, file).toContain('Apache License');
      expect(text, file).toContain('Version 2.0, January 2004');
      expect(text, file).toContain('END OF TERMS AND CONDITIONS');
    }
    expect(parse(read('openapi.yaml')).info.license).toEqual({ name: 'Apache-2.0', identifier: 'Apache-2.0' });
    for (const file of ['package.json', 'sdk-ts/package.json']) expect(JSON.parse(read(file)).license, file).toBe('Apache-2.0');
    const pyproject = read('sdk-python/pyproject.toml');
    expect(pyproject).toMatch(/^license = "Apache-2\.0"$/m);
    expect(read('README.md')).toMatch(/Apache License 2\.0/);
  });

  it('names the bundled common-passwords list, its licence and its copyright', () => {
    const notices = read('THIRD_PARTY_NOTICES.md');
    expect(notices).toContain('@zxcvbn-ts/language-common');
    expect(notices).toContain('Licence: MIT');
    expect(notices).toContain('Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.');
    expect(notices).toContain('Copyright (c) 2021 @zxcvbn-ts');
  });
});

describe('the package names', () => {
  it('install nothing but Gatekeep: the Python distribution is gatekeep-sdk, imported as gatekeep', () => {
    const pyproject = read('sdk-python/pyproject.toml');
    expect(pyproject).toMatch(/^name = "gatekeep-sdk"$/m);
    expect(pyproject).toContain('packages = ["src/gatekeep"]');
    // No README or docs page tells anyone to `pip install gatekeep`, which fetches an unrelated package.
    for (const file of [...markdownDocs(), 'sdk-python/README.md'])
      expect(read(file), file).not.toMatch(/pip install ["']?gatekeep(?![-_\w])/);
  });
});
