import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { exitOnStartupFailure, productionWarning } from './startup-failure.ts';
import { superviseWorkers } from './workers.ts';

// Every failure before the server listens is one line on stderr naming the cause and the fix,
// then exit 1 (startup-failure.ts): a bad setting, a database that cannot be reached or
// refuses the login, a missing key file, DATA_DIR in use, a port in use.
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  exitOnStartupFailure(err, { logLevel: process.env.LOG_LEVEL });
}
const warning = productionWarning(config);
// Once per server: with WORKERS > 1, from the process that starts the workers.
if (warning && cluster.isPrimary) console.warn(warning);
if (config.workers > 1 && cluster.isPrimary) superviseWorkers(config);
else await serve(config);

/** One server: this process's, or one worker's when WORKERS > 1. */
async function serve(config: Config): Promise<void> {
  const context = { databaseUrl: config.databaseUrl, host: config.host, port: config.port, logLevel: config.logLevel };

  const app = await buildApp(config).catch((err: unknown) => exitOnStartupFailure(err, context));

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database (onClose).
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Running jobs get their grace period first (preClose), then requests get 10 s to drain.
      const deadlineMs = config.jobs.shutdownGraceMs + 10_000;
      const forced = setTimeout(() => {
        app.log.error(`shutdown did not finish within ${deadlineMs / 1000} s; exiting`);
        process.exit(1);
      }, deadlineMs);
      forced.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await app.close().catch(() => {});
    exitOnStartupFailure(err, context);
  }
}
