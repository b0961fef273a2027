import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestBody, Schemas } from '../../api-types.ts';
import { isTotpActive } from '../../db/repositories/mfa-totp.ts';
import * as sso from '../../db/repositories/sso.ts';
import { findUserById } from '../../db/repositories/users.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';
import type { Services } from '../../services.ts';
import type { RequestMeta } from '../audit/record-audit-event.ts';
import { createSession, type NewSession, sessionTokens } from '../auth/sessions.ts';
import { userView } from '../auth/user-view.ts';
import { issueMfaChallenge } from '../mfa/challenges.ts';

const UNUSABLE = 'The code is unknown, expired, already used or does not match the code verifier; sign in again.';

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)) against the challenge, in constant time. */
function verifierMatches(challenge: string, verifier: string | undefined): boolean {
  if (verifier === undefined) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/**
 * The code is taken (deleted) before anything is checked, so a wrong verifier spends it too:
 * whoever intercepted a code gets one try, which fails without the verifier. A user with a
 * second factor answers Gatekeep's challenge unless the config trusts the IdP's MFA.
 */
export async function exchangeSsoCode(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'exchangeSsoCode'>,
): Promise<Schemas['SsoTokens'] | Schemas['MfaChallenge']> {
  const exchanged = await exchangeSsoCodeForSession(services, meta, input);
  if (exchanged.kind === 'mfa') return exchanged.challenge;
  const { user, session, profile } = exchanged;
  return { ...(await sessionTokens(services, user.id, session)), user: await userView(services.db, user, false), profile };
}

/** The session an SSO code earns (or the challenge its second factor must answer); the API's exchange and the hosted sign-in page both come here. */
export async function exchangeSsoCodeForSession(
  services: Services,
  meta: RequestMeta,
  input: RequestBody<'exchangeSsoCode'>,
): Promise<
  | { kind: 'session'; user: UserRow; session: NewSession; profile: Schemas['SsoTokens']['profile'] }
  | { kind: 'mfa'; challenge: Schemas['MfaChallenge'] }
> {
  const code = await sso.takeSsoCode(services.db, hashSecret(input.code));
  if (!code) throw new AppError('INVALID_CREDENTIAL', UNUSABLE);
  if (code.code_challenge !== null && !verifierMatches(code.code_challenge, input.codeVerifier))
    throw new AppError('INVALID_CREDENTIAL', UNUSABLE);
  const user = await findUserById(services.db, code.user_id);
  if (!user) throw new AppError('INVALID_CREDENTIAL', UNUSABLE);
  if (user.disabled_at) throw new AppError('ACCOUNT_DISABLED');
  const config = await sso.findEnabledConfig(services.db, code.provider_config_id);
  if (!config) throw new AppError('INVALID_CREDENTIAL', UNUSABLE);
  if (!config.trust_idp_mfa && (await isTotpActive(services.db, user.id))) {
    return { kind: 'mfa', challenge: await issueMfaChallenge(services, meta, user.id) };
  }
  const session = await services.db.transaction().execute((trx) => createSession(trx, services, meta, user.id));
  return { kind: 'session', user, session, profile: code.profile };
}
