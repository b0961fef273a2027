import { describe, expect, it } from 'vitest';
import {
  consistencyProof,
  EMPTY_TREE_HASH,
  Frontier,
  inclusionNodeKeys,
  inclusionProof,
  leafHashOf,
  nodesOfLeaves,
  treeHash,
  verifyConsistency,
  verifyInclusion,
} from '../../server/protocols/transparency/merkle.ts';

// RFC 9162 §2.1 trees, checked against Certificate Transparency's reference vectors (the eight
// leaves of the Go and C++ implementations' tests and the roots of each prefix).

const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map((hex) =>
  leafHashOf(Buffer.from(hex, 'hex')),
);
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
const leaf = (i: number) => LEAVES[i]!;
const nodes = nodesOfLeaves(leaf);

describe('RFC 9162 Merkle trees', () => {
  it('hashes the empty tree and every prefix of the reference leaves to the reference roots', () => {
    expect(EMPTY_TREE_HASH.toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(ROOTS.map((_, i) => treeHash(nodes, i + 1).toString('hex'))).toEqual(ROOTS);
  });

  it('proves and verifies every leaf in every tree, and refuses a wrong leaf, index or root', () => {
    for (let size = 1; size <= 8; size++) {
      const root = treeHash(nodes, size);
      for (let index = 0; index < size; index++) {
        const proof = inclusionProof(nodes, index, size);
        expect(verifyInclusion(leaf(index), index, size, proof, root), `${index} in ${size}`).toBe(true);
        expect(verifyInclusion(leaf((index + 1) % 8), index, size, proof, root)).toBe(false);
        if (size > 1) expect(verifyInclusion(leaf(index), (index + 1) % size, size, proof, root)).toBe(false);
        expect(verifyInclusion(leaf(index), index, size, proof, treeHash(nodes, size === 8 ? 7 : size + 1))).toBe(false);
      }
    }
  });

  it('names beforehand every subtree a proof and its root read, for every leaf of every tree up to 300', () => {
    for (let size = 1; size <= 300; size++) {
      for (let index = 0; index < size; index++) {
        const named = new Set(inclusionNodeKeys(index, size).map(({ level, position }) => `${level}:${position}`));
        const read: string[] = [];
        const recording = (level: number, position: number) => {
          read.push(`${level}:${position}`);
          return EMPTY_TREE_HASH;
        };
        inclusionProof(recording, index, size);
        treeHash(recording, size);
        expect(
          read.filter((key) => !named.has(key)),
          `leaf ${index} of ${size}`,
        ).toEqual([]);
        // Never more than two a level: the set stays O(log n).
        expect(named.size).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(size + 1)));
      }
    }
  });

  it('proves and verifies that every tree extends every earlier one, and refuses a forged history', () => {
    for (let to = 1; to <= 8; to++) {
      for (let from = 1; from <= to; from++) {
        const proof = consistencyProof(nodes, from, to);
        expect(verifyConsistency(from, to, treeHash(nodes, from), treeHash(nodes, to), proof), `${from} → ${to}`).toBe(true);
        if (from < to) {
          const forged = (i: number) => (i === from - 1 ? leafHashOf(Buffer.from('forged')) : leaf(i));
          expect(verifyConsistency(from, to, treeHash(nodesOfLeaves(forged), from), treeHash(nodes, to), proof)).toBe(false);
        }
      }
    }
  });

  it('matches the reference audit path of leaf 0 in the tree of 8 (Go test vectors)', () => {
    expect(inclusionProof(nodes, 0, 8).map((h) => h.toString('hex'))).toEqual([
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ]);
  });
});

describe('the frontier of a growing log', () => {
  it('gives the reference root after every append, keeping one subtree per set bit of the size', () => {
    const frontier = new Frontier();
    expect(frontier.root()).toEqual(EMPTY_TREE_HASH);
    LEAVES.forEach((leafHash, i) => {
      frontier.append(leafHash);
      expect(frontier.root().toString('hex'), `size ${i + 1}`).toBe(ROOTS[i]);
      expect(frontier.subtrees).toHaveLength((i + 1).toString(2).replaceAll('0', '').length);
    });
  });

  it('agrees with the tree hash of a thousand random leaves at every size', () => {
    const leaves = Array.from({ length: 1000 }, (_, i) => leafHashOf(Buffer.from(`event ${i} ${Math.random()}`)));
    const tree = nodesOfLeaves((i) => leaves[i]!);
    const frontier = new Frontier();
    for (const [i, leafHash] of leaves.entries()) {
      frontier.append(leafHash);
      if (i % 97 === 0 || i === 999) expect(frontier.root().equals(treeHash(tree, i + 1)), `size ${i + 1}`).toBe(true);
    }
  });
});
