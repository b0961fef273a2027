import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, uniqueEmail } from '../helpers/test-app.ts';
import { directoryWorld, ERROR_SCHEMA, GROUP_SCHEMA, PATCH_OP, USER_SCHEMA } from './helpers.ts';

// RFC 7644 §3.14: a change sent with If-Match applies only to the version it names (or `*`,
// any version); another version is refused with 412 and the resource is left as it was.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userBody = () => {
  const email = uniqueEmail('ada');
  return { schemas: [USER_SCHEMA], userName: email, emails: [{ value: email, type: 'work', primary: true }], active: true };
};
const groupBody = () => ({ schemas: [GROUP_SCHEMA], displayName: `Engineering ${uniqueEmail('g')}` });
const rename = { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'Renamed' }] };

const cases = [
  { endpoint: 'Users', body: userBody, methods: ['PATCH', 'DELETE'] },
  { endpoint: 'Groups', body: groupBody, methods: ['PUT', 'PATCH', 'DELETE'] },
] as const;

describe('If-Match on SCIM changes', () => {
  for (const { endpoint, body, methods } of cases) {
    for (const method of methods) {
      it(`${method} /${endpoint}: a stale version gets 412, the current one or * goes through`, async () => {
        const { scim } = await directoryWorld(t);
        const created = await scim('POST', `/${endpoint}`, body());
        expect(created.status, created.text).toBe(201);
        const at = `/${endpoint}/${created.body.id}`;
        const send = (ifMatch: string) =>
          scim(method, at, method === 'DELETE' ? undefined : method === 'PUT' ? { ...created.body, displayName: 'Renamed' } : rename, {
            'if-match': ifMatch,
          });

        for (const stale of ['W/"2"', 'W/"0", W/"7"', '"nonsense"']) {
          const refused = await send(stale);
          expect(refused.status, `${stale}: ${refused.text}`).toBe(412);
          expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '412' });
        }
        const unchanged = await scim('GET', at);
        expect(unchanged.body).toEqual(created.body);

        const accepted = await send('*');
        expect(accepted.status, accepted.text).toBe(method === 'DELETE' ? 204 : 200);
        if (method !== 'DELETE') {
          expect(accepted.headers.etag).toBe('W/"2"');
          // The version just read, among others, is accepted too.
          const current = await send('W/"9", W/"2"');
          expect(current.status, current.text).toBe(200);
        }
      });
    }
  }
});
