import { createHash } from 'node:crypto';

/**
 * RFC 9162 (Certificate Transparency 2.0) §2.1 Merkle trees over a log's leaf hashes: the tree
 * hash of any prefix, inclusion proofs (an entry is in the tree of a given size) and
 * consistency proofs (a tree extends an earlier one), and their verification. Leaves are given
 * as their hashes, SHA-256(0x00 ‖ entry); interior nodes are SHA-256(0x01 ‖ left ‖ right).
 * `leaf(i)` reads a leaf hash by index, so a caller may serve them from the database.
 */
export type Hash = Buffer;
export type LeafSource = (index: number) => Hash;

const sha256 = (...parts: Buffer[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};
const LEAF = Buffer.from([0x00]);
const NODE = Buffer.from([0x01]);

export const EMPTY_TREE_HASH: Hash = sha256();
export const leafHashOf = (entry: Buffer): Hash => sha256(LEAF, entry);
export const nodeHash = (left: Hash, right: Hash): Hash => sha256(NODE, left, right);

/** The largest power of two smaller than n (n > 1): where RFC 9162 splits a tree. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH(D[start:start+size]). */
export function treeHash(leaf: LeafSource, size: number, start = 0): Hash {
  if (size === 0) return EMPTY_TREE_HASH;
  if (size === 1) return leaf(start);
  const k = split(size);
  return nodeHash(treeHash(leaf, k, start), treeHash(leaf, size - k, start + k));
}

/** PATH(m, D[start:start+size]): the audit path of leaf `index` in the tree of `size` leaves. */
export function inclusionProof(leaf: LeafSource, index: number, size: number, start = 0): Hash[] {
  if (index < 0 || index >= size) throw new RangeError(`leaf ${index} is not in a tree of ${size}`);
  if (size === 1) return [];
  const k = split(size);
  return index < k
    ? [...inclusionProof(leaf, index, k, start), treeHash(leaf, size - k, start + k)]
    : [...inclusionProof(leaf, index - k, size - k, start + k), treeHash(leaf, k, start)];
}

/** PROOF(m, D[0:n]): that the tree of `from` leaves is a prefix of the tree of `to` leaves. */
export function consistencyProof(leaf: LeafSource, from: number, to: number): Hash[] {
  if (from < 0 || from > to) throw new RangeError(`no consistency from ${from} to ${to}`);
  if (from === 0 || from === to) return [];
  return subproof(leaf, from, to, 0, true);
}

function subproof(leaf: LeafSource, m: number, n: number, start: number, complete: boolean): Hash[] {
  if (m === n) return complete ? [] : [treeHash(leaf, n, start)];
  const k = split(n);
  return m <= k
    ? [...subproof(leaf, m, k, start, complete), treeHash(leaf, n - k, start + k)]
    : [...subproof(leaf, m - k, n - k, start + k, false), treeHash(leaf, k, start)];
}

/** RFC 9162 §2.1.3.2: whether `proof` shows leaf `index` with `leafHash` in the tree of `size` with `root`. */
export function verifyInclusion(leafHash: Hash, index: number, size: number, proof: Hash[], root: Hash): boolean {
  if (index < 0 || index >= size) return false;
  let fn = index;
  let sn = size - 1;
  let r = leafHash;
  for (const p of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree (`from`, `fromRoot`) is a prefix of (`to`, `toRoot`). */
export function verifyConsistency(from: number, to: number, fromRoot: Hash, toRoot: Hash, proof: Hash[]): boolean {
  if (from < 0 || from > to) return false;
  if (from === to) return proof.length === 0 && fromRoot.equals(toRoot);
  if (from === 0) return proof.length === 0;
  const path = isPowerOfTwo(from) ? [fromRoot, ...proof] : [...proof];
  if (path.length === 0) return false;
  let fn = from - 1;
  let sn = to - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(fromRoot) && sr.equals(toRoot);
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;
