// `npm run fuzz`: schemathesis against a live Gatekeep, once per identity (anonymous, a user
// with a tenant, the bootstrap token, a service account with every platform permission), every
// check, every phase. Closes with `N passed, N failed`: each identity × operation is one check,
// failed when any schemathesis check failed on it in that identity's runs; the identity's
// stateful sequences are one more; a run that broke down (no report, a crash, a timeout) or a
// world that could not be set up counts as one failure more. Reports (JUnit per run, logs,
// failures.txt) stay in a temporary directory when anything failed.
//   node scripts/fuzz/run.mjs [identity…]     (DATABASE_URL=postgres://… to use PostgreSQL)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureVenv, installWhenChanged, root, SDK_CHECK_TOOLS, venvPython } from '../python-venv.mjs';
import { writeRunConfig } from './config.mjs';
import { statefulPins, unitPins } from './pins.mjs';
import { readJUnit, summarize } from './report.mjs';
import { startServer } from './server.mjs';
import { prepareWorld } from './world.mjs';

const SCHEMATHESIS = 'schemathesis==4.32.5';
/**
 * Bounds of one schemathesis run: test cases per operation in the fuzzing phase (examples and
 * coverage are a fixed enumeration of the spec), and sequences of up to 6 steps in the stateful
 * phase, which are cheap and gain most from more. On 2 cores the whole `npm run fuzz` takes about
 * 3 minutes with these, on PGlite and PostgreSQL alike (4 when the machine is busy).
 */
const MAX_EXAMPLES = 20;
const STATEFUL_MAX_EXAMPLES = 50;
/**
 * Fixes what every phase generates, except one thing: schemathesis 4.32.5 decides with true
 * randomness whether a stateful step takes a link's values, so stateful sequences still vary
 * from run to run (their outcomes have been stable so far).
 */
const SEED = 20260612;
const REQUEST_TIMEOUT_S = 10;
/**
 * A wall-clock limit per run instead of `--max-time`: under --max-time schemathesis repeats the
 * fuzzing and stateful phases until the time is spent, so how much is tested would depend on the
 * machine's speed. The longest run (anonymous, examples to fuzzing) takes 50 to 80 s.
 */
const RUN_TIMEOUT_MS = 240_000;

/**
 * use_after_free in the platform identities' stateful runs: their DELETE of a service account
 * is a documented soft delete (the account stays readable, `disabledAt` set), and schemathesis
 * 4.32.5's stateful phase runs the checks of the whole run, not those configured per operation
 * (schemathesis.toml turns it off for getServiceAccount and getApiKey, which the other phases
 * honour), so a create-disable-read chain along the spec's links fails there as ST301. The user
 * run keeps the check for every hard delete of a tenant's resources.
 */
const PLATFORM_SOFT_DELETE = ['use_after_free'];

/**
 * The user run's one soft DELETE, left out of its stateful phase for the same reason: a revoked
 * API key stays readable (`status: revoked`), which use_after_free (run after every successful
 * DELETE of a chain) reads as ST301. Its examples, coverage and fuzzing phases still call it (on
 * a spare key, pins.mjs), and the stateful phase keeps use_after_free for every hard delete.
 */
const USER_SOFT_DELETE = ['revokeApiKey'];

const IDENTITIES = [
  // Every operation, with no credentials: public routes for real, the rest must say 401 (or
  // 400 for an invalid id: ids stay generated here, see pins.mjs).
  // It holds no credential, so nothing it does reaches another identity's world: it runs beside
  // them (`beside`). With one schemathesis worker the fuzzer and the server take turns, so one
  // run keeps one core of two busy; two at once keep both, and the whole takes a third less.
  { name: 'anonymous', auth: () => ({ kind: 'none' }), pinIds: false, beside: true },
  // The owner of a tenant full of real resources; an outsider (another user with a tenant of
  // their own) is the peer object_level_authorization reads the owner's objects as.
  {
    name: 'user',
    scheme: 'userBearer',
    auth: (world) => ({ kind: 'peers', tokens: { owner: world.tokens.owner, outsider: world.tokens.outsider } }),
    statefulExcludeOperations: USER_SOFT_DELETE,
  },
  {
    name: 'bootstrap',
    scheme: 'platformBearer',
    auth: (world) => ({ kind: 'bearer', scheme: 'platformBearer', token: world.tokens.bootstrap }),
    statefulExcludeChecks: PLATFORM_SOFT_DELETE,
  },
  {
    name: 'service-account',
    scheme: 'platformBearer',
    auth: (world) => ({ kind: 'bearer', scheme: 'platformBearer', token: world.tokens.serviceAccount }),
    statefulExcludeChecks: PLATFORM_SOFT_DELETE,
  },
  // A directory's SCIM token, on the SCIM service only (tag scim): its other platform routes
  // are the service-account runs' 403s.
  {
    name: 'directory',
    auth: (world) => ({ kind: 'bearer', scheme: 'platformBearer', token: world.tokens.directory }),
    include: ['--include-tag', 'scim'],
    sessionEnding: false,
  },
];

