import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDoc } from '../helpers/docs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The lines between the quick-start markers of a test file, dedented. */
function quickStart(file: string, beginMarker: string, endMarker: string): string {
  const lines = read(file).split('\n');
  const begin = lines.findIndex((l) => l.trim() === beginMarker);
  const end = lines.findIndex((l) => l.trim() === endMarker);
  expect(begin, `${file} has no quick-start markers`).toBeGreaterThanOrEqual(0);
  const block = lines.slice(begin + 1, end);
  const indent = Math.min(...block.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return block.map((l) => l.slice(indent)).join('\n');
}

describe('README', () => {
  it('shows the two commands first', () => {
    const firstBlock = read('README.md').split('```')[1]!;
    expect(firstBlock).toContain('npm ci && npm start');
    expect(firstBlock).toContain('npm ci && npm test');
  });

  it('quotes the TypeScript quick-start exactly as a test runs it (docs/sdks.md)', () => {
    expect(readDoc('sdks')).toContain(
      quickStart('test/sdk/typescript-sdk.test.ts', '// README quick-start: begin', '// README quick-start: end'),
    );
  });

  it('quotes the Python quick-start exactly as a test runs it (docs/sdks.md)', () => {
    expect(readDoc('sdks')).toContain(quickStart('sdk-python/tests/test_auth.py', '# README quick-start', '# end README quick-start'));
  });
});
