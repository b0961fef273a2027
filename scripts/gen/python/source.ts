// Pieces of Python source text: literals, docstrings, comments, calls wrapped to the line
// length, and the order imports are listed in.
import type { JsonValue } from '../openapi.ts';

export const PYTHON_HEADER = '# generated from openapi.yaml by `npm run gen`, do not edit\n';
/** The longest line the generated code writes where it has a choice of layout. */
export const MAX_LINE = 99;

/** A Python string literal (JSON's escapes are all valid Python escapes). */
export function pyString(value: string): string {
  return JSON.stringify(value);
}

/** A value as it appears inside `Literal[...]`; only scalars can. */
export function pyLiteralValue(value: JsonValue): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : pyString(String(value));
  if (typeof value === 'string') return pyString(value);
  throw new Error(`cannot express ${JSON.stringify(value)} as a Python Literal`);
}

/** A docstring at `indent`, from the paragraphs given that are non-empty strings. */
export function docstring(paragraphs: ReadonlyArray<string | undefined>, indent: string): string[] {
  const text = paragraphs
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.replace(/\s+$/, ''))
    .join('\n\n')
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"\\"\\"');
  if (text === '') return [];
  // A closing `"` would run into the closing `"""`.
  const safe = text.endsWith('"') ? `${text.slice(0, -1)}\\"` : text;
  const lines = safe.split('\n').map((line) => line.replace(/\s+$/, ''));
  if (lines.length === 1) return [`${indent}"""${lines[0]}"""`];
  return [`${indent}"""${lines[0]}`, ...lines.slice(1).map((line) => (line ? `${indent}${line}` : '')), `${indent}"""`];
}

/** `#` comment lines for a description. */
export function comment(text: string | undefined, indent: string): string[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  return text
    .trim()
    .split('\n')
    .map((line) => `${indent}# ${line}`.replace(/\s+$/, ''));
}

/** `fn(a, b)` on one line when it fits at `indent`, else one argument per line. */
export function callExpression(fn: string, args: readonly string[], indent: string): string {
  const oneLine = `${fn}(${args.join(', ')})`;
  if (indent.length + oneLine.length <= MAX_LINE || args.length === 0) return oneLine;
  return `${fn}(\n${args.map((arg) => `${indent}    ${arg},`).join('\n')}\n${indent})`;
}

/** The order of names in an import line: case-insensitive, ties broken by case. */
export function caseInsensitive(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
