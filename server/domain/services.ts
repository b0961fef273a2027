import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { LastUsedRecorder } from './api-keys/last-used.ts';
import type { CredentialCaches } from './credentials/credential-caches.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SecretCipher } from './secrets/secret-cipher.ts';
import type { KeyRing } from './tokens/key-ring.ts';
import type { UserAccessTokens } from './tokens/user-access-tokens.ts';

/** What domain functions need from the running instance; built once in buildApp. */
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
}

/** The instance's job workers as the domain sees them (JobRunner implements it). */
export interface JobQueue {
  /** Look for due work now, e.g. after a commit that queued some. */
  nudge(): void;
  /** Inside a transaction that queued jobs: the workers are woken once the request has answered. */
  noteQueued(): void;
}
