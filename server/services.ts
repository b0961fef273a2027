import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { LastUsedRecorder } from './domain/api-keys/last-used.ts';
import type { CredentialCaches } from './domain/credentials/credential-caches.ts';
import type { JobQueue } from './domain/jobs/job-queue.ts';
import type { Mailer } from './domain/mail/mailer.ts';
import type { KeyRing } from './domain/tokens/key-ring.ts';
import type { UserAccessTokens } from './domain/tokens/user-access-tokens.ts';
import type { FirstPartyCodeRedeemer } from './protocols/oidc-provider/first-party.ts';
import type { OidcInteractions } from './protocols/oidc-provider/interactions.ts';
import type { SecretCipher } from './secrets/secret-cipher.ts';

/**
 * What domain functions need from the running instance; built once in buildApp. It names
 * parts of the domain (the key ring, the caches, the job queue), so it sits above domain/
 * beside app.ts, where identity/, policy/, http/ and handlers/ take it from too; the domain
 * imports it as a type only, as the context every domain function is handed.
 */
export interface Services {
  db: Db;
  config: Config;
  keys: KeyRing;
  /** Encrypts and decrypts the secrets kept at rest (TOTP seeds, client and signing secrets). */
  secretCipher: SecretCipher;
  accessTokens: UserAccessTokens;
  /** Validated API keys, live sessions and service accounts, forgotten the moment one changes. */
  credentials: CredentialCaches;
  /** Coalesces API-key lastUsedAt writes for this instance. */
  apiKeyUsage: LastUsedRecorder;
  /** Sends mail: SMTP, or the development outbox in DATA_DIR. */
  mailer: Mailer;
  /** Redis, when REDIS_URL puts the rate-limit buckets there: readiness asks it too. */
  rateLimitStore?: { ping(): Promise<unknown> };
  /** This instance's job workers: `nudge()` after committing new work, `noteQueued()` inside the transaction. */
  jobs: JobQueue;
  /** The OpenID Provider's hand-over to the hosted pages; absent when tokens are not signed (SIGNING_KEY=off). */
  oidcInteractions?: OidcInteractions;
  /** Redeems the portal's codes at the provider; absent when the portal is off or there is no provider. */
  portalCodes?: FirstPartyCodeRedeemer;
}
