// `npm run gatekeep -- <command>`: the operator's command line, over the same domain code the
// API runs, so what it does is validated and audited the same way (as the actor `system`).
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Schemas } from './api-types.ts';
import { AppError } from './errors.ts';
import type { CheckpointKeyJwk, SignedCheckpoint } from './protocols/transparency/checkpoint.ts';
import { verifyAuditExportFile } from './protocols/transparency/verify-export-file.ts';

// The server (app, config, domain) is imported by the commands that open it, not up here:
// `audit verify` runs anywhere with nothing but its files, and so starts in a fraction of a
// second instead of loading the whole server first.

const USAGE = `usage: npm run gatekeep -- <command>

commands:
  migrate                                     apply the database migrations, then exit
  create-service-account --name <name> --permissions <p1,p2,…>
                                              create a platform service account and print it
                                              with its key (shown this once), as JSON
  audit verify <export.ndjson> [--checkpoint <file>]… [--keys <file>]
                                              check an audit export offline: leaf hashes, seq,
                                              and the root against each signed checkpoint
                                              (a checkpoint, an array, or listAuditCheckpoints'
                                              answer; keys: /v1/audit/checkpoint-keys' body);
                                              exit status 0 only when everything holds
  audit rotate-checkpoint-key                 retire the key that signs audit checkpoints (it
                                              stays published) and sign with a new one

Settings come from the environment, as for npm start (DATABASE_URL, DATA_DIR, ENCRYPTION_KEYS…).
On the embedded database, stop the server first: one process per database (a command refuses
while a server holds DATA_DIR).`;

class UsageError extends Error {}

/**
 * The server's settings (a maintenance command's need no ISSUER); its log goes to stderr,
 * quieter by default, so stdout carries only the result.
 */
async function openApp(command: string, settings: 'serving' | 'maintenance' = 'serving') {
  const [{ buildApp }, { loadConfig, loadMaintenanceConfig }] = await Promise.all([import('./app.ts'), import('./config.ts')]);
  const load = settings === 'maintenance' ? loadMaintenanceConfig : loadConfig;
  return buildApp(load({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }), {
    logStream: process.stderr,
    holder: { role: 'command', command: `npm run gatekeep -- ${command}` },
  });
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'migrate') {
    if (rest.length > 0) throw new UsageError('migrate takes no options');
    // Building the app applies the migrations (and refuses secrets it cannot decrypt), exactly as
    // a start does; it issues no token, so ISSUER is not demanded.
    const app = await openApp(command, 'maintenance');
    await app.close();
    console.error('migrations: up to date');
    return;
  }
  if (command === 'create-service-account') {
    const { values } = parseArgs({ args: rest, options: { name: { type: 'string' }, permissions: { type: 'string' } }, strict: true });
    const name = values.name?.trim();
    if (!name || name.length > 100) throw new UsageError('--name is required (1 to 100 characters)');
    const permissions = (values.permissions ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    // The platform permissions, as openapi.yaml's PlatformPermission lists them.
    const known: string[] = (await import('./http/operations.ts')).loadSpec().document.components.schemas.PlatformPermission.enum;
    const unknown = permissions.filter((p) => !known.includes(p));
    if (unknown.length > 0) throw new UsageError(`unknown permission ${unknown.join(', ')}; choose from ${known.join(', ')}`);
    const [{ createServiceAccount }, { SYSTEM_META }] = await Promise.all([
      import('./domain/platform/service-accounts.ts'),
      import('./domain/audit/record-audit-event.ts'),
    ]);
    const app = await openApp(command);
    try {
      const created = await createServiceAccount(app.services, SYSTEM_META, {
        name,
        permissions: [...new Set(permissions)] as Schemas['PlatformPermission'][],
      });
      console.log(JSON.stringify(created, null, 2));
      console.error('The key (secret) is shown this once: keep it now.');
    } finally {
      await app.close();
    }
    return;
  }
  if (command === 'audit') {
    const [subcommand, ...args] = rest;
    if (subcommand === 'verify') {
      process.exitCode = await verifyExportFile(args);
      return;
    }
    if (subcommand !== 'rotate-checkpoint-key') throw new UsageError('audit takes a subcommand: verify or rotate-checkpoint-key');
    if (args.length > 0) throw new UsageError('audit rotate-checkpoint-key takes no options');
    const [{ rotateCheckpointKey }, { SYSTEM_META }] = await Promise.all([
      import('./domain/audit/checkpoints.ts'),
      import('./domain/audit/record-audit-event.ts'),
    ]);
    const app = await openApp(`${command} ${subcommand}`, 'maintenance');
    try {
      const { retired, active } = await rotateCheckpointKey(app.services, SYSTEM_META);
      console.log(JSON.stringify({ retiredKeyId: retired, activeKeyId: active }, null, 2));
    } finally {
      await app.close();
    }
    return;
  }
  throw new UsageError(command ? `unknown command ${command}` : 'no command given');
}

