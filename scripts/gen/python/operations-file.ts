// Writes _operations.py: SyncOperations and AsyncOperations, the generated bases of the
// hand-written Client and AsyncClient (_client.py), with one method per operation over the
// hand-written transport of _core.py. A text operation also gets a `<name>_lines` twin.
import type { PythonOperation } from './operations.ts';
import { callExpression, caseInsensitive, docstring, MAX_LINE, PYTHON_HEADER, pyString } from './source.ts';
import { type PyType, referencedNames, renderType } from './types.ts';

const BODY_INDENT = '        ';

/** What the methods written so far import, gathered as their types are rendered. */
class Imports {
  readonly typing = new Set<string>();
  readonly collections = new Set<string>();
  readonly modelNames = new Set<string>();

  typeSource(type: PyType): string {
    for (const name of referencedNames(type)) this.modelNames.add(name);
    return renderType(type, this.typing);
  }
}

export function renderOperations(operations: readonly PythonOperation[]): string {
  const imports = new Imports();
  const classes = [...renderClass(operations, false, imports), ...renderClass(operations, true, imports)];

  const head = [
    PYTHON_HEADER.trimEnd(),
    '"""The operations of openapi.yaml as methods of Client and AsyncClient."""',
    '',
    'from __future__ import annotations',
    '',
  ];
  if (imports.collections.size > 0) head.push(`from collections.abc import ${[...imports.collections].sort(caseInsensitive).join(', ')}`);
  if (imports.typing.size > 0) head.push(`from typing import ${[...imports.typing].sort(caseInsensitive).join(', ')}`);
  if (imports.collections.size > 0 || imports.typing.size > 0) head.push('');
  const usesPath = operations.some((op) => op.pathParams.length > 0);
  head.push(`from ._core import ${['AsyncTransport', 'SyncTransport', ...(usesPath ? ['path_param'] : [])].join(', ')}`);
  const names = [...imports.modelNames].sort(caseInsensitive);
  if (names.length > 0) head.push('from .models import (', ...names.map((name) => `    ${name},`), ')');
  head.push('', '__all__ = ["AsyncOperations", "SyncOperations"]');
  return `${[...head, ...classes].join('\n')}\n`;
}

function renderClass(operations: readonly PythonOperation[], isAsync: boolean, imports: Imports): string[] {
  const lines = ['', ''];
  lines.push(`class ${isAsync ? 'AsyncOperations' : 'SyncOperations'}(${isAsync ? 'AsyncTransport' : 'SyncTransport'}):`);
  lines.push(`    """Every operation of openapi.yaml as a method of ${isAsync ? 'AsyncClient' : 'Client'}."""`);
  for (const op of operations) {
    lines.push(...renderMethod(op, isAsync, false, imports));
    if (op.response.mode === 'text') lines.push(...renderMethod(op, isAsync, true, imports));
  }
  return lines;
}

/** The path as a Python expression, each parameter passed through path_param(). */
function pathExpression(op: PythonOperation): string {
  if (op.pathParams.length === 0) return pyString(op.path);
  // Inside an f-string, braces of the path itself must be doubled.
  const literalPart = (text: string) =>
    JSON.stringify(text)
      .slice(1, -1)
      .replace(/[{}]/g, (brace) => brace + brace);
  let source = '';
  let last = 0;
  for (const match of op.path.matchAll(/\{([^}]+)\}/g)) {
    const parameter = op.pathParams.find((p) => p.name === match[1]);
    if (parameter === undefined) throw new Error(`${op.id}: no parameter for ${match[0]}`);
    source += `${literalPart(op.path.slice(last, match.index))}{path_param(${parameter.python})}`;
    last = match.index + match[0].length;
  }
  return `f"${source}${literalPart(op.path.slice(last))}"`;
}

