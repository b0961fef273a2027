// The Gatekeep server the fuzzer talks to: started the way an operator starts it, on loopback,
// with settings that keep a fuzzing run on this machine and out of the rate limiter.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildIfStale } from '../build.mjs';
import { startDnsServer } from '../dns-server.mjs';

const START_TIMEOUT_MS = 60_000;
/** The largest value server/config.ts accepts for a rate-limit maximum. */
const UNTHROTTLED = '1000000';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(baseUrl) {
  try {
    return (await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) })).status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts the compiled server (`npm start`'s, built first when stale) with `dataDir` as DATA_DIR (DATABASE_URL, when set in
 * the environment, wins: then the server uses that database), its output in `logFile`, and waits
 * until /health answers. Resolves to { baseUrl, bootstrapToken, dataDir, dnsRecords, stop() }:
 * its resolver is a DNS server on loopback whose TXT records (dnsRecords) the world fills in.
 */
export async function startServer({ root, dataDir, logFile }) {
  const port = await freePort();
  const dns = await startDnsServer();
  const baseUrl = `http://127.0.0.1:${port}`;
  const bootstrapToken = `fuzz-bootstrap-${randomBytes(24).toString('base64url')}`;
  const log = openSync(logFile, 'a');
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ISSUER: baseUrl, // required on PostgreSQL; on PGlite the same as the default
    BOOTSTRAP_TOKEN: bootstrapToken,
    LOG_LEVEL: 'warn', // unhandled faults (500s) are logged at error level, with their stack
    // No job workers: webhook deliveries are queued (and visible through the API) but never sent,
    // so no request ever leaves this machine, whatever URL the fuzzer registers as an endpoint.
    JOB_CONCURRENCY: '0',
    // sendTestWebhookEvent sends during the request; on an endpoint the fuzzer made itself (a
    // stateful sequence) an attempt ends within this time whatever the generated URL.
    WEBHOOK_TIMEOUT_MS: '1000',
    // The fuzzer sends thousands of requests a minute from one address and one credential; with
    // the production limits most of them would be 429s and test nothing else. RATE_LIMIT_AUTH_MAX
    // is the auth bucket's setting (contract.md, second wave); a server without it ignores it.
    RATE_LIMIT_PUBLIC_MAX: UNTHROTTLED,
    RATE_LIMIT_PLATFORM_MAX: UNTHROTTLED,
    RATE_LIMIT_AUTH_MAX: UNTHROTTLED,
    RATE_LIMIT_INVITE_MAX: UNTHROTTLED,
    RATE_LIMIT_SCIM_MAX: UNTHROTTLED,
    // The tokens made at setup must outlive every run that uses them (the default is 15 minutes).
    ACCESS_TOKEN_TTL: '7200',
    // verifyDomain's lookups: the world's domain is answered, any other name is NXDOMAIN (409).
    DNS_SERVERS: dns.address,
  };
  delete env.NODE_ENV; // production refuses the generated development signing key
  // Whatever the caller's environment says, nothing here reaches beyond this machine (mail,
  // telemetry) or shares state with other servers (rate-limit buckets in Redis).
  for (const name of ['REDIS_URL', 'SMTP_URL', 'OTEL_EXPORTER_OTLP_ENDPOINT']) delete env[name];
  const built = buildIfStale();
  const child = spawn(process.execPath, [path.join(built, 'server', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  let exited = false;
  const exit = new Promise((resolve) => {
    child.once('exit', () => {
      exited = true;
      closeSync(log);
      resolve();
    });
  });

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exit;
      clearTimeout(forced);
    }
    await dns.close();
  };
  // Should this script die without cleaning up, the server goes with it.
  process.once('exit', () => {
    if (!exited) child.kill('SIGKILL');
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) break;
    if (await healthy(baseUrl)) return { baseUrl, bootstrapToken, dataDir, dnsRecords: dns.records, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not become healthy at ${baseUrl}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
}