/** A JSON file the user named, or a usage error naming it. */
function readJsonFile(file: string, option: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`${option} ${file}: ${err instanceof SyntaxError ? 'not JSON' : (err as Error).message}`);
  }
}

/** One checkpoint, an array of them, or a whole listAuditCheckpoints answer. */
function checkpointsIn(value: unknown): SignedCheckpoint[] {
  if (Array.isArray(value)) return value as SignedCheckpoint[];
  const items = (value as { data?: { items?: unknown } })?.data?.items;
  return Array.isArray(items) ? (items as SignedCheckpoint[]) : [value as SignedCheckpoint];
}

/**
 * `audit verify <export.ndjson> [--checkpoint <file>]… [--keys <file>]`: offline, with nothing
 * but the files. Prints what held, or the first thing that did not; 0 only when all held.
 */
async function verifyExportFile(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { checkpoint: { type: 'string', multiple: true }, keys: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new UsageError('audit verify takes one export file (NDJSON)');
  const file = positionals[0]!;
  if (!existsSync(file)) throw new UsageError(`${file}: no such file`);
  const checkpoints = (values.checkpoint ?? []).flatMap((path) => checkpointsIn(readJsonFile(path, '--checkpoint')));
  const keys = values.keys ? (readJsonFile(values.keys, '--keys') as { keys?: CheckpointKeyJwk[] }).keys : undefined;
  if (values.keys && !Array.isArray(keys))
    throw new UsageError(`--keys ${values.keys}: not the body of /v1/audit/checkpoint-keys ({"keys": [...]})`);
  const verified = await verifyAuditExportFile(file, { checkpoints, keys });
  const summary = `${verified.events} events (${verified.erased} with personal data erased), root ${verified.rootHash}`;
  if (verified.ok) {
    const held =
      verified.checkpoints.length > 0 ? `; signed checkpoints held at ${verified.checkpoints.join(', ')}` : '; no checkpoint given';
    console.log(`verified: ${summary}${held}`);
    return 0;
  }
  const { line, seq, eventId, reason } = verified.failure!;
  const where = [line !== null ? `line ${line}` : null, seq !== null ? `seq ${seq}` : null, eventId].filter(Boolean).join(', ');
  console.log(`NOT VERIFIED${where ? ` at ${where}` : ''}: ${reason}`);
  console.log(`read before it: ${summary}`);
  return 1;
}

try {
  await run(process.argv.slice(2));
} catch (err) {
  if (err instanceof UsageError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) {
    console.error(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (err instanceof AppError) {
    console.error(err.message);
    process.exit(1);
  }
  // A setting, database or DATA_DIR problem: one line naming it and the fix.
  const { exitOnStartupFailure } = await import('./startup-failure.ts');
  exitOnStartupFailure(err, { databaseUrl: process.env.DATABASE_URL, logLevel: process.env.LOG_LEVEL });
}
