import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, exportJWK } from 'jose';
import type { Schemas } from '../../api-types.ts';
import { type Config, ConfigError } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { findSigningKey, insertSigningKeyIfAbsent } from '../../db/repositories/signing-keys.ts';
import { readOrCreateSecretFile } from '../../secrets/local-secret-file.ts';
import type { SecretCipher } from '../../secrets/secret-cipher.ts';

export type Jwk = Schemas['Jwk'];

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: Jwk;
}

/**
 * The keys this instance signs and verifies with. With asymmetric signing, `active` signs
 * and every published key verifies; with signing off, user tokens fall back to HS256 over
 * `hmacSecret` and nothing is published.
 */
export interface KeyRing {
  active: SigningKey | null;
  published: SigningKey[];
  hmacSecret: Uint8Array | null;
}

const MIN_RSA_BITS = 2048;

/** Where the development key is kept: the database, encrypted under ENCRYPTION_KEYS. */
export interface KeyStore {
  db: Db;
  cipher: SecretCipher;
}

export async function loadKeyRing(config: Config, store: KeyStore): Promise<KeyRing> {
  switch (config.signingKey.kind) {
    case 'file': {
      const file = config.signingKey.file;
      // Rotation: the first key in the file signs; the ones after it are published only,
      // until every token they signed has expired (see docs/operations.md, Rotating the signing key).
      const pems = splitPemBlocks(await readSigningKeyFile(file));
      if (pems.length === 0) throw new ConfigError([`SIGNING_KEY_FILE ${file} holds no PEM private key (PKCS#8 RSA ≥ 2048 bits)`]);
      const keys = await Promise.all(pems.map((pem, i) => signingKeyFromPem(pem, `${file} (key ${i + 1})`)));
      const unique = keys.filter((key, i) => keys.findIndex((other) => other.kid === key.kid) === i);
      return { active: unique[0]!, published: unique, hmacSecret: null };
    }
    case 'dev': {
      const key = await signingKeyFromPem(await devSigningKeyPem(store, config.dataDir), 'the development key');
      return { active: key, published: [key], hmacSecret: null };
    }
    case 'off':
      return { active: null, published: [], hmacSecret: await hmacSecret(config) };
  }
}

export function splitPemBlocks(text: string): string[] {
  return [...text.matchAll(/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/g)].map((m) => `${m[0]}\n`);
}

export async function signingKeyFromPem(pem: string, source: string): Promise<SigningKey> {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch (err) {
    throw new Error(`Cannot read the signing key from ${source}: not a PEM private key`, { cause: err });
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) {
    throw new Error(`The signing key from ${source} must be RSA of at least ${MIN_RSA_BITS} bits`);
  }
  const publicKey = createPublicKey(privateKey);
  const { n, e } = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: n!, e: e! }, 'sha256');
  return { kid, privateKey, publicKey, jwk: { kty: 'RSA', n: n!, e: e!, kid, alg: 'RS256', use: 'sig' } };
}

const DEV_KEY_ID = 'development';
const DEV_KEY_CONTEXT = { purpose: 'signing_key', rowId: DEV_KEY_ID } as const;
/** Where releases before issue 29 generated the development key; imported once, then unused. */
const LEGACY_DEV_KEY_FILE = 'dev-signing-key.pem';

/**
 * Outside production without SIGNING_KEY_FILE, one key per database, not per DATA_DIR: every
 * instance on one PostgreSQL must accept the tokens the others sign. It is kept encrypted under
 * ENCRYPTION_KEYS (required with DATABASE_URL) and generated once, so tokens survive restarts.
 * Instances starting together on an empty database each offer one; the first insert wins and
 * every one of them reads the winner back. A key an older release kept in DATA_DIR is the one
 * offered, so an upgraded install keeps its tokens valid.
 */
async function devSigningKeyPem({ db, cipher }: KeyStore, dataDir: string): Promise<string> {
  const stored = await findSigningKey(db, DEV_KEY_ID);
  if (stored !== undefined) return cipher.decrypt(stored, DEV_KEY_CONTEXT);
  const offered = (await legacyDevKeyPem(dataDir)) ?? (await generateRsaPem());
  await insertSigningKeyIfAbsent(db, DEV_KEY_ID, cipher.encrypt(offered, DEV_KEY_CONTEXT));
  const winner = await findSigningKey(db, DEV_KEY_ID);
  if (winner === undefined) throw new Error('The development signing key was stored but cannot be read back');
  return cipher.decrypt(winner, DEV_KEY_CONTEXT);
}

async function legacyDevKeyPem(dataDir: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(dataDir, LEGACY_DEV_KEY_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

async function generateRsaPem(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: MIN_RSA_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function hmacSecret(config: Config): Promise<Uint8Array> {
  const secret =
    config.tokenSecret ??
    (await readOrCreateSecretFile(path.join(config.dataDir, 'dev-token-secret'), () => randomBytes(32).toString('base64url')));
  return new TextEncoder().encode(secret);
}

/** The operator's key file; a missing or unreadable one is a setting to fix, named as such at start-up. */
async function readSigningKeyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOENT')
      throw new ConfigError([
        `SIGNING_KEY_FILE ${file} does not exist: create it (openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:2048 -out ${file}) or point SIGNING_KEY_FILE at the key`,
      ]);
    if (code === 'EACCES' || code === 'EISDIR')
      throw new ConfigError([`SIGNING_KEY_FILE ${file} cannot be read (${String(code)}): give this process read access to the key file`]);
    throw err;
  }
}