/**
 * Two schemathesis runs per identity, and a third for the session-ending operations (below).
 * The examples, coverage and fuzzing phases run with every id parameter pinned to a real resource (but for the anonymous run); the stateful phase runs on
 * its own, because there schemathesis applies configured values over the ids links carry, and
 * so gets real ids only where no link brings one (see pins.mjs).
 */
/**
 * Operations that end the caller's own session: once one succeeds, the run's token answers 401
 * to everything after it. They are left out of the two runs above and get a run of their own,
 * last, where the 401s that follow the first success are what they should be.
 */
const SESSION_ENDING = ['logoutAll'];
const exceptSessionEnding = SESSION_ENDING.flatMap((operationId) => ['--exclude-operation-id', operationId]);

const PHASES = [
  {
    name: 'unit',
    phases: 'examples,coverage,fuzzing',
    maxExamples: MAX_EXAMPLES,
    pins: (_spec, world, identity) => unitPins(world, identity),
    filter: exceptSessionEnding,
  },
  {
    name: 'stateful',
    phases: 'stateful',
    maxExamples: STATEFUL_MAX_EXAMPLES,
    pins: (spec, world) => statefulPins(spec, world),
    filter: exceptSessionEnding,
  },
  {
    name: 'session-ending',
    phases: 'examples,coverage,fuzzing',
    maxExamples: MAX_EXAMPLES,
    pins: (_spec, world, identity) => unitPins(world, identity),
    // Alone: schemathesis ORs include filters, so the identity's --include-by would add back
    // every operation of its scheme. All session-ending operations take a user token.
    filter: SESSION_ENDING.flatMap((operationId) => ['--include-operation-id', operationId]),
    ownFilterOnly: true,
    // Only user-token operations end a session; the platform identities have none to run.
    appliesTo: (identity) => identity.sessionEnding !== false && (identity.scheme === undefined || identity.scheme === 'userBearer'),
  },
];

const running = new Set(); // the schemathesis processes, killed with us

/** One schemathesis run; its output shown as it comes, or, when `quiet` (a run beside others), all at its end. */
function schemathesis(args, logFile, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(venvPython, ['-m', 'schemathesis.cli', ...args], {
      cwd: path.dirname(logFile), // Hypothesis keeps a .hypothesis/ cache in the working directory
      env: { ...process.env, PYTHONUNBUFFERED: '1', COLUMNS: '120' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const chunks = [];
    // Tracebacks can carry whole source files on one line; the log keeps them, the console not.
    const show = (data) => process.stdout.write(String(data).replace(/^(.{2000}).+$/gm, '$1 …'));
    const forward = (data) => {
      chunks.push(data);
      if (!quiet) show(data);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, RUN_TIMEOUT_MS);
    child.on('close', (code) => {
      running.delete(child);
      clearTimeout(timer);
      const output = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
      writeFileSync(logFile, output);
      if (quiet) show(`\n▶ (ran beside the others) ${path.basename(logFile, '.log')}\n${output}`);
      resolve({ code, timedOut });
    });
  });
}

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !IDENTITIES.some((identity) => identity.name === name));
  if (unknown.length > 0)
    throw new Error(`no identity ${unknown.join(', ')}; there are ${IDENTITIES.map((identity) => identity.name).join(', ')}`);
  const identities = only.length ? IDENTITIES.filter((identity) => only.includes(identity.name)) : IDENTITIES;

  console.log('▶ python environment (.venv) with schemathesis');
  const venvProblem = ensureVenv();
  // Installed together with the SDK check's pins, so that pip resolves one consistent set and
  // fails here, loudly, rather than move a version the SDK check relies on.
  if (venvProblem || !installWhenChanged('.gatekeep-fuzz', [SCHEMATHESIS, SDK_CHECK_TOOLS], [SCHEMATHESIS, ...SDK_CHECK_TOOLS])) {
    console.error(`✗ ${venvProblem ?? `pip install ${SCHEMATHESIS} failed`}`);
    return { passed: 0, failed: 1 };
  }

  const workDir = mkdtempSync(path.join(tmpdir(), 'gatekeep-fuzz-'));
  const reportDir = path.join(workDir, 'reports');
  const dataDir = path.join(workDir, 'data');
  mkdirSync(reportDir);
  mkdirSync(dataDir);
  console.log(`▶ Gatekeep server (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : 'embedded PGlite'}) in ${workDir}`);
  const server = await startServer({ root, dataDir, logFile: path.join(reportDir, 'server.log') });
  const results = [];
  try {
    const spec = await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json();
    const beside = Promise.all(
      identities.filter((identity) => identity.beside).map((identity) => fuzzIdentity(identity, server, spec, reportDir)),
    );
    for (const identity of identities.filter((identity) => !identity.beside))
      results.push(await fuzzIdentity(identity, server, spec, reportDir));
    results.unshift(...(await beside));
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const tally = summarize(results, reportDir);
  if (tally.failed === 0) rmSync(workDir, { recursive: true, force: true });
  else console.log(`\nreports: ${reportDir} (failures.txt: each failure by check and operation with a curl to reproduce it; server.log)`);
  return tally;
}

