import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64url');
const SMTP_URL = 'smtps://mailer:secret@smtp.example.com:465';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      issuer: 'http://127.0.0.1:3000',
      signingKey: { kind: 'dev' },
      accessTokenTtl: 900,
      refreshTokenTtl: 2_592_000,
      mintedTokenTtl: 300,
      mfaChallengeTtl: 300,
      mfaMaxFailures: 10,
      rateLimitWindowS: 60,
      rateLimitPublicMax: 300,
      rateLimitPlatformMax: 600,
      rateLimitAuthMax: 60,
      rateLimitInviteMax: 20,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.jobs).toMatchObject({
      webhookTenantConcurrency: 2,
      webhookDisableAfterDays: 5,
      retentionDays: 30,
      maintenanceIntervalMs: 300_000,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('names every bad value in one message', () => {
    try {
      loadConfig({ PORT: 'eighty', ACCESS_TOKEN_TTL: '-5', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
      expect(message).toContain('ACCESS_TOKEN_TTL');
      expect(message).toContain('LOG_LEVEL');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('on PostgreSQL needs ISSUER: instances sharing a database must agree on the issuer', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.internal/gatekeep' })).toThrow(/DATABASE_URL needs ISSUER/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db.internal/gatekeep', ISSUER: 'https://id.example.com', ENCRYPTION_KEYS: KEY_A }).issuer,
    ).toBe('https://id.example.com');
    expect(loadConfig({ PORT: '4000' }).issuer).toBe('http://127.0.0.1:4000');
  });

  it('on PostgreSQL needs ENCRYPTION_KEYS: instances sharing a database must read each other’s secrets (issue 29)', () => {
    const shared = { DATABASE_URL: 'postgres://db.internal/gatekeep', ISSUER: 'https://id.example.com' };
    expect(() => loadConfig(shared)).toThrow(/DATABASE_URL needs ENCRYPTION_KEYS/);
    expect(loadConfig({ ...shared, ENCRYPTION_KEYS: KEY_A }).encryptionKeys).toHaveLength(1);
    // The embedded database alone may still generate its key into DATA_DIR.
    expect(loadConfig({}).encryptionKeys).toBeUndefined();
  });

  it('refuses production without SIGNING_KEY_FILE unless signing is turned off out loud', () => {
    const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEYS: KEY_A, SMTP_URL };
    expect(() => loadConfig(production)).toThrow(/NODE_ENV=production needs SIGNING_KEY_FILE .*or SIGNING_KEY=off/);
    expect(loadConfig({ ...production, SIGNING_KEY: 'off' }).signingKey).toEqual({ kind: 'off' });
    expect(loadConfig({ ...production, SIGNING_KEY_FILE: '/etc/gatekeep/key.pem' }).signingKey.kind).toBe('file');
  });

  it('refuses production on a generated development secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/production never runs on a generated development secret/);
    expect(() => loadConfig({ NODE_ENV: 'production', SIGNING_KEY: 'off' })).toThrow(ConfigError);
    expect(
      loadConfig({ NODE_ENV: 'production', SIGNING_KEY: 'off', TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEYS: KEY_A, SMTP_URL }).signingKey,
    ).toEqual({
      kind: 'off',
    });
    expect(
      loadConfig({ NODE_ENV: 'production', SIGNING_KEY_FILE: '/etc/gatekeep/key.pem', ENCRYPTION_KEYS: KEY_A, SMTP_URL }).signingKey,
    ).toEqual({
      kind: 'file',
      file: '/etc/gatekeep/key.pem',
    });
  });

  it('refuses short secrets', () => {
    expect(() => loadConfig({ BOOTSTRAP_TOKEN: 'short' })).toThrow(/BOOTSTRAP_TOKEN must be at least 32 characters/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
  });

  it('reads SIGNING_KEY=off and TRUST_PROXY forms', () => {
    expect(loadConfig({ SIGNING_KEY: 'off' }).signingKey).toEqual({ kind: 'off' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, fd00::/8' }).trustProxy).toBe('10.0.0.1, 192.168.0.0/16, fd00::/8');
  });

  it('refuses TRUST_PROXY=true, saying why', () => {
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=true is refused: .*any client could choose its own address for every rate limit and the audit log/,
      );
    }
  });

  it('reads the webhook fairness and maintenance settings, refusing nonsense', () => {
    expect(
      loadConfig({
        WEBHOOK_TENANT_CONCURRENCY: '8',
        WEBHOOK_DISABLE_AFTER_DAYS: '3',
        JOB_RETENTION_DAYS: '7',
        JOB_MAINTENANCE_INTERVAL_MS: '60000',
      }).jobs,
    ).toMatchObject({
      webhookTenantConcurrency: 8,
      webhookDisableAfterDays: 3,
      retentionDays: 7,
      maintenanceIntervalMs: 60_000,
    });
    for (const [name, value] of [
      ['WEBHOOK_TENANT_CONCURRENCY', '0'],
      ['WEBHOOK_DISABLE_AFTER_DAYS', '0'],
      ['JOB_RETENTION_DAYS', 'forever'],
      ['JOB_MAINTENANCE_INTERVAL_MS', '10'],
    ]) {
      expect(() => loadConfig({ [name!]: value })).toThrow(name);
    }
  });

  it('reads RATE_LIMIT_AUTH_MAX and RATE_LIMIT_INVITE_MAX like the other limits', () => {
    expect(loadConfig({ RATE_LIMIT_AUTH_MAX: '5' }).rateLimitAuthMax).toBe(5);
    expect(loadConfig({ RATE_LIMIT_INVITE_MAX: '3' }).rateLimitInviteMax).toBe(3);
    expect(() => loadConfig({ RATE_LIMIT_INVITE_MAX: '0' })).toThrow(/RATE_LIMIT_INVITE_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_MAX: '0' })).toThrow(/RATE_LIMIT_AUTH_MAX must be a whole number from 1 to 1000000, got "0"/);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_MAX: 'lots' })).toThrow(/RATE_LIMIT_AUTH_MAX/);
  });

  it('keeps webhook targets public unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true, in any mode', () => {
    expect(loadConfig({}).webhookAllowPrivateTargets).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).webhookAllowPrivateTargets).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhookAllowPrivateTargets).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE_TARGETS must be true or false/);
  });

  it('reads ENCRYPTION_KEYS: base64 32-byte keys, the first one first, duplicates once', () => {
    expect(loadConfig({}).encryptionKeys).toBeUndefined();
    const keys = loadConfig({ ENCRYPTION_KEYS: `${KEY_A}, ${KEY_B},${KEY_A}` }).encryptionKeys!;
    expect(keys.map((key) => key.toString('base64'))).toEqual([KEY_A, Buffer.from(KEY_B, 'base64url').toString('base64')]);
  });

  it('refuses a malformed encryption key by position, never echoing it', () => {
    const short = randomBytes(16).toString('base64');
    for (const bad of [short, 'not a key at all!', `${KEY_A},${short}`]) {
      try {
        loadConfig({ ENCRYPTION_KEYS: bad });
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as Error).message).toMatch(/ENCRYPTION_KEYS entry \d must be 32 random bytes in base64/);
        expect((err as Error).message).not.toContain(short);
        expect((err as Error).message).not.toContain(KEY_A);
      }
    }
  });

  it('refuses production without ENCRYPTION_KEYS: secrets at rest never use a development key there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SIGNING_KEY_FILE: '/k.pem' })).toThrow(/NODE_ENV=production needs ENCRYPTION_KEYS/);
    expect(
      loadConfig({ NODE_ENV: 'production', SIGNING_KEY_FILE: '/k.pem', ENCRYPTION_KEYS: KEY_A, SMTP_URL }).encryptionKeys,
    ).toHaveLength(1);
  });

  it('reads the mail settings; production needs SMTP_URL, and a bad one is named without echoing it', () => {
    expect(loadConfig({ ISSUER: 'https://id.example.com' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Gatekeep <no-reply@localhost>',
      appUrl: 'https://id.example.com/auth', // the hosted pages (issue 33)
      tokenTtl: 86_400,
    });
    expect(
      loadConfig({ SMTP_URL, APP_URL: 'https://app.example.com/', MAIL_FROM: 'Acme <id@acme.test>', EMAIL_TOKEN_TTL: '3600' }).mail,
    ).toEqual({
      smtpUrl: SMTP_URL,
      from: 'Acme <id@acme.test>',
      appUrl: 'https://app.example.com',
      tokenTtl: 3600,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', SIGNING_KEY_FILE: '/k.pem', ENCRYPTION_KEYS: KEY_A })).toThrow(
      /NODE_ENV=production needs SMTP_URL/,
    );
    try {
      loadConfig({ SMTP_URL: 'http://mailer:hunter22@smtp.example.com' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toContain('SMTP_URL must start with smtp:// or smtps://');
      expect((err as Error).message).not.toContain('hunter22');
    }
  });

  it('reads TENANT_CREATION: open by default, verified when SIGNUP=closed, refusing anything else', () => {
    expect(loadConfig({}).tenantCreation).toBe('open');
    expect(loadConfig({ SIGNUP: 'closed' }).tenantCreation).toBe('verified');
    expect(loadConfig({ SIGNUP: 'closed', TENANT_CREATION: 'open' }).tenantCreation).toBe('open');
    expect(loadConfig({ TENANT_CREATION: 'closed' }).tenantCreation).toBe('closed');
    expect(() => loadConfig({ TENANT_CREATION: 'nobody' })).toThrow('TENANT_CREATION must be open, verified or closed, got "nobody"');
  });
});
