import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyAuditExport as verifyWithSdk } from '../../sdk-ts/src/verify-audit-export.ts';
import { verifyAuditExport as verifyWithServer } from '../../server/protocols/transparency/verify-export.ts';

// The server (whose code `gatekeep audit verify` runs) and the TypeScript SDK implement the leaf
// and tree rules apart; sdk-python/tests/test_audit.py checks the Python SDK on the same file.
// The fixture was written by the server's own sealing code: numbers RFC 8785 formats its own
// way (1e+21, 1e-7, -0), characters outside the BMP, controls, and an erased event.

const FIXTURE = readFileSync(new URL('../../sdk-python/tests/fixtures/audit-export.ndjson', import.meta.url), 'utf8');
const ROOT = '7960aa31d1e33e81f79904415ed128ec202c2d577dcb2d60bf4831789c70ade1';
const lines = FIXTURE.trimEnd().split('\n');
const edit = (index: number, change: (event: any) => void) =>
  lines.map((line, i) => {
    if (i !== index) return line;
    const event = JSON.parse(line);
    change(event);
    return JSON.stringify(event);
  });

describe('the verifiers of the server and of the TypeScript SDK', () => {
  it('agree on the fixture: five events, one erased, one root', async () => {
    for (const verify of [verifyWithServer, verifyWithSdk]) {
      expect(await verify(lines)).toEqual({ ok: true, events: 5, erased: 1, rootHash: ROOT, checkpoints: [] });
    }
  });

  it.each([
    ['a nested number', 2, (e: any) => (e.metadata.nested.b = 2), 'the event does not match its leaf hash'],
    ['the erased email put back', 4, (e: any) => (e.metadata.email = 'grace@example.com'), 'personal data without its salt'],
    ['another IP', 0, (e: any) => (e.ip = '192.0.2.8'), 'the IP or email does not match its digest'],
    ['a seq skipped', 3, (e: any) => (e.seq = 5), 'seq 4 is missing'],
    ['the order of two keys of the target', 0, (e: any) => (e.target = { id: e.target.id, type: e.target.type }), undefined],
  ])('agree on %s', async (_name, index, change, reason) => {
    const tampered = edit(index, change);
    const [server, sdk] = [await verifyWithServer(tampered), await verifyWithSdk(tampered)];
    expect(sdk).toEqual(server);
    if (reason === undefined)
      expect(server.ok).toBe(true); // key order is not content (RFC 8785)
    else expect(server.failure).toMatchObject({ line: index + 1, reason });
  });
});
