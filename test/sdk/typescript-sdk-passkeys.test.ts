import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, Gatekeep } from '../../sdk-ts/src/index.ts';
import { startLiveServer } from '../helpers/live-server.ts';
import { PASSWORD, signUp } from '../helpers/test-app.ts';
import { authenticator } from '../helpers/webauthn.ts';

// Issue 34 through the TypeScript SDK over real HTTP: the README's passkey example, with a
// software authenticator (nid-webauthn-emulator) in the browser's place.

const ORIGIN = 'https://app.example.test';
let server: Awaited<ReturnType<typeof startLiveServer>>;
beforeAll(async () => {
  server = await startLiveServer({ WEBAUTHN_RP_ID: 'example.test', WEBAUTHN_ORIGINS: ORIGIN });
});
afterAll(() => server?.close());

describe('the TypeScript SDK on passkey routes', () => {
  it('registers a passkey, lists it, and signs in with it by address', async () => {
    const user = await signUp(server);
    const gk = new Gatekeep({ baseUrl: server.baseUrl });
    gk.setToken(user.accessToken);
    expect((await gk.listPasskeys()).items).toEqual([]);

    const device = authenticator();
    const { options } = await gk.startPasskeyRegistration({ password: PASSWORD });
    const passkey = await gk.registerPasskey({ response: device.createJSON(ORIGIN, options as never) as never, name: 'This laptop' });
    expect(passkey).toMatchObject({ id: expect.stringMatching(/^pk_/), name: 'This laptop' });
    expect((await gk.listPasskeys()).items).toEqual([passkey]);

    const visitor = new Gatekeep({ baseUrl: server.baseUrl });
    const started = await visitor.startPasskeyLogin({ email: user.email });
    const tokens = await visitor.finishPasskeyLogin({ response: device.getJSON(ORIGIN, started.options as never) as never });
    expect(tokens.user.id).toBe(user.user.id);
    // The same answer again is refused: its challenge is spent.
    const replayed = await visitor
      .finishPasskeyLogin({ response: device.getJSON(ORIGIN, started.options as never) as never })
      .catch((error: unknown) => error);
    expect(replayed).toBeInstanceOf(ApiError);
    expect([(replayed as ApiError).status, (replayed as ApiError).code]).toEqual([401, 'INVALID_CREDENTIAL']);
  });
});
