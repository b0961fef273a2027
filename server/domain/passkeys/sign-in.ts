import { createHmac, randomBytes } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import type { UserRow } from '../../db/schema.ts';
import { findPasskeyByCredentialForUpdate, listPasskeyRows, recordPasskeyUse } from '../../db/repositories/passkeys.ts';
import { findUserByEmail, findUserById } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { CeremonyRefused, requestOptions, verifyAssertion } from '../../protocols/webauthn/ceremonies.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { rememberSignIn } from '../auth/login-throttle.ts';
import { createSession, sessionTokens } from '../auth/sessions.ts';
import { userView } from '../auth/user-view.ts';
import { refuseWhereSsoIsRequired } from '../sso/enforcement.ts';
import { beginCeremony, counterRegressed, descriptorOf, relyingParty, storedCredentialOf, takeCeremony } from './ceremony.ts';

// Issue 34 point 2: a passkey as the first factor. User verification is required (the
// authenticator's PIN or biometric stands in for the password), so such a sign-in satisfies
// MFA and no second factor is asked after it.

const DECOY_PURPOSE = 'gatekeep passkey decoy credentials';

/**
 * A credential id for an address with no passkey (no account, or none registered): derived
 * from the address with the server's key, so the same address always gets the same one and
 * the answer looks like a real account's.
 */
function decoyCredential(services: Services, email: string) {
  const key = services.secretCipher.derivedKeys(DECOY_PURPOSE)[0]!;
  return { id: createHmac('sha256', key).update(email.trim().toLowerCase()).digest('base64url'), transports: ['internal', 'hybrid'] };
}

/**
 * startPasskeyLogin: request options. Without `email`, an empty allow-list: the browser offers
 * the person's discoverable credentials (autofill with `mediation: "conditional"`). With
 * `email`, that account's credentials, or a decoy, in the same shape either way. An address of
 * a domain whose organisation enforces SSO is sent there (SSO_REQUIRED), decided by the domain
 * alone.
 *
 * A ceremony started for an address is bound to its account: only a passkey of that account
 * finishes it (signInWithPasskey). For an address without an account, the challenge kept is one
 * no answer can name (fresh random bytes, not the offered challenge): the same one insert, the
 * same answer, and any assertion refused as an unknown challenge is.
 */
export async function startPasskeyLogin(
  services: Services,
  input: RequestBody<'startPasskeyLogin'>,
): Promise<Schemas['PasskeyRequestOptions']> {
  let allow: { id: string; transports: string[] }[] = [];
  // Whose ceremony: null (usernameless), the address's account, or, for an unknown address, none
  // that can be finished.
  let bound: { userId: string | null } | 'unanswerable' = { userId: null };
  if (input.email !== undefined) {
    await refuseWhereSsoIsRequired(services.db, input.email);
    const user = await findUserByEmail(services.db, input.email);
    const passkeys = user ? await listPasskeyRows(services.db, user.id) : [];
    allow = passkeys.length > 0 ? passkeys.map(descriptorOf) : [decoyCredential(services, input.email)];
    bound = user ? { userId: user.id } : 'unanswerable';
  }
  const options = await requestOptions(relyingParty(services), allow, 'required');
  if (bound === 'unanswerable') await beginCeremony(services.db, 'login', null, { challenge: randomBytes(32).toString('base64url') });
  else await beginCeremony(services.db, 'login', bound.userId, options);
  return { options: options as unknown as Schemas['PasskeyRequestOptions']['options'] };
}

const refusedSignIn = () => new AppError('INVALID_CREDENTIAL', 'The passkey was not accepted; start again with startPasskeyLogin.');

type Outcome =
  | { kind: 'signed-in'; user: UserRow; session: Awaited<ReturnType<typeof createSession>> }
  | { kind: 'counter-regressed'; userId: string; passkeyId: string; stored: number; presented: number };

/**
 * A passkey sign-in, the API's and the hosted page's: the assertion answering a live sign-in
 * challenge (taken first, so any answer spends it), for a registered credential, checked for
 * origin, RP ID hash, user presence and verification, and the signature under the stored key.
 * A challenge started for an address (startPasskeyLogin's `email`) is finished only by a
 * passkey of that address's account; another user's is refused like an unknown credential.
 * A counter that does not move forward after a valid signature is a cloned authenticator:
 * refused, and recorded (`passkey.counter_regressed`). Otherwise a session, recorded as
 * `passkey.used`.
 */
export async function signInWithPasskey(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'finishPasskeyLogin'>,
): Promise<{ user: UserRow; session: Awaited<ReturnType<typeof createSession>> }> {
  const { challenge, userId: boundTo } = await takeCeremony(services.db, 'login', input.response, refusedSignIn);
  const credentialId = (input.response as { id?: unknown }).id;
  if (typeof credentialId !== 'string') throw refusedSignIn();

  const outcome: Outcome = await services.db.transaction().execute(async (trx) => {
    const passkey = await findPasskeyByCredentialForUpdate(trx, credentialId);
    if (!passkey) throw refusedSignIn();
    if (boundTo !== null && passkey.user_id !== boundTo) throw refusedSignIn();
    let verified;
    try {
      verified = await verifyAssertion(relyingParty(services), input.response, challenge, storedCredentialOf(passkey), true);
    } catch (error) {
      if (error instanceof CeremonyRefused) throw refusedSignIn();
      throw error;
    }
    const stored = passkey.sign_counter;
    if (counterRegressed(stored, verified.counter))
      return { kind: 'counter-regressed', userId: passkey.user_id, passkeyId: passkey.id, stored, presented: verified.counter };
    const user = await findUserById(trx, passkey.user_id);
    if (!user) throw refusedSignIn();
    if (user.disabled_at) throw new AppError('ACCOUNT_DISABLED');
    await refuseWhereSsoIsRequired(trx, user.email);
    await recordPasskeyUse(trx, passkey.id, { signCounter: verified.counter, backedUp: verified.backedUp });
    await rememberSignIn(trx, services, user.id, meta.ip);
    const session = await createSession(trx, services, meta, user.id);
    const actor = { kind: 'user' as const, userId: user.id };
    await recordAuditEvent(trx, meta, {
      action: 'passkey.used',
      actor,
      target: { type: 'user', id: user.id },
      metadata: { passkeyId: passkey.id },
    });
    await recordAuditEvent(trx, meta, {
      action: 'user.logged_in',
      actor,
      target: { type: 'session', id: session.sessionId },
      metadata: { passkey: passkey.id },
    });
    return { kind: 'signed-in', user, session };
  });

  if (outcome.kind === 'counter-regressed') {
    await recordAuditEvent(services.db, meta, {
      action: 'passkey.counter_regressed',
      actor: { kind: 'user', userId: outcome.userId },
      target: { type: 'user', id: outcome.userId },
      metadata: { passkeyId: outcome.passkeyId, storedCounter: outcome.stored, presentedCounter: outcome.presented },
    });
    throw refusedSignIn();
  }
  return { user: outcome.user, session: outcome.session };
}

/** finishPasskeyLogin: signInWithPasskey's session as tokens. */
export async function finishPasskeyLogin(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'finishPasskeyLogin'>,
): Promise<Schemas['Tokens']> {
  const { user, session } = await signInWithPasskey(services, meta, input);
  // A verified passkey is two factors in one: no TOTP is asked after it.
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user) };
}
