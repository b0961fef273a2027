import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ENCRYPTION_KEY_BYTES } from './secrets/secret-cipher.ts';

/** Every setting of contract.md "Running it", parsed once at start. */
export interface Config {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** WORKERS: server processes sharing the port (node:cluster); more than one needs PostgreSQL. */
  workers: number;
  bootstrapToken: string | undefined;
  /** `off` means asymmetric signing is unconfigured; `dev` means a generated key kept in the database. */
  signingKey: { kind: 'file'; file: string } | { kind: 'dev' } | { kind: 'off' };
  /** HS256 secret for user tokens when signing is off; undefined = dev default in DATA_DIR. */
  tokenSecret: string | undefined;
  /** ENCRYPTION_KEYS, decoded: the first encrypts, all decrypt; undefined = dev key in DATA_DIR (PGlite only, never production). */
  encryptionKeys: Buffer[] | undefined;
  issuer: string;
  /** Mail: SMTP_URL (undefined: outside production, messages go to DATA_DIR/outbox as .eml files). */
  mail: MailSettings;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: webhooks may reach private, loopback and link-local addresses (local development, tests). */
  webhookAllowPrivateTargets: boolean;
  /** /metrics: on the API port with `Bearer token`; on `host`:`port` (when a port is set) without one. */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where request spans go (OTLP/HTTP); unset, no tracing. */
  otlpEndpoint: string | undefined;
  /** SIGNUP: `closed` lets only addresses with a pending invitation sign up. */
  signup: 'open' | 'closed';
  /**
   * TENANT_CREATION: who may call createTenant. `open`: any signed-in user; `verified`: only
   * users whose address is verified; `closed`: nobody through this route (platform operators).
   * Default `open`, and `verified` when SIGNUP=closed.
   */
  tenantCreation: 'open' | 'verified' | 'closed';
  /**
   * PORTAL: `on` (default) serves the console at /portal, a first-party client of the OpenID
   * Provider (so it needs a signing key); `off` removes the pages, its session routes and its client.
   */
  portal: boolean;
  /** CORS_ORIGINS: browser origins allowed to call the API; empty, none. */
  corsOrigins: string[];
  /**
   * DNS_SERVERS: the resolvers verifyDomain asks for `_gatekeep-challenge.<domain>`, as
   * `ip` or `ip:port` (`[ipv6]:port`); empty, the system's.
   */
  dnsServers: string[];
  sso: {
    /** SSO_ALLOW_PRIVATE_ISSUERS: an IdP may resolve to a private or loopback address (an IdP inside the network, tests). */
    allowPrivateIssuers: boolean;
    /** SSO_CLOCK_SKEW_S: how far the IdP's clock may be off when its assertions' times are checked. */
    clockSkewSeconds: number;
  };
  webauthn: WebauthnSettings;
  /** PGLITE_SYNC_COMMITS: each embedded commit reaches the disk before it is acknowledged (docs/operations.md, Reliability). */
  pgliteSyncCommits: boolean;
  /** Absolute lifetime of a session in seconds: refreshing never extends it. */
  sessionMaxAge: number;
  mintedTokenTtl: number;
  mfaChallengeTtl: number;
  /** Wrong second-factor codes per user within 15 minutes before its code checks answer 429. */
  mfaMaxFailures: number;
  rateLimitWindowS: number;
  rateLimitPublicMax: number;
  rateLimitPlatformMax: number;
  rateLimitAuthMax: number;
  /** Invitations (addMember, createInvitation) per window per signed-in user, per route. */
  rateLimitInviteMax: number;
  rateLimitScimMax: number;
  redisUrl: string | undefined;
  /** A hop count, or trusted proxy addresses/CIDR ranges; never `true` (see loadConfig). */
  trustProxy: false | number | string;
  logLevel: string;
  bodyLimitBytes: number;
  jobs: JobSettings;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
  /**
   * Where links in mail point (`<appUrl>/verify-email?token=…`): APP_URL, an app serving its own
   * pages; by default Gatekeep's hosted pages, ISSUER/auth.
   */
  appUrl: string;
  /** Seconds an emailed token (verification, reset, invitation) stays valid. */
  tokenTtl: number;
}

/** Passkeys (issue 34): which site's credentials these are, and which pages may use them. */
export interface WebauthnSettings {
  /** WEBAUTHN_RP_ID: the relying party id, a registrable domain; the host of APP_URL unless set. */
  rpId: string;
  /** WEBAUTHN_RP_NAME: what the authenticator shows (Gatekeep). */
  rpName: string;
  /** WEBAUTHN_ORIGINS: the origins a ceremony may come from; the origin of APP_URL unless set. */
  origins: string[];
}

