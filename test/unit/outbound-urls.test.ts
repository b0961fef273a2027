import { describe, expect, it } from 'vitest';
import { assertAllowedUrl } from '../../server/domain/tenants/outbound-urls.ts';
import { AppError } from '../../server/errors.ts';
import { isPublicAddress } from '../../server/net/public-addresses.ts';

const ALLOW_PRIVATE = { allowPrivateTargets: true };
const PUBLIC_ONLY = { allowPrivateTargets: false };

function rejection(value: string, policy: { allowPrivateTargets: boolean }): AppError {
  try {
    assertAllowedUrl(value, 'body.url', policy);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error(`${value} was accepted`);
}

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '1.1.1.1', '2001:4860:4860::8888', '[2606:4700:4700::1111]', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['loopback', '127.0.0.1'],
    ['this network', '0.0.0.0'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['multicast', '224.0.0.1'],
    ['reserved / broadcast', '255.255.255.255'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback in brackets', '[::1]'],
    ['IPv6 unspecified', '::'],
    ['IPv6 unique local', 'fd00::1'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped private, dotted', '::ffff:10.0.0.1'],
    ['IPv4-mapped loopback, dotted', '::ffff:127.0.0.1'],
    ['IPv4-mapped private, hex (as URL parsing writes it)', '::ffff:a00:1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['IPv4-compatible loopback (as URL parsing writes [::127.0.0.1])', '::7f00:1'],
    ['6to4 carrying 10.0.0.1', '2002:a00:1::1'],
    ['Teredo', '2001::1'],
    // Issue 14: ranges the hand-kept list missed, now from ipaddr.js's classification.
    ['local-use NAT64 64:ff9b:1::/48 carrying 169.254.169.254', '64:ff9b:1::a9fe:a9fe'],
    ['NAT64 carrying 169.254.169.254', '64:ff9b::a9fe:a9fe'],
    ['6to4 carrying 169.254.169.254', '2002:a9fe:a9fe::1'],
    ['deprecated site-local fec0::/10', 'fec0::1'],
    ['benchmarking 198.18/15', '198.19.255.1'],
    ['documentation 192.0.2/24', '192.0.2.1'],
    ['IETF protocol assignments 192.0.0/24', '192.0.0.8'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 discard-only', '100::1'],
    ['reserved 240/4', '240.0.0.1'],
  ])('%s (%s) is not public', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['localhost', 'example.com', '', 'not an address', '10.0.0'])('%j is not an IP literal, so not public', (value) => {
    expect(isPublicAddress(value)).toBe(false);
  });
});

describe('assertAllowedUrl with private targets allowed (WEBHOOK_ALLOW_PRIVATE_TARGETS=true)', () => {
  it.each(['https://hooks.example.com/x', 'http://localhost:8080/x', 'http://127.0.0.1/x', 'http://[::1]:3000/x', 'https://10.0.0.5/x'])(
    'accepts %s',
    (value) => {
      const url = assertAllowedUrl(value, 'body.url', ALLOW_PRIVATE);
      expect(url).toBeInstanceOf(URL);
      expect(url.href).toBe(new URL(value).href);
    },
  );

  it.each([
    ['http to a public host', 'http://example.com/x', 'body.url must use https'],
    ['http to a name that only starts with localhost', 'http://localhost.example.com/x', 'body.url must use https'],
    ['ftp', 'ftp://files.example.com/x', 'body.url must use https'],
    ['a bare word', 'not a url', 'body.url is not a valid URL.'],
    ['credentials', 'https://user:pass@hooks.example.com/x', 'body.url must not contain credentials.'],
    ['a user name alone', 'https://user@hooks.example.com/x', 'body.url must not contain credentials.'],
  ])('refuses %s', (_name, value, message) => {
    const err = rejection(value, ALLOW_PRIVATE);
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.message).toContain(message);
    expect(err.message).not.toContain('pass');
  });
});

describe('assertAllowedUrl by default, whatever NODE_ENV says', () => {
  it.each(['https://hooks.example.com/', 'https://93.184.216.34/', 'https://[2001:4860:4860::8888]/', 'https://example.com./'])(
    'accepts %s',
    (value) => {
      expect(assertAllowedUrl(value, 'body.url', PUBLIC_ONLY).href).toBe(new URL(value).href);
    },
  );

  it.each([
    ['http to localhost', 'http://localhost:8080/x', 'body.url must use https.'],
    ['http to a public host', 'http://example.com/x', 'body.url must use https.'],
    ['private IPv4', 'https://10.0.0.5/', 'private, loopback'],
    ['private IPv4 192.168', 'https://192.168.1.1/', 'private, loopback'],
    ['loopback IPv4', 'https://127.0.0.1/', 'private, loopback'],
    ['loopback in hex, which URL parsing normalises', 'https://0x7f.1/', 'private, loopback'],
    ['loopback as one number', 'https://2130706433/', 'private, loopback'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data', 'private, loopback'],
    ['CGNAT', 'https://100.64.0.1/', 'private, loopback'],
    ['IPv6 loopback', 'https://[::1]/', 'private, loopback'],
    ['IPv6 unique local', 'https://[fd00::1]/', 'private, loopback'],
    ['IPv4-mapped IPv6 private', 'https://[::ffff:10.0.0.1]/', 'private, loopback'],
    ['localhost', 'https://localhost/', 'private, loopback'],
    ['a .localhost name', 'https://app.localhost/', 'private, loopback'],
    ['a .internal name', 'https://metadata.google.internal/', 'private, loopback'],
    ['localhost with a trailing dot', 'https://localhost./', 'private, loopback'],
    ['metadata name with a trailing dot', 'https://metadata.google.internal./', 'private, loopback'],
    ['local-use NAT64 of the metadata address', 'https://[64:ff9b:1::a9fe:a9fe]/', 'private, loopback'],
    ['6to4', 'https://[2002:a9fe:a9fe::1]/', 'private, loopback'],
    ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'private, loopback'],
    ['site-local', 'https://[fec0::1]/', 'private, loopback'],
    ['benchmarking', 'https://198.18.0.1/', 'private, loopback'],
    ['credentials', 'https://user:secret@hooks.example.com/', 'must not contain credentials'],
  ])('refuses %s', (_name, value, message) => {
    const err = rejection(value, PUBLIC_ONLY);
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.status).toBe(400);
    expect(err.message).toContain(message);
    expect(err.message.startsWith('body.url ')).toBe(true);
  });
});
