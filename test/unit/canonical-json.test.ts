import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { canonicalText } from '../../server/protocols/transparency/canonical-json.ts';

// canonicalText serializes plain JSON data through JSON.stringify with sorted members, and
// hands anything else to `canonicalize`: on every value the two must agree, failures included.

const outcome = (serialize: (value: unknown) => string | undefined, value: unknown) => {
  try {
    return { text: serialize(value) };
  } catch (err) {
    return { error: (err as Error).message };
  }
};

/** A deterministic stream of numbers in [0, 1): the same cases on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NAMES = ['a', 'b', 'B', 'é', 'z', '10', '9', '0', '01', '__proto__', '😀', '\uffff', '\u0000', 'a b', '-1', '4294967295'];
const STRINGS = ['', 'x', 'é😀', '\u2028', '"\\', '\u0007', '\ud800', 'a\udc00'];
const NUMBERS = [0, -0, 1, -1, 0.1 + 0.2, 1e21, 1e-7, 5e-324, 2 ** 53, 123456789.125, Number.MAX_VALUE];

function randomValue(next: () => number, depth: number): unknown {
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const kind = depth > 3 ? Math.floor(next() * 4) : Math.floor(next() * 6);
  switch (kind) {
    case 0:
      return pick(STRINGS);
    case 1:
      return pick(NUMBERS);
    case 2:
      return pick([true, false, null]);
    case 3:
      return pick(NAMES);
    case 4:
      return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
    default: {
      const text = `{${Array.from({ length: Math.floor(next() * 5) }, () => `${JSON.stringify(pick(NAMES))}:${JSON.stringify(randomValue(next, depth + 1)) ?? 'null'}`).join(',')}}`;
      // Through JSON.parse, as a verifier meets them: `__proto__` an own member, say.
      return JSON.parse(text);
    }
  }
}

describe('canonicalText', () => {
  it.each([
    ['integer-like names, which JavaScript orders first', JSON.parse('{"b":1,"10":2,"9":3,"a":{"2":0,"1":0}}')],
    ['a member named __proto__', JSON.parse('{"z":1,"__proto__":{"x":1}}')],
    ['names outside the BMP and at its end', { '\uffff': 1, '😀': 2, é: 3 }],
    ['numbers RFC 8785 formats its own way', [1e21, 1e-7, -0, 0.1 + 0.2, 5e-324]],
    ['a lone surrogate (refused)', { a: '\ud800' }],
    ['a number that is not finite (refused)', [Number.NaN]],
    ['undefined members and toJSON', { a: undefined, at: new Date(0), b: [undefined] }],
    ['a null-prototype object', Object.assign(Object.create(null), { b: 1, a: 2 })],
  ])('agrees with canonicalize on %s', (_name, value) => {
    expect(outcome(canonicalText, value)).toEqual(outcome(canonicalize, value));
  });

  it('agrees with canonicalize on 5,000 generated values', () => {
    const next = random(36);
    for (let i = 0; i < 5000; i++) {
      const value = randomValue(next, 0);
      expect(outcome(canonicalText, value), JSON.stringify(value)).toEqual(outcome(canonicalize, value));
    }
  });
});