/** The two runs of one identity, on a world of its own; a setup that fails breaks the identity. */
async function fuzzIdentity(identity, server, spec, reportDir) {
  const result = { name: identity.name, runs: [], cases: new Map() };
  let world;
  try {
    world = await prepareWorld({
      baseUrl: server.baseUrl,
      bootstrapToken: server.bootstrapToken,
      label: identity.name,
      dataDir: server.dataDir,
      dnsRecords: server.dnsRecords,
    });
  } catch (err) {
    console.error(`✗ ${identity.name}: ${err.message}`);
    result.runs.push({ phase: 'setup', broken: true, seconds: 0 });
    return result;
  }
  for (const phase of PHASES.filter((candidate) => candidate.appliesTo?.(identity) ?? true)) {
    const name = `${identity.name}-${phase.name}`;
    const config = writeRunConfig({ dir: reportDir, name, auth: identity.auth(world), pins: phase.pins(spec, world, identity) });
    const junit = path.join(reportDir, `${name}.junit.xml`);
    const args = [
      '--config-file',
      config,
      'run',
      `${server.baseUrl}/v1/openapi.json`,
      '--url',
      server.baseUrl,
      '--phases',
      phase.phases,
      '--checks',
      'all',
      '--max-examples',
      String(phase.maxExamples),
      '--seed',
      String(SEED),
      // One worker: on Python 3.11, Hypothesis parsing lambda sources in two threads at once trips
      // CPython's thread-unsafe AST recursion counter ("SystemError: AST constructor recursion
      // depth mismatch", python/cpython#106905), an error of the fuzzer, not of the API. One
      // worker also keeps the order of requests, and so the state each one meets, the same on
      // every run; and on 2 cores the server has the other one.
      '--workers',
      '1',
      '--request-timeout',
      String(REQUEST_TIMEOUT_S),
      '--report',
      'junit',
      '--report-junit-path',
      junit,
      '--no-color',
      ...(identity.scheme && !phase.ownFilterOnly ? ['--include-by', `/security/0/${identity.scheme} == []`] : []),
      ...(identity.include && !phase.ownFilterOnly ? identity.include : []),
      ...phase.filter,
      ...(phase.name === 'stateful' && identity.statefulExcludeOperations
        ? identity.statefulExcludeOperations.flatMap((operationId) => ['--exclude-operation-id', operationId])
        : []),
      ...(phase.name === 'stateful' && identity.statefulExcludeChecks
        ? ['--exclude-checks', identity.statefulExcludeChecks.join(',')]
        : []),
    ];
    console.log(
      `\n▶ schemathesis: ${name}${identity.beside ? ' (beside the others; its output when it ends)' : ''}\n  schemathesis ${args.join(' ')}`,
    );
    const started = Date.now();
    const { code, timedOut } = await schemathesis(args, path.join(reportDir, `${name}.log`), { quiet: identity.beside });
    const cases = readJUnit(junit);
    const run = { phase: phase.name, code, timedOut, seconds: Math.round((Date.now() - started) / 1000) };
    // Exit code 2 with nothing tested is the stateful phase without any link to follow; any
    // other 2, a crash or a failing exit without a failing testcase is the run breaking down.
    run.notApplicable = code === 2 && cases?.length === 0;
    run.broken = timedOut || cases === undefined || (code !== 0 && !run.notApplicable && !cases.some((c) => c.failed));
    result.runs.push(run);
    for (const testCase of cases ?? []) {
      const entry = result.cases.get(testCase.operation) ?? { failed: false, problems: [] };
      entry.failed ||= testCase.failed;
      entry.problems.push(...testCase.problems.map((problem) => ({ ...problem, phase: phase.name })));
      result.cases.set(testCase.operation, entry);
    }
  }
  return result;
}

// Interrupted (Ctrl-C, a CI timeout): exit through the `exit` handlers, which kill the server.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

const { passed, failed } = await main().catch((err) => {
  console.error(`✗ ${err.stack ?? err}`);
  return { passed: 0, failed: 1 };
});
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
