// Python types as small trees, built from schemas by models.ts and written out as source
// here. Unions are normalised as they are built, so equal types render equally.
import type { JsonValue } from '../openapi.ts';
import { pyLiteralValue } from './source.ts';

export type PyType =
  /** A definition of models.py. */
  | { kind: 'name'; name: string }
  | { kind: 'builtin'; text: 'Any' | 'None' | 'str' | 'int' | 'float' | 'bool' }
  | { kind: 'literal'; values: JsonValue[] }
  | { kind: 'list'; item: PyType }
  | { kind: 'dict'; value: PyType }
  | { kind: 'union'; members: PyType[] };

export const ANY: PyType = { kind: 'builtin', text: 'Any' };
export const NONE: PyType = { kind: 'builtin', text: 'None' };
export const STR: PyType = { kind: 'builtin', text: 'str' };

function isBuiltin(type: PyType, text: 'Any' | 'None'): boolean {
  return type.kind === 'builtin' && type.text === text;
}

/**
 * The union of `members`, flattened: Any absorbs everything, all literal values share one
 * `Literal[...]` in front, None goes last, and no member appears twice.
 */
export function union(members: readonly PyType[]): PyType {
  const flat = members.flatMap((member) => (member.kind === 'union' ? member.members : [member]));
  if (flat.some((member) => isBuiltin(member, 'Any'))) return ANY;
  const literalValues: JsonValue[] = [];
  const others: PyType[] = [];
  let hasNone = false;
  for (const member of flat) {
    if (member.kind === 'literal') {
      for (const value of member.values) if (!literalValues.some((seen) => seen === value)) literalValues.push(value);
    } else if (isBuiltin(member, 'None')) hasNone = true;
    else if (!others.some((other) => JSON.stringify(other) === JSON.stringify(member))) others.push(member);
  }
  const result: PyType[] = [];
  if (literalValues.length > 0) result.push({ kind: 'literal', values: literalValues });
  result.push(...others);
  if (hasNone) result.push(NONE);
  if (result.length === 0) return ANY;
  return result.length === 1 ? result[0]! : { kind: 'union', members: result };
}

/** `Literal[...]` of the values, with a null among them made a None member instead. */
export function literal(values: readonly JsonValue[]): PyType {
  const nonNull = values.filter((value) => value !== null);
  const parts: PyType[] = nonNull.length > 0 ? [{ kind: 'literal', values: nonNull }] : [];
  if (nonNull.length !== values.length) parts.push(NONE);
  return union(parts);
}

/** Names a type refers to (to import them, and to quote references not yet defined). */
export function referencedNames(type: PyType, into = new Set<string>()): Set<string> {
  if (type.kind === 'name') into.add(type.name);
  else if (type.kind === 'list') referencedNames(type.item, into);
  else if (type.kind === 'dict') referencedNames(type.value, into);
  else if (type.kind === 'union') for (const member of type.members) referencedNames(member, into);
  return into;
}

/** Python source of a type; `typing` collects the names it needs from `typing`. */
export function renderType(type: PyType, typing: Set<string>): string {
  switch (type.kind) {
    case 'name':
      return type.name;
    case 'builtin':
      if (type.text === 'Any') typing.add('Any');
      return type.text;
    case 'literal':
      typing.add('Literal');
      return `Literal[${type.values.map(pyLiteralValue).join(', ')}]`;
    case 'list':
      return `list[${renderType(type.item, typing)}]`;
    case 'dict':
      return `dict[str, ${renderType(type.value, typing)}]`;
    case 'union':
      return type.members.map((member) => renderType(member, typing)).join(' | ');
  }
}
