// Python names for what the document names: methods and parameters in snake_case, types in
// PascalCase, each kept clear of keywords and of names the generated code already uses.

export const PYTHON_KEYWORDS: ReadonlySet<string> = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield'
  ).split(' '),
);

/** Names models.py imports or Python provides, which a schema may not shadow. */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  'Any',
  'Literal',
  'NotRequired',
  'TypeAlias',
  'TypedDict',
  'final',
  'list',
  'dict',
  'str',
  'int',
  'float',
  'bool',
  'bytes',
  'object',
  'type',
  'None',
]);

/** Methods of the hand-written clients; an operation may not take one of these names. */
export const RESERVED_METHODS: ReadonlySet<string> = new Set(['request', 'paginate', 'set_token', 'close']);

/** `verifyMfaChallenge` → `verify_mfa_challenge`, `getHTTPStatus` → `get_http_status`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();
}

/** `nextCursor` → `NextCursor`, `api-keys` → `ApiKeys`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export function isIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !PYTHON_KEYWORDS.has(name);
}

/** A Python identifier for `name`, with `_` appended while it is a keyword or already taken. */
export function pythonIdentifier(name: string, taken: ReadonlySet<string> = new Set()): string {
  let id = snakeCase(name) || 'value';
  if (/^[0-9]/.test(id)) id = `_${id}`;
  while (PYTHON_KEYWORDS.has(id) || taken.has(id)) id += '_';
  return id;
}
