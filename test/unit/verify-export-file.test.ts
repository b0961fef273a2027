import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLeafHash, personalDataDigest } from '../../server/protocols/transparency/audit-leaf.ts';
import { type CheckpointKeyJwk, signCheckpoint } from '../../server/protocols/transparency/checkpoint.ts';
import { Frontier } from '../../server/protocols/transparency/merkle.ts';
import { verifyAuditExport } from '../../server/protocols/transparency/verify-export.ts';
import { verifyAuditExportFile } from '../../server/protocols/transparency/verify-export-file.ts';

// `gatekeep audit verify` spreads a file over threads in batches of lines; its answer must be
// the one-thread verifier's, whatever the file holds and wherever a batch boundary falls. Tiny
// batches (2 KiB, three or four events) put a boundary next to every kind of fault.

const EVENTS = 400;
const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-verify-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const keys: CheckpointKeyJwk[] = [
  { ...(publicKey.export({ format: 'jwk' }) as { x: string }), kid: 'chk_test', kty: 'OKP', crv: 'Ed25519' },
];

function exportLines(): string[] {
  const lines: string[] = [];
  for (let seq = 1; seq <= EVENTS; seq++) {
    const erased = seq % 7 === 0;
    const salt = randomBytes(16);
    const entry = {
      id: `evt_${String(seq).padStart(26, '0')}`,
      occurredAt: new Date(1_790_000_000_000 + seq).toISOString(),
      tenantId: 'ten_01TESTTESTTESTTESTTESTTEST',
      actor: { kind: 'user' as const, id: 'usr_01TESTTESTTESTTESTTESTTEST' },
      action: 'role.created',
      target: { type: 'role', id: `rol_${seq}` },
      ip: erased ? null : '192.0.2.1',
      requestId: `req-${seq}`,
      metadata: erased ? { name: `role-${seq}` } : { name: `role-${seq}`, email: `someone-${seq}@example.com`, '10': 'x', '9': 'y' },
    };
    const digest = personalDataDigest(
      erased ? { ...entry, ip: '192.0.2.1', metadata: { ...entry.metadata, email: 'gone@example.com' } } : entry,
      salt,
    );
    lines.push(
      JSON.stringify({
        ...entry,
        seq,
        leafHash: auditLeafHash(entry, digest).toString('hex'),
        personalData: { digest: digest.toString('hex'), salt: erased ? null : salt.toString('hex') },
      }),
    );
  }
  return lines;
}

function checkpointAt(lines: string[], treeSize: number) {
  const frontier = new Frontier();
  for (const line of lines.slice(0, treeSize)) frontier.append(Buffer.from(JSON.parse(line).leafHash, 'hex'));
  const body = {
    origin: 'https://id.example.test/audit/ten_01TESTTESTTESTTESTTESTTEST',
    treeSize,
    rootHash: frontier.root().toString('hex'),
    at: new Date(0).toISOString(),
  };
  return signCheckpoint(body, { id: 'chk_test', privateKey });
}

const intact = exportLines();
const checkpoints = [checkpointAt(intact, 100), checkpointAt(intact, 257), checkpointAt(intact, EVENTS)];
const edit = (index: number, change: (event: any) => void) =>
  intact.map((line, i) => {
    if (i !== index) return line;
    const event = JSON.parse(line);
    change(event);
    return JSON.stringify(event);
  });

let files = 0;
async function bothWays(lines: string[], options: Parameters<typeof verifyAuditExport>[1]) {
  const file = path.join(dir, `export-${(files += 1)}.ndjson`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  const { threads, ...threaded } = await verifyAuditExportFile(file, options, { batchBytes: 2048, threadedFromBytes: 0 });
  expect(threads).toBe(Math.min(availableParallelism(), 8));
  return { threaded, oneThread: await verifyAuditExport(lines, options) };
}

describe('verifying a file on threads', () => {
  it.each([
    ['the intact export, checkpoints given', intact, { checkpoints, keys }, true],
    ['the intact export ending with its checkpoint line', [...intact, JSON.stringify({ checkpoint: checkpoints[1] })], { keys }, true],
    ['blank and CRLF lines', intact.flatMap((line, i) => (i % 50 === 0 ? ['', `${line}\r`] : [line])), { checkpoints, keys }, true],
    ['an event changed', edit(211, (e) => (e.action = 'role.deleted')), { checkpoints, keys }, false],
    ['an IP changed', edit(3, (e) => (e.ip = '192.0.2.9')), {}, false],
    ['an event removed', intact.filter((_, i) => i !== 150), { checkpoints, keys }, false],
    ['an event repeated', [...intact.slice(0, 301), intact[300]!, ...intact.slice(301)], {}, false],
    ['two events swapped', [...intact.slice(0, 40), intact[41]!, intact[40]!, ...intact.slice(42)], {}, false],
    ['a line that is not JSON', [...intact.slice(0, 333), '{"id":', ...intact.slice(333)], {}, false],
    ['the last events lost', intact.slice(0, 380), { checkpoints, keys }, false],
    ['a checkpoint whose root was forged', intact, { checkpoints: [{ ...checkpoints[0]!, rootHash: '0'.repeat(64) }], keys }, false],
  ])('answers as one thread does: %s', async (_name, lines, options, ok) => {
    const { threaded, oneThread } = await bothWays(lines, options);
    expect(threaded).toEqual(oneThread);
    expect(threaded.ok).toBe(ok);
  });

  it('finds an event removed wherever it lay, at the start of a batch included', async () => {
    // Batches hold three or four events: a dozen neighbours put one at each place in a batch.
    for (let removed = 120; removed < 132; removed++) {
      const { threaded, oneThread } = await bothWays(
        intact.filter((_, i) => i !== removed),
        {},
      );
      expect(threaded, `event ${removed + 1} removed`).toEqual(oneThread);
      expect(threaded.failure).toMatchObject({ line: removed + 1, seq: removed + 2, reason: `seq ${removed + 1} is missing` });
    }
  });

  it('names the event where the file stops holding, counting every batch before it', async () => {
    const { threaded } = await bothWays(
      edit(211, (e) => (e.action = 'role.deleted')),
      {},
    );
    expect(threaded.failure).toEqual({
      line: 212,
      seq: 212,
      eventId: `evt_${String(212).padStart(26, '0')}`,
      reason: 'the event does not match its leaf hash',
    });
    expect(threaded.events).toBe(211);
  });
});
