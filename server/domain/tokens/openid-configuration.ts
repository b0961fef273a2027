import type { Schemas } from '../../api-types.ts';
import type { Services } from '../../services.ts';

/**
 * The discovery document: enough for JWT middleware to configure itself from the issuer alone.
 * The JWKS URI hangs off ISSUER (the public URL every instance shares), never off the request's
 * Host, which a client chooses.
 */
export function openIdConfiguration(services: Services): Schemas['OpenIdConfiguration'] {
  const issuer = services.config.issuer.replace(/\/+$/, '');
  return {
    issuer: services.config.issuer,
    jwks_uri: `${issuer}/.well-known/jwks.json`,
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [services.keys.active ? 'RS256' : 'HS256'],
  };
}
