import canonicalize from 'canonicalize';

/**
 * RFC 8785 (JSON Canonicalization Scheme) text of a JSON value, fast. For plain JSON data
 * (what JSON.parse answers, and the objects this code builds) RFC 8785 is JSON.stringify of the
 * same value with every object's members sorted by UTF-16 code units: JCS takes its number and
 * string forms from ECMAScript's JSON.stringify. So the value is copied with sorted members and
 * handed to the engine's serializer, which is several times faster than serializing member by
 * member. Anything else goes to `canonicalize` (a reference implementation), whose answer it is
 * either way: an integer-like member name (JavaScript puts those first whatever the insertion
 * order) or `__proto__` (an assignment would set the copy's prototype), a number that is not finite, a lone surrogate, undefined, or an object that is not
 * plain (toJSON, boxed values).
 */
export function canonicalText(value: unknown): string {
  const sorted = sortedPlainCopy(value);
  if (sorted === NOT_PLAIN) {
    const text = canonicalize(value);
    if (text === undefined) throw new TypeError('not a JSON value');
    return text;
  }
  return JSON.stringify(sorted);
}

const NOT_PLAIN = Symbol('not plain JSON data');
/** An array index as a property name: JavaScript orders these before every other name. */
const INDEX_LIKE = /^(?:0|[1-9][0-9]*)$/;

function sortedPlainCopy(value: unknown): unknown {
  switch (typeof value) {
    case 'string':
      return value.isWellFormed() ? value : NOT_PLAIN;
    case 'number':
      return Number.isFinite(value) ? value : NOT_PLAIN;
    case 'boolean':
      return value;
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) {
        const copy = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) {
          const item = sortedPlainCopy(value[i]);
          if (item === NOT_PLAIN) return NOT_PLAIN;
          copy[i] = item;
        }
        return copy;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return NOT_PLAIN;
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return NOT_PLAIN;
      const names = Object.keys(value).sort();
      const copy: Record<string, unknown> = {};
      for (const name of names) {
        if (INDEX_LIKE.test(name) || name === '__proto__' || !name.isWellFormed()) return NOT_PLAIN;
        const member = sortedPlainCopy((value as Record<string, unknown>)[name]);
        if (member === NOT_PLAIN) return NOT_PLAIN;
        copy[name] = member;
      }
      return copy;
    }
    default:
      return NOT_PLAIN;
  }
}
