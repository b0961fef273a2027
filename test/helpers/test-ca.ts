import { webcrypto } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
// Before @peculiar/x509, which cannot load without it.
// @peculiar/x509 resolves its algorithms through tsyringe, which needs Reflect metadata loaded first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

export interface TestTlsFiles {
  /** The certificate authority, PEM: what NODE_EXTRA_CA_CERTS points the test processes at. */
  caFile: string;
  /** A server certificate for `localhost` and 127.0.0.1, signed by the authority, PEM. */
  certFile: string;
  /** Its private key, PKCS#8 PEM. */
  keyFile: string;
}

const rsa = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A certificate authority of the run's own, so that the identity providers tests start serve
 * https the way real ones do, and the code under test trusts them through Node's ordinary trust
 * store (NODE_EXTRA_CA_CERTS) rather than through a `ca` option or a disabled check that
 * production code would never have. Valid for a day: a run never outlives it.
 */
export async function writeTestCertificateAuthority(dir: string): Promise<TestTlsFiles> {
  const crypto = webcrypto as Crypto;
  // An hour back, in case a clock disagrees by seconds with the one that checks it.
  const notBefore = new Date(Date.now() - 60 * 60 * 1000);
  const notAfter = new Date(Date.now() + DAY_MS);

  const caKeys = await crypto.subtle.generateKey(rsa, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: 'CN=Gatekeep test CA',
      keys: caKeys,
      notBefore,
      notAfter,
      signingAlgorithm: rsa,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey, false, crypto),
      ],
    },
    crypto,
  );

  const serverKeys = await crypto.subtle.generateKey(rsa, true, ['sign', 'verify']);
  const server = await x509.X509CertificateGenerator.create(
    {
      subject: 'CN=localhost',
      issuer: ca.subject,
      publicKey: serverKeys.publicKey,
      signingKey: caKeys.privateKey,
      notBefore,
      notAfter,
      signingAlgorithm: rsa,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension([
          { type: 'dns', value: 'localhost' },
          { type: 'ip', value: '127.0.0.1' },
        ]),
        await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey, false, crypto),
      ],
    },
    crypto,
  );

  const files = {
    caFile: path.join(dir, 'ca.pem'),
    certFile: path.join(dir, 'server-cert.pem'),
    keyFile: path.join(dir, 'server-key.pem'),
  };
  writeFileSync(files.caFile, ca.toString('pem'));
  writeFileSync(files.certFile, server.toString('pem'));
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', serverKeys.privateKey);
  writeFileSync(files.keyFile, x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'), { mode: 0o600 });
  return files;
}
