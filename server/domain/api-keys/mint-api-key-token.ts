import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { RequestBody, Schemas } from '../../api-types.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { authenticateApiKey } from './validate-api-key.ts';

/**
 * The `typ` of every minted token (RFC 8725 §3.11 explicit typing): resource servers require it
 * (the SDKs' verifyServiceToken), and user-token verification, which requires `at+jwt`, refuses
 * it, so neither kind of token passes for the other.
 */
const SERVICE_TOKEN_TYPE = 'gatekeep-service+jwt';

/**
 * A short-lived RS256 JWT for service-to-service calls, signed by the active key so that any
 * resource server verifies it offline through JWKS. `tid` binds it to the key's tenant: a
 * resource server accepts it only for the tenants it serves.
 */
export async function mintApiKeyToken(services: Services, input: RequestBody<'mintApiKeyToken'>): Promise<Schemas['MintedToken']> {
  const signingKey = services.keys.active;
  if (!signingKey) throw new AppError('SIGNING_UNCONFIGURED');
  const { row } = await authenticateApiKey(services, input.key);
  const scopes = input.scopes ?? row.scopes;
  const missing = scopes.filter((scope) => !row.scopes.includes(scope));
  if (missing.length > 0) throw new AppError('PERMISSION_DENIED', `The API key does not hold the scopes: ${missing.join(', ')}.`);

  // A token outliving its key would keep a key's access alive past the expiry its owner chose.
  const now = Math.floor(Date.now() / 1000);
  const keyExpiry = row.expires_at ? Math.floor(row.expires_at.getTime() / 1000) : Infinity;
  const expiresAt = Math.min(now + services.config.mintedTokenTtl, keyExpiry);
  let jwt = new SignJWT({ tid: row.tenant_id, scope: scopes.join(' ') })
    .setProtectedHeader({ alg: 'RS256', typ: SERVICE_TOKEN_TYPE, kid: signingKey.kid })
    .setIssuer(services.config.issuer)
    .setSubject(row.id)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID());
  if (input.audience) jwt = jwt.setAudience(input.audience);
  return { accessToken: await jwt.sign(signingKey.privateKey), tokenType: 'Bearer', expiresIn: expiresAt - now };
}
