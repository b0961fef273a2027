import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../server/domain/audit/audit-events.ts';
import { recordAuditEvent } from '../../server/domain/audit/record-audit-event.ts';
import { type Account, createTenant } from '../helpers/tenancy.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Account;
let tenantId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t);
  tenantId = (await createTenant(t, owner)).id;
});
afterAll(() => t.close());

const list = (query = '') => t.call('GET', `/v1/tenants/${tenantId}/audit-events${query}`, { token: owner.accessToken });

/** `count` events straight into the log of `tenant`, faster than as many HTTP mutations. */
async function seed(tenant: string, count: number, action = 'test.seeded') {
  const meta = { actor: { kind: 'user' as const, userId: owner.user.id }, ip: '127.0.0.1', userAgent: null, requestId: 'seed' };
  await t.app.services.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++) await recordAuditEvent(trx, meta, { action, tenantId: tenant, metadata: { i } });
  });
}

describe('audit events', () => {
  it('records a mutation with its actor, target, ip and request id', async () => {
    const role = await t.call('POST', `/v1/tenants/${tenantId}/roles`, {
      token: owner.accessToken,
      body: { name: 'auditor', permissions: ['audit:read'] },
      headers: { 'x-request-id': 'audit-req-1' },
    });
    const { items } = (await list('?action=role.created')).body.data;
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        occurredAt: expect.any(String),
        tenantId,
        actor: { kind: 'user', id: owner.user.id },
        action: 'role.created',
        target: { type: 'role', id: role.body.data.id },
        ip: '127.0.0.1',
        requestId: 'audit-req-1',
        metadata: { name: 'auditor', permissions: ['audit:read'] },
        seq: 2, // after tenant.created
        leafHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        personalData: { digest: expect.stringMatching(/^[0-9a-f]{64}$/), salt: expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
    ]);
  });

  it('pages newest first with an opaque cursor, without gaps or repeats', async () => {
    const other = (await createTenant(t, owner, { name: 'Paged' })).id;
    await seed(other, 7);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await t.call('GET', `/v1/tenants/${other}/audit-events?limit=3${cursor ? `&cursor=${cursor}` : ''}`, {
        token: owner.accessToken,
      });
      expect(response.status).toBe(200);
      seen.push(...response.body.data.items.map((e: { seq: number }) => e.seq));
      cursor = response.body.data.nextCursor;
      pages += 1;
    } while (cursor);
    // 7 seeded + tenant.created, in the log's order from its end.
    expect(seen).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(pages).toBe(3);
  });

  it('never fails on limit: absent or invalid → 50, above 100 → 100', async () => {
    const big = (await createTenant(t, owner, { name: 'Big' })).id;
    await seed(big, 130);
    const count = async (query: string) => {
      const response = await t.call('GET', `/v1/tenants/${big}/audit-events${query}`, { token: owner.accessToken });
      expect(response.status, response.text).toBe(200);
      return response.body.data.items.length;
    };
    expect(await count('')).toBe(50);
    expect(await count('?limit=abc')).toBe(50);
    expect(await count('?limit=0')).toBe(50);
    expect(await count('?limit=-4')).toBe(50);
    expect(await count('?limit=2.5')).toBe(50);
    expect(await count('?limit=7')).toBe(7);
    expect(await count('?limit=100')).toBe(100);
    expect(await count('?limit=500')).toBe(100);
  });

  it('answers a malformed cursor with 400 VALIDATION_FAILED', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('{"v":1,"after":"x"}').toString('base64url'),
      Buffer.from('{"v":9,"after":"evt_01AAAAAAAAAAAAAAAAAAAAAAAA"}').toString('base64url'),
    ]) {
      const response = await list(`?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: expect.stringContaining('cursor'), code: 'VALIDATION_FAILED' });
    }
  });

  it('filters by action and time', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    await seed(tenantId, 2, 'test.filtered');
    const after = new Date(Date.now() + 1000).toISOString();
    expect((await list('?action=test.filtered')).body.data.items).toHaveLength(2);
    expect((await list(`?action=test.filtered&since=${before}&until=${after}`)).body.data.items).toHaveLength(2);
    expect((await list(`?action=test.filtered&since=${after}`)).body.data.items).toHaveLength(0);
    expect((await list(`?action=test.filtered&until=${before}`)).body.data.items).toHaveLength(0);
    expect((await list(`?since=${after}&until=${before}`)).body.code).toBe('VALIDATION_FAILED');
    expect((await list('?since=yesterday')).body.code).toBe('VALIDATION_FAILED');
  });

  it('filters by a group of actions with `group.*`, its other characters taken literally', async () => {
    await seed(tenantId, 1, 'test_group.first');
    await seed(tenantId, 1, 'test_group.nested.second');
    await seed(tenantId, 1, 'testXgroup.lookalike');
    await seed(tenantId, 1, 'test_groupies.other');
    const actions = async (query: string) => ((await list(query)).body.data.items as { action: string }[]).map((e) => e.action);
    expect(await actions('?action=test_group.*')).toEqual(['test_group.nested.second', 'test_group.first']);
    // `_` and `%` are not wildcards here, and a group is not a mere prefix of the name.
    expect(await actions('?action=test%25.*')).toEqual([]);
    expect(await actions('?action=test_group')).toEqual([]);
    expect(await actions('?action=test_group.*&limit=1')).toEqual(['test_group.nested.second']);
    const lines = (await t.call('GET', `/v1/audit/export?tenantId=${tenantId}&action=test_group.*`, { token: owner.accessToken })).text;
    expect(
      lines
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).action),
    ).toEqual(['test_group.first', 'test_group.nested.second']);
  });

  it('keeps a failed mutation out of the log (change and event commit together)', async () => {
    const response = await t.call('POST', `/v1/tenants/${tenantId}/roles`, {
      token: owner.accessToken,
      body: { name: 'owner', permissions: [] },
    });
    expect(response.status).toBe(409);
    expect(
      (await list('?action=role.created')).body.data.items.every((e: { metadata: { name: string } }) => e.metadata.name !== 'owner'),
    ).toBe(true);
  });
});

describe('audit export', () => {
  const exportOf = (query: string, headers: Record<string, string> = {}) =>
    t.call('GET', `/v1/audit/export?tenantId=${tenantId}${query}`, { token: owner.accessToken, headers });

  it('streams NDJSON by default, oldest first, one AuditEvent per line', async () => {
    const response = await exportOf('');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = response.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ action: 'tenant.created', tenantId, actor: { kind: 'user', id: owner.user.id } });
    expect(lines.map((e) => e.seq)).toEqual(lines.map((_, i) => i + 1));
    expect(response.body?.ok).toBeUndefined();
  });

  it.each([
    ['format=csv', '&format=csv', {}],
    ['format=text/csv', '&format=text/csv', {}],
    ['Accept: text/csv', '', { accept: 'text/csv' }],
  ])('answers CSV for %s, with a header row', async (_name, query, headers) => {
    const response = await exportOf(query, headers);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, first] = response.text.split('\r\n');
    expect(header).toBe('id,occurredAt,tenantId,actorKind,actorId,action,targetType,targetId,ip,requestId,metadata,seq,leafHash');
    expect(first).toMatch(new RegExp(`^evt_\\w+,[^,]+,${tenantId},user,${owner.user.id},tenant\\.created,tenant,${tenantId},`));
  });

  it('answers NDJSON for format=ndjson even when Accept asks for CSV', async () => {
    expect((await exportOf('&format=application/x-ndjson', { accept: 'text/csv' })).headers['content-type']).toContain(
      'application/x-ndjson',
    );
  });

  it('quotes per RFC 4180 and defuses formulas, including a request id chosen by the caller', async () => {
    await t.call('PATCH', `/v1/tenants/${tenantId}`, {
      token: owner.accessToken,
      body: { name: 'Say "hi", then leave' },
      headers: { 'x-request-id': '-2-3' },
    });
    const csv = (await exportOf('&format=csv&action=tenant.updated')).text;
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(",'-2-3,"); // the request id cell cannot run as a formula
    expect(row).toContain('"{""changes"":{""name"":""Say \\""hi\\"", then leave""}}"');
  });

  it('escapes every formula prefix', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', '', null].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      '',
      '',
    ]);
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  it('walks past the batch size without gaps or repeats', async () => {
    const large = (await createTenant(t, owner, { name: 'Large' })).id;
    await seed(large, 2100);
    const response = await t.call('GET', `/v1/audit/export?tenantId=${large}`, { token: owner.accessToken });
    const events = response.text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; seq: number });
    expect(new Set(events.map((event) => event.id)).size).toBe(2101);
    // In log order: ids made within one millisecond do not keep the order they were made in.
    expect(events.map((event) => event.seq)).toEqual(Array.from({ length: 2101 }, (_, i) => i + 1));
  });

  it('sends whole lines however they fall across the 64 KiB buffers, multi-byte text and over-long lines included', async () => {
    const packed = (await createTenant(t, owner, { name: 'Packed' })).id;
    const meta = { actor: { kind: 'user' as const, userId: owner.user.id }, ip: '127.0.0.1', userAgent: null, requestId: 'pack' };
    // A 100,000-character note is longer than a buffer; the others straddle buffer ends in
    // runs of 3-byte characters, so a line cut anywhere but at its end would not parse.
    const notes = [...Array.from({ length: 60 }, (_, i) => '€'.repeat(1500 + i)), 'x'.repeat(100_000), 'after the long one'];
    await t.app.services.db.transaction().execute(async (trx) => {
      for (const note of notes) await recordAuditEvent(trx, meta, { action: 'test.packed', tenantId: packed, metadata: { note } });
    });
    const ndjson = await t.call('GET', `/v1/audit/export?tenantId=${packed}&action=test.packed`, { token: owner.accessToken });
    // In log order, which is the order they were written.
    expect(
      ndjson.text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).metadata.note),
    ).toEqual(notes);
    const csv = await t.call('GET', `/v1/audit/export?tenantId=${packed}&action=test.packed&format=csv`, { token: owner.accessToken });
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows).toHaveLength(notes.length + 1);
    // metadata is the quoted cell before seq and leafHash.
    expect(
      rows.slice(1).map((row) => {
        const cell = row.slice(row.indexOf('"{'), row.lastIndexOf(',', row.lastIndexOf(',') - 1));
        return JSON.parse(cell.slice(1, -1).replaceAll('""', '"')).note;
      }),
    ).toEqual(notes);
  });

  it('filters like the list', async () => {
    const lines = (await exportOf('&action=role.created')).text.trimEnd().split('\n');
    expect(lines.every((line) => JSON.parse(line).action === 'role.created')).toBe(true);
  });

  it('answers a 503 envelope, not a cut stream, when the database is lost', async () => {
    const lost = await startTestApp();
    const account = await signUp(lost);
    const tenant = await createTenant(lost, account);
    await lost.app.database.close();
    const response = await lost.call('GET', `/v1/audit/export?tenantId=${tenant.id}`, { token: account.accessToken });
    expect(response.status).toBe(503);
    // Whichever needs the database first reports the loss: the session's liveness (identity)
    // when it is no longer cached, else the export itself.
    expect(['IDENTITY_BACKEND_UNAVAILABLE', 'SERVICE_UNAVAILABLE']).toContain(response.body.code);
    await lost.app.close().catch(() => {});
  });
});