/** The parameters after `self`: path ones, the body, then the query ones keyword-only. */
function renderParams(op: PythonOperation, imports: Imports): string[] {
  const params = ['self'];
  for (const p of op.pathParams) params.push(`${p.python}: ${imports.typeSource(p.type)}`);
  if (op.body) {
    const type = imports.typeSource(op.body.type);
    params.push(op.body.required ? `${op.body.python}: ${type}` : `${op.body.python}: ${type} | None = None`);
  }
  if (op.queryParams.length > 0) {
    params.push('*');
    for (const q of op.queryParams) {
      const type = imports.typeSource(q.type);
      if (q.required) params.push(`${q.python}: ${type}`);
      else params.push(`${q.python}: ${/(^| )None$/.test(type) ? type : `${type} | None`} = None`);
    }
  }
  return params;
}

function renderDocstring(op: PythonOperation, methodName: string, linesMode: boolean): string[] {
  const notes: string[] = [];
  if (op.deprecated) notes.push('Deprecated.');
  if (linesMode) notes.push(`The body of \`${op.methodName}\` line by line, read as it arrives.`);
  else if (op.response.mode === 'json') notes.push('Returns the raw JSON body: this route has no envelope.');
  else if (op.response.mode === 'text') notes.push(`Returns the raw body as text; \`${methodName}_lines\` streams it instead.`);
  notes.push(`\`${op.httpMethod} ${op.path}\` (operationId \`${op.id}\`).`);
  return docstring([op.summary ?? op.id, op.description, notes.join(' ')], BODY_INDENT);
}

/** The method's one statement: the transport call, returned (cast to its type) unless there is no content. */
function renderCall(op: PythonOperation, isAsync: boolean, linesMode: boolean, returns: string, imports: Imports): string[] {
  const args = [pyString(op.httpMethod), pathExpression(op)];
  if (op.body) args.push(`json=${op.body.python}`);
  if (op.queryParams.length > 0) args.push(`params={${op.queryParams.map((q) => `${pyString(q.name)}: ${q.python}`).join(', ')}}`);
  const indent = BODY_INDENT;
  const awaited = isAsync ? 'await ' : '';
  if (linesMode) return [`${indent}return ${callExpression('self._stream_lines', args, indent)}`];
  if (op.response.mode === 'text') return [`${indent}return ${awaited}${callExpression('self._call_text', args, indent)}`];
  if (op.response.mode === 'none') return [`${indent}${awaited}${callExpression('self._call', args, indent)}`];
  if (op.response.mode === 'json') args.push('raw=True');
  if (returns === 'Any') return [`${indent}return ${awaited}${callExpression('self._call', args, indent)}`];
  imports.typing.add('cast');
  const direct = `${indent}return cast(${pyString(returns)}, ${awaited}${callExpression('self._call', args, indent)})`;
  if (direct.length <= MAX_LINE && !direct.includes('\n')) return [direct];
  const inner = `${awaited}${callExpression('self._call', args, `${indent}    `)}`;
  return [`${indent}return cast(`, `${indent}    ${pyString(returns)},`, `${indent}    ${inner},`, `${indent})`];
}

/**
 * One method. `linesMode` writes the `<name>_lines` twin of a text operation, which streams
 * the body line by line (a plain `def` even on AsyncOperations: it returns an async iterator).
 */
function renderMethod(op: PythonOperation, isAsync: boolean, linesMode: boolean, imports: Imports): string[] {
  const methodName = linesMode ? `${op.methodName}_lines` : op.methodName;
  const params = renderParams(op, imports);
  let returns: string;
  if (linesMode) {
    const iterator = isAsync ? 'AsyncIterator' : 'Iterator';
    imports.collections.add(iterator);
    returns = `${iterator}[str]`;
  } else {
    returns = imports.typeSource(op.response.type);
  }

  const lines = [''];
  const def = isAsync && !linesMode ? 'async def' : 'def';
  const signature = `    ${def} ${methodName}(${params.join(', ')}) -> ${returns}:`;
  if (signature.length <= MAX_LINE) lines.push(signature);
  else lines.push(`    ${def} ${methodName}(`, ...params.map((p) => `        ${p},`), `    ) -> ${returns}:`);
  lines.push(...renderDocstring(op, methodName, linesMode));
  lines.push(...renderCall(op, isAsync, linesMode, returns, imports));
  return lines;
}
