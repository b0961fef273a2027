import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK } from 'jose';
import type { Schemas } from '../../api-types.ts';
import type { Config } from '../../config.ts';
import { readOrCreateSecretFile } from '../local-secret-file.ts';

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

export async function loadKeyRing(config: Config): Promise<KeyRing> {
  switch (config.signingKey.kind) {
    case 'file': {
      const file = config.signingKey.file;
      // Rotation: the first key in the file signs; the ones after it are published only,
      // until every token they signed has expired (see the README's procedure).
      const pems = splitPemBlocks(await readFile(file, 'utf8'));
      if (pems.length === 0) throw new Error(`${file} holds no PEM private key`);
      const keys = await Promise.all(pems.map((pem, i) => signingKeyFromPem(pem, `${file} (key ${i + 1})`)));
      const unique = keys.filter((key, i) => keys.findIndex((other) => other.kid === key.kid) === i);
      return { active: unique[0]!, published: unique, hmacSecret: null };
    }
    case 'dev': {
      const key = await signingKeyFromPem(await devSigningKeyPem(config.dataDir), 'the development key');
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

/** Outside production a key is generated once and kept, so tokens survive restarts. */
async function devSigningKeyPem(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'dev-signing-key.pem');
  return readOrCreateSecretFile(file, () =>
    generateKeyPairSync('rsa', { modulusLength: MIN_RSA_BITS }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
}

async function hmacSecret(config: Config): Promise<Uint8Array> {
  const secret =
    config.tokenSecret ??
    (await readOrCreateSecretFile(path.join(config.dataDir, 'dev-token-secret'), () => randomBytes(32).toString('base64url')));
  return new TextEncoder().encode(secret);
}
