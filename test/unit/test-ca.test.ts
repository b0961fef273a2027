import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { writeTestCertificateAuthority } from '../helpers/test-ca.ts';

// The certificate authority of global-setup.ts, which the identity providers of the single sign-on
// tests (issue 32) serve https under: trusted in the test workers through NODE_EXTRA_CA_CERTS, so
// that the code under test needs no `ca` option nor any check turned off.

async function httpsServer(cert: string, key: string): Promise<{ url: string; server: Server }> {
  const server = createServer({ cert, key }, (_request, response) => response.end('trusted'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('the run’s certificate authority', () => {
  it('is trusted by plain fetch in a test worker, with no ca option', async () => {
    const { url, server } = await httpsServer(readFileSync(inject('tlsCertFile'), 'utf8'), readFileSync(inject('tlsKeyFile'), 'utf8'));
    try {
      expect(await (await fetch(url)).text()).toBe('trusted');
      expect(await (await fetch(url.replace('127.0.0.1', 'localhost'))).text()).toBe('trusted');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('is the only addition: a certificate from another authority is still refused', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gatekeep-other-ca-'));
    try {
      const other = await writeTestCertificateAuthority(dir);
      const { url, server } = await httpsServer(readFileSync(other.certFile, 'utf8'), readFileSync(other.keyFile, 'utf8'));
      try {
        await expect(fetch(url)).rejects.toMatchObject({ cause: { code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' } });
      } finally {
        server.closeAllConnections();
        server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