/** The background job workers of this instance (issue 7). */
export interface JobSettings {
  /** Jobs this instance runs at once; 0 = it runs none (other instances do). */
  concurrency: number;
  pollMs: number;
  /** How long a claimed job stays with its worker without a heartbeat before another may take it. */
  leaseMs: number;
  maxAttempts: number;
  /** Cap on any one retry delay; the default schedule reaches 10 hours. */
  retryMaxDelayMs: number;
  /** How long shutdown waits for running jobs before handing them back to the queue. */
  shutdownGraceMs: number;
  webhookTimeoutMs: number;
  /** Webhook deliveries of one tenant running at once across every instance (an endpoint's run one at a time). */
  webhookTenantConcurrency: number;
  /** An endpoint whose every attempt failed for this many days is disabled. */
  webhookDisableAfterDays: number;
  /** Finished jobs and their deliveries are deleted after this many days. */
  retentionDays: number;
  /** How often the server queues its own maintenance (expiry records, pruning); once per period across instances. */
  maintenanceIntervalMs: number;
  /** Issue 36: a log is checkpointed at every multiple of this many events… */
  auditCheckpointEvents: number;
  /** …and, having grown, at least this often (the checkpoint job's period). */
  auditCheckpointSeconds: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };

  const production = env.NODE_ENV === 'production';
  const host = text('HOST') ?? '127.0.0.1';
  const port = integer('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(text('DATA_DIR') ?? './.data');

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const workers = workerCount(text('WORKERS'), databaseUrl, problems);

  const bootstrapToken = text('BOOTSTRAP_TOKEN');
  if (bootstrapToken && bootstrapToken.length < MIN_SECRET_LENGTH) {
    problems.push(`BOOTSTRAP_TOKEN must be at least ${MIN_SECRET_LENGTH} characters`);
  }

  const signingKeyFile = text('SIGNING_KEY_FILE');
  const signingOff = text('SIGNING_KEY')?.toLowerCase() === 'off';
  let signingKey: Config['signingKey'];
  if (signingOff) signingKey = { kind: 'off' };
  else if (signingKeyFile) signingKey = { kind: 'file', file: path.resolve(signingKeyFile) };
  else signingKey = production ? { kind: 'off' } : { kind: 'dev' };
  // Production without a key used to fall back to HS256 silently: JWKS empty, the token exchange
  // 503. Running without asymmetric signing is a choice an operator makes out loud.
  if (production && !signingKeyFile && !signingOff) {
    problems.push(
      'NODE_ENV=production needs SIGNING_KEY_FILE (PEM, PKCS#8 RSA ≥ 2048 bits), or SIGNING_KEY=off to run without RS256 ' +
        '(user tokens HS256 under TOKEN_SECRET, an empty JWKS, and no API-key token exchange)',
    );
  }

  const tokenSecret = text('TOKEN_SECRET');
  if (tokenSecret && tokenSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (production && signingKey.kind === 'off' && !tokenSecret) {
    problems.push(
      'NODE_ENV=production needs SIGNING_KEY_FILE, or TOKEN_SECRET when signing is off: ' +
        'production never runs on a generated development secret',
    );
  }

  const encryptionKeys = parseEncryptionKeys(text('ENCRYPTION_KEYS'), problems);
  if (production && !encryptionKeys) {
    problems.push(
      'NODE_ENV=production needs ENCRYPTION_KEYS (one or more base64 32-byte keys, comma-separated; ' +
        'generate one with `openssl rand -base64 32`): secrets at rest are never encrypted under a generated development key',
    );
  }

  const trustProxyRaw = text('TRUST_PROXY');
  let trustProxy: Config['trustProxy'] = false;
  if (trustProxyRaw?.toLowerCase() === 'true') {
    problems.push(
      'TRUST_PROXY=true is refused: it trusts every X-Forwarded-For, so any client could choose its own ' +
        'address for every rate limit and the audit log. Set the number of proxy hops in front of the ' +
        'server, or their addresses/CIDR ranges (comma-separated)',
    );
  } else if (trustProxyRaw === undefined || trustProxyRaw === 'false') trustProxy = false;
  else if (/^\d+$/.test(trustProxyRaw)) trustProxy = Number(trustProxyRaw);
  else trustProxy = trustProxyRaw; // addresses or CIDR ranges, comma-separated

  const allowPrivateRaw = text('WEBHOOK_ALLOW_PRIVATE_TARGETS') ?? 'false';
  if (allowPrivateRaw !== 'true' && allowPrivateRaw !== 'false') problems.push('WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false');
  const webhookAllowPrivateTargets = allowPrivateRaw === 'true';

  // Exact origins only: a wildcard would let every web page call the API with a token it holds.
  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s*]+$/.test(origin)) {
      problems.push(
        `CORS_ORIGINS entries must be origins like https://app.example.com (scheme and host, no path, no wildcard), got "${origin}"`,
      );
    }
  }

  const dnsServers = (text('DNS_SERVERS') ?? '')
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  for (const server of dnsServers) {
    if (!isDnsServer(server)) problems.push(`DNS_SERVERS entries must be ip, ip:port or [ipv6]:port, got "${server}"`);
  }

  const allowPrivateIssuersRaw = text('SSO_ALLOW_PRIVATE_ISSUERS') ?? 'false';
  if (allowPrivateIssuersRaw !== 'true' && allowPrivateIssuersRaw !== 'false')
    problems.push('SSO_ALLOW_PRIVATE_ISSUERS must be true or false');

  const metricsToken = text('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < MIN_SECRET_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const metricsPortRaw = text('METRICS_PORT');
  const metricsPort = metricsPortRaw === undefined ? undefined : integer('METRICS_PORT', 0, 1, 65535);
  // Its own address, not HOST's: the tokenless listener stays on loopback, even where the API
  // listens on every interface (the image's HOST=0.0.0.0), until the operator opens it.
  const metricsHost = text('METRICS_HOST') ?? '127.0.0.1';
  if (isIP(metricsHost) === 0) problems.push(`METRICS_HOST must be an IP address such as 127.0.0.1 or 0.0.0.0, got "${metricsHost}"`);

  const otlpEndpoint = text('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (otlpEndpoint && !/^https?:\/\/\S+$/.test(otlpEndpoint)) problems.push('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL');

  const portal = text('PORTAL') ?? 'on';
  if (portal !== 'on' && portal !== 'off') problems.push(`PORTAL must be on or off, got "${portal}"`);

  const signup = text('SIGNUP') ?? 'open';
  if (signup !== 'open' && signup !== 'closed') problems.push(`SIGNUP must be open or closed, got "${signup}"`);
  // Closed sign-up would be pointless if any account could still open tenants: the default follows it.
  const tenantCreation = text('TENANT_CREATION') ?? (signup === 'closed' ? 'verified' : 'open');
  if (tenantCreation !== 'open' && tenantCreation !== 'verified' && tenantCreation !== 'closed') {
    problems.push(`TENANT_CREATION must be open, verified or closed, got "${tenantCreation}"`);
  }

  const syncCommitsRaw = text('PGLITE_SYNC_COMMITS') ?? 'false';
  if (syncCommitsRaw !== 'true' && syncCommitsRaw !== 'false') problems.push('PGLITE_SYNC_COMMITS must be true or false');
  const pgliteSyncCommits = syncCommitsRaw === 'true';

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const redisUrl = text('REDIS_URL');
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }

  // Every instance on one PostgreSQL must name the same issuer, or each refuses the others'
  // tokens. A default built from HOST:PORT differs per instance, so there is none there: the
  // operator names the public URL once, for all of them. PGlite is one process per DATA_DIR.
  const explicitIssuer = text('ISSUER');
  if (databaseUrl && !explicitIssuer) {
    problems.push(
      'DATABASE_URL needs ISSUER (the public URL of the service, e.g. https://id.example.com): every instance on one database must name the same issuer, or each refuses the tokens of the others',
    );
  }
  // Likewise the key of the secrets at rest (TOTP seeds, webhook secrets, the development signing
  // key): one generated into this instance's DATA_DIR would be one the others lack, and lost
  // with that directory.
  if (databaseUrl && !production && text('ENCRYPTION_KEYS') === undefined) {
    problems.push(
      'DATABASE_URL needs ENCRYPTION_KEYS (one or more base64 32-byte keys, comma-separated; openssl rand -base64 32): every instance on one database must read the secrets the others stored, so none may generate its own key into its DATA_DIR',
    );
  }
  const issuer = explicitIssuer ?? `http://${host}:${port}`;
  if (!/^https?:\/\/\S+$/.test(issuer)) problems.push('ISSUER must be an http(s) URL');

  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/\S+$/.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  if (production && !smtpUrl) {
    problems.push('NODE_ENV=production needs SMTP_URL: email verification sends mail, and production never writes it to a local outbox');
  }
  const appUrl = (text('APP_URL') ?? `${issuer.replace(/\/+$/, '')}/auth`).replace(/\/+$/, '');
  if (!/^https?:\/\/\S+$/.test(appUrl)) problems.push('APP_URL must be an http(s) URL');
  const webauthn = webauthnSettings(appUrl, text, problems);

  const config: Config = {
    production,
    host,
    port,
    dataDir,
    databaseUrl,
    bootstrapToken,
    signingKey,
    tokenSecret,
    encryptionKeys,
    issuer,
    mail: {
      smtpUrl,
      from: text('MAIL_FROM') ?? 'Gatekeep <no-reply@localhost>',
      appUrl,
      tokenTtl: integer('EMAIL_TOKEN_TTL', 86_400, 300, 30 * 86_400),
    },
    accessTokenTtl: integer('ACCESS_TOKEN_TTL', 900, 30, 86_400),
    refreshTokenTtl: integer('REFRESH_TOKEN_TTL', 30 * 86_400, 60, 365 * 86_400),
    webhookAllowPrivateTargets,
    webauthn,
    pgliteSyncCommits,
    corsOrigins,
    dnsServers,
    sso: { allowPrivateIssuers: allowPrivateIssuersRaw === 'true', clockSkewSeconds: integer('SSO_CLOCK_SKEW_S', 120, 0, 600) },
    otlpEndpoint,
    metrics: { token: metricsToken, port: metricsPort, host: metricsHost },
    workers,
    signup: signup === 'closed' ? 'closed' : 'open',
    portal: portal === 'on',
    tenantCreation: tenantCreation === 'closed' || tenantCreation === 'verified' ? tenantCreation : 'open',
    sessionMaxAge: integer('SESSION_MAX_AGE', 30 * 86_400, 60, 365 * 86_400),
    mintedTokenTtl: integer('MINTED_TOKEN_TTL', 300, 30, 86_400),
    mfaChallengeTtl: integer('MFA_CHALLENGE_TTL', 300, 30, 3_600),
    mfaMaxFailures: integer('MFA_MAX_FAILURES', 10, 1, 1_000),
    rateLimitWindowS: integer('RATE_LIMIT_WINDOW_S', 60, 1, 86_400),
    rateLimitPublicMax: integer('RATE_LIMIT_PUBLIC_MAX', 300, 1, 1_000_000),
    rateLimitPlatformMax: integer('RATE_LIMIT_PLATFORM_MAX', 600, 1, 1_000_000),
    rateLimitAuthMax: integer('RATE_LIMIT_AUTH_MAX', 60, 1, 1_000_000),
    rateLimitInviteMax: integer('RATE_LIMIT_INVITE_MAX', 20, 1, 1_000_000),
    rateLimitScimMax: integer('RATE_LIMIT_SCIM_MAX', 1200, 1, 1_000_000),
    redisUrl,
    trustProxy,
    logLevel,
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 1_048_576, 1_024, 104_857_600),
    jobs: {
      concurrency: integer('JOB_CONCURRENCY', 4, 0, 64),
      pollMs: integer('JOB_POLL_MS', 1_000, 10, 60_000),
      leaseMs: integer('JOB_LEASE_MS', 60_000, 300, 3_600_000),
      maxAttempts: integer('JOB_MAX_ATTEMPTS', 8, 1, 50),
      retryMaxDelayMs: integer('JOB_RETRY_MAX_DELAY_MS', 36_000_000, 0, 86_400_000),
      shutdownGraceMs: integer('JOB_SHUTDOWN_GRACE_MS', 5_000, 0, 60_000),
      webhookTimeoutMs: integer('WEBHOOK_TIMEOUT_MS', 15_000, 100, 60_000),
      webhookTenantConcurrency: integer('WEBHOOK_TENANT_CONCURRENCY', 2, 1, 1_000),
      webhookDisableAfterDays: integer('WEBHOOK_DISABLE_AFTER_DAYS', 5, 1, 365),
      retentionDays: integer('JOB_RETENTION_DAYS', 30, 1, 3_650),
      maintenanceIntervalMs: integer('JOB_MAINTENANCE_INTERVAL_MS', 300_000, 1_000, 86_400_000),
      auditCheckpointEvents: integer('AUDIT_CHECKPOINT_EVENTS', 1_000, 1, 1_000_000),
      auditCheckpointSeconds: integer('AUDIT_CHECKPOINT_SECONDS', 60, 1, 86_400),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Base64 (or base64url) 32-byte keys, comma- or space-separated. Errors name the position, never the value. */
function parseEncryptionKeys(raw: string | undefined, problems: string[]): Buffer[] | undefined {
  if (raw === undefined) return undefined;
  const entries = raw.split(/[\s,]+/).filter((entry) => entry !== '');
  const keys: Buffer[] = [];
  entries.forEach((entry, i) => {
    const key = Buffer.from(entry, 'base64');
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(entry) || key.length !== ENCRYPTION_KEY_BYTES) {
      problems.push(`ENCRYPTION_KEYS entry ${i + 1} must be ${ENCRYPTION_KEY_BYTES} random bytes in base64 (openssl rand -base64 32)`);
    } else if (!keys.some((other) => other.equals(key))) keys.push(key);
  });
  return keys.length > 0 ? keys : undefined;
}

/**
 * The settings of a command that issues no token and serves nothing (`npm run migrate`,
 * `npm run rotate-encryption-key`): the server's, except that ISSUER, which only names tokens,
 * is not demanded with DATABASE_URL.
 */
export function loadMaintenanceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, ISSUER: env.ISSUER || 'http://maintenance.invalid' });
}

