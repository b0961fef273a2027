import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (err) {
  // Another process on this DATA_DIR: one line naming it, not a stack trace.
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

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
  app.log.error({ err }, 'cannot listen');
  await app.close();
  process.exit(1);
}
