import { hash } from 'node:crypto';

/**
 * RFC 9162 (Certificate Transparency 2.0) §2.1 Merkle trees over a log's leaf hashes: the tree
 * hash of any prefix, inclusion proofs (an entry is in the tree of a given size) and
 * consistency proofs (a tree extends an earlier one), and their verification. Leaves are given
 * as their hashes, SHA-256(0x00 ‖ entry); interior nodes are SHA-256(0x01 ‖ left ‖ right).
 *
 * Every tree RFC 9162 defines splits into perfect subtrees aligned on their own size, so the
 * algorithms read only those: `node(level, position)` is the hash of the 2^level leaves from
 * position · 2^level (level 0: a leaf). A log that stores them (audit_tree_nodes) answers a
 * proof with O(log n) reads; nodesOfLeaves computes them from the leaves, for small trees.
 */
export type Hash = Buffer;
export type NodeSource = (level: number, position: number) => Hash;

// One-shot hashing: a Hash object per call costs more than the hashing of these short inputs.
const sha256 = (...parts: Buffer[]): Buffer => hash('sha256', parts.length === 1 ? parts[0]! : Buffer.concat(parts), 'buffer');
const LEAF = Buffer.from([0x00]);

export const EMPTY_TREE_HASH: Hash = sha256(Buffer.alloc(0));
export const leafHashOf = (entry: Buffer): Hash => sha256(LEAF, entry);
/** 0x01 ‖ left ‖ right, rewritten per call: hashing is synchronous, and a verifier makes a million. */
const pair = Buffer.alloc(65, 0x01);
export const nodeHash = (left: Hash, right: Hash): Hash => {
  if (left.length !== 32 || right.length !== 32) return sha256(Buffer.of(0x01), left, right);
  left.copy(pair, 1);
  right.copy(pair, 33);
  return hash('sha256', pair, 'buffer');
};

/** The largest power of two smaller than n (n > 1): where RFC 9162 splits a tree. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

// Not bit operations: positions pass 2^31.
const isPowerOfTwo = (n: number) => n > 0 && 2 ** Math.floor(Math.log2(n)) === n;

/** The perfect subtrees of a log whose leaves `leaf(i)` gives, computed (2^level hashes each). */
export function nodesOfLeaves(leaf: (index: number) => Hash): NodeSource {
  const node: NodeSource = (level, position) =>
    level === 0 ? leaf(position) : nodeHash(node(level - 1, 2 * position), node(level - 1, 2 * position + 1));
  return node;
}

/** MTH(D[start:start+size]). */
export function treeHash(node: NodeSource, size: number, start = 0): Hash {
  if (size === 0) return EMPTY_TREE_HASH;
  if (isPowerOfTwo(size) && start % size === 0) return node(Math.round(Math.log2(size)), start / size);
  const k = split(size);
  return nodeHash(treeHash(node, k, start), treeHash(node, size - k, start + k));
}

/**
 * The root of a growing log, one leaf at a time, in O(log n) memory: the perfect subtrees of
 * its binary decomposition (largest first); the offline verifiers grow one as they read.
 */
export class Frontier {
  size = 0;
  readonly subtrees: Hash[] = [];

  append(leafHash: Hash): void {
    let hash = leafHash;
    for (let carry = this.size; carry % 2 === 1; carry = Math.floor(carry / 2)) hash = nodeHash(this.subtrees.pop()!, hash);
    this.subtrees.push(hash);
    this.size += 1;
  }

  root(): Hash {
    if (this.subtrees.length === 0) return EMPTY_TREE_HASH;
    let root = this.subtrees[this.subtrees.length - 1]!;
    for (let i = this.subtrees.length - 2; i >= 0; i--) root = nodeHash(this.subtrees[i]!, root);
    return root;
  }
}

/** PATH(m, D[start:start+size]): the audit path of leaf `index` in the tree of `size` leaves. */
export function inclusionProof(node: NodeSource, index: number, size: number, start = 0): Hash[] {
  if (index < 0 || index >= size) throw new RangeError(`leaf ${index} is not in a tree of ${size}`);
  if (size === 1) return [];
  const k = split(size);
  return index < k
    ? [...inclusionProof(node, index, k, start), treeHash(node, size - k, start + k)]
    : [...inclusionProof(node, index - k, size - k, start + k), treeHash(node, k, start)];
}

/**
 * Every perfect subtree that PATH(index, D[0:size]) and MTH(D[0:size]) can read: the sibling of
 * each of the leaf's ancestors that lies wholly inside the tree, and the subtrees of the size's
 * binary decomposition, one per set bit (RFC 9162 splits every right-hand part that is not
 * perfect into these). A superset, so a store can fetch them all before the proof is computed;
 * audit_log's repository asks for the same set in SQL, in one round trip with the event.
 */
export function inclusionNodeKeys(index: number, size: number): { level: number; position: number }[] {
  const keys: { level: number; position: number }[] = [];
  for (let level = 0, width = 1; width <= size; level++, width *= 2) {
    const sibling = Math.floor(index / width) % 2 === 0 ? Math.floor(index / width) + 1 : Math.floor(index / width) - 1;
    if ((sibling + 1) * width <= size) keys.push({ level, position: sibling });
    if (Math.floor(size / width) % 2 === 1) keys.push({ level, position: Math.floor(size / width) - 1 });
  }
  return keys;
}

/** PROOF(m, D[0:n]): that the tree of `from` leaves is a prefix of the tree of `to` leaves. */
export function consistencyProof(node: NodeSource, from: number, to: number): Hash[] {
  if (from < 0 || from > to) throw new RangeError(`no consistency from ${from} to ${to}`);
  if (from === 0 || from === to) return [];
  return subproof(node, from, to, 0, true);
}

function subproof(node: NodeSource, m: number, n: number, start: number, complete: boolean): Hash[] {
  if (m === n) return complete ? [] : [treeHash(node, n, start)];
  const k = split(n);
  return m <= k
    ? [...subproof(node, m, k, start, complete), treeHash(node, n - k, start + k)]
    : [...subproof(node, m - k, n - k, start + k, false), treeHash(node, k, start)];
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