/** What node:dns's Resolver.setServers takes: an IP address, with a port or without. */
function isDnsServer(server: string): boolean {
  if (isIP(server) !== 0) return true;
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(server);
  const withPort = bracketed ?? /^([^:]+):(\d{1,5})$/.exec(server);
  if (!withPort) return false;
  const port = Number(withPort[2]);
  return isIP(withPort[1]!) !== 0 && port >= 1 && port <= 65_535;
}

/**
 * The relying party of passkeys: APP_URL's host and origin unless WEBAUTHN_RP_ID and
 * WEBAUTHN_ORIGINS say otherwise. Every origin must be the RP id or a subdomain of it (WebAuthn
 * refuses any other in the browser), and https unless it is localhost.
 */
function webauthnSettings(appUrl: string, text: (name: string) => string | undefined, problems: string[]): WebauthnSettings {
  let app: URL | undefined;
  try {
    app = new URL(appUrl);
  } catch {
    app = undefined;
  }
  const rpId = (text('WEBAUTHN_RP_ID') ?? app?.hostname ?? 'localhost').toLowerCase();
  const explicit = text('WEBAUTHN_ORIGINS');
  const origins = (explicit ?? app?.origin ?? 'http://localhost')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  // Origins derived from APP_URL are not judged: a server whose pages are http elsewhere than
  // localhost still starts, and its browsers refuse passkeys there, as they must.
  if (explicit === undefined) return { rpId, rpName: text('WEBAUTHN_RP_NAME') ?? 'Gatekeep', origins };
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      problems.push(`WEBAUTHN_ORIGINS: ${origin} is not an origin`);
      continue;
    }
    if (url.origin !== origin) problems.push(`WEBAUTHN_ORIGINS: ${origin} is not an origin (scheme://host[:port], no path)`);
    else if (url.hostname !== rpId && !url.hostname.endsWith(`.${rpId}`))
      problems.push(`WEBAUTHN_ORIGINS: ${origin} is not on WEBAUTHN_RP_ID ${rpId} or a subdomain of it`);
    else if (url.protocol !== 'https:' && url.hostname !== 'localhost' && !/^127\./.test(url.hostname))
      problems.push(`WEBAUTHN_ORIGINS: ${origin} must be https (browsers allow passkeys over http on localhost only)`);
  }
  return { rpId, rpName: text('WEBAUTHN_RP_NAME') ?? 'Gatekeep', origins };
}

const MAX_WORKERS = 64;

/**
 * WORKERS: 1 by default, a whole number, or `auto` for every core the process may use. More
 * than one needs PostgreSQL: the embedded database belongs to one process.
 */
function workerCount(raw: string | undefined, databaseUrl: string | undefined, problems: string[]): number {
  if (raw === undefined) return 1;
  const count = raw.toLowerCase() === 'auto' ? Math.min(availableParallelism(), MAX_WORKERS) : Number(raw);
  if (raw.toLowerCase() !== 'auto' && (!/^\d+$/.test(raw) || count < 1 || count > MAX_WORKERS)) {
    problems.push(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}, or auto, got "${raw}"`);
    return 1;
  }
  if (count > 1 && !databaseUrl) {
    problems.push(
      `WORKERS=${raw} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) is one process's; unset WORKERS or set DATABASE_URL`,
    );
    return 1;
  }
  return count;
}
