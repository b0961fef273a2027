import { AppError } from '../../errors.ts';

/**
 * SCIM filters (RFC 7644 §3.4.2.2), parsed into a tree the repository turns into SQL. Names
 * are case-insensitive (RFC 7643 §2.1), so paths are kept lower-cased; a schema URN before
 * the attribute (`urn:…:User:userName`) is accepted and dropped once checked by the caller.
 */
export type AttributePath = { schema?: string; attribute: string; subAttribute?: string };
export type CompareOperator = 'eq' | 'ne' | 'co' | 'sw' | 'ew' | 'gt' | 'ge' | 'lt' | 'le';
export type FilterValue = string | number | boolean | null;
export type Filter =
  | { op: 'and' | 'or'; left: Filter; right: Filter }
  | { op: 'not'; filter: Filter }
  | { op: 'pr'; path: AttributePath }
  | { op: CompareOperator; path: AttributePath; value: FilterValue }
  /** `emails[type eq "work"]`: the multi-valued attribute has an element matching `filter`. */
  | { op: 'has'; path: AttributePath; filter: Filter };

const COMPARE = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le']);
/** A generous bound: real filters from Okta and Entra ID are a clause or two. */
const MAX_FILTER_LENGTH = 2048;
const MAX_DEPTH = 32;

type Token = { kind: 'word' | 'string' | '(' | ')' | '[' | ']'; text: string; at: number };

export function invalidFilter(detail: string): AppError {
  return new AppError('VALIDATION_FAILED', `filter: ${detail}`, { scimType: 'invalidFilter' });
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      i += 1;
    } else if (c === '(' || c === ')' || c === '[' || c === ']') {
      tokens.push({ kind: c, text: c, at: i });
      i += 1;
    } else if (c === '"') {
      // A JSON string: find its closing quote past escapes, then let JSON.parse read it.
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) throw invalidFilter(`unterminated string at ${i}`);
      let value: unknown;
      try {
        value = JSON.parse(text.slice(i, end + 1));
      } catch {
        throw invalidFilter(`malformed string at ${i}`);
      }
      tokens.push({ kind: 'string', text: value as string, at: i });
      i = end + 1;
    } else {
      let end = i;
      while (end < text.length && !' \t()[]"'.includes(text[end]!)) end += 1;
      tokens.push({ kind: 'word', text: text.slice(i, end), at: i });
      i = end;
    }
  }
  return tokens;
}

export function parseAttributePath(text: string): AttributePath {
  let schema: string | undefined;
  let rest = text;
  if (/^urn:/i.test(text)) {
    const cut = text.lastIndexOf(':');
    schema = text.slice(0, cut).toLowerCase();
    rest = text.slice(cut + 1);
  }
  const parts = rest.split('.');
  if (parts.length > 2 || parts.some((p) => !/^[A-Za-z$][\w$-]*$/.test(p))) throw invalidFilter(`"${text}" is not an attribute path`);
  return {
    ...(schema ? { schema } : {}),
    attribute: parts[0]!.toLowerCase(),
    ...(parts[1] ? { subAttribute: parts[1].toLowerCase() } : {}),
  };
}

export function parseFilter(text: string): Filter {
  if (text.length > MAX_FILTER_LENGTH) throw invalidFilter(`longer than ${MAX_FILTER_LENGTH} characters`);
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const keyword = (token: Token | undefined, word: string) => token?.kind === 'word' && token.text.toLowerCase() === word;
  const expect = (kind: Token['kind']) => {
    const token = tokens[position];
    if (token?.kind !== kind) throw invalidFilter(`expected "${kind}" at ${token?.at ?? text.length}`);
    position += 1;
  };

  // or < and < not/primary, as the RFC's precedence says.
  function orExpression(depth: number): Filter {
    let left = andExpression(depth);
    while (keyword(peek(), 'or')) {
      position += 1;
      left = { op: 'or', left, right: andExpression(depth) };
    }
    return left;
  }
  function andExpression(depth: number): Filter {
    let left = unary(depth);
    while (keyword(peek(), 'and')) {
      position += 1;
      left = { op: 'and', left, right: unary(depth) };
    }
    return left;
  }
  function unary(depth: number): Filter {
    if (depth > MAX_DEPTH) throw invalidFilter('nested too deeply');
    const token = peek();
    if (keyword(token, 'not') && tokens[position + 1]?.kind === '(') {
      position += 2;
      const inner = orExpression(depth + 1);
      expect(')');
      return { op: 'not', filter: inner };
    }
    if (token?.kind === '(') {
      position += 1;
      const inner = orExpression(depth + 1);
      expect(')');
      return inner;
    }
    return comparison(depth);
  }
  function comparison(depth: number): Filter {
    const token = peek();
    if (token?.kind !== 'word') throw invalidFilter(`expected an attribute at ${token?.at ?? text.length}`);
    position += 1;
    const path = parseAttributePath(token.text);
    if (peek()?.kind === '[') {
      position += 1;
      const inner = orExpression(depth + 1);
      expect(']');
      return { op: 'has', path, filter: inner };
    }
    const operator = peek();
    if (operator?.kind !== 'word') throw invalidFilter(`expected an operator after "${token.text}"`);
    const op = operator.text.toLowerCase();
    position += 1;
    if (op === 'pr') return { op: 'pr', path };
    if (!COMPARE.has(op)) throw invalidFilter(`"${operator.text}" is not an operator`);
    return { op: op as CompareOperator, path, value: compareValue() };
  }
  function compareValue(): FilterValue {
    const token = peek();
    position += 1;
    if (token?.kind === 'string') return token.text;
    if (token?.kind === 'word') {
      const word = token.text.toLowerCase();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(token.text)) return Number(token.text);
    }
    throw invalidFilter(`expected a value at ${token?.at ?? text.length}`);
  }

  const filter = orExpression(0);
  if (position !== tokens.length) throw invalidFilter(`unexpected "${tokens[position]!.text}" at ${tokens[position]!.at}`);
  return filter;
}
