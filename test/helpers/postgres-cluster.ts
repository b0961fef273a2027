import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/postgres-test-cluster.sh');
const run = promisify(execFile);

export interface PostgresCluster {
  databaseUrl: string;
  port: number;
  /** `pg_ctl stop -m fast`: resolves once the server has exited; the data stays. */
  pause(): Promise<void>;
  /** Starts the server again on the same port. */
  resume(): Promise<void>;
  /** Stops the server and deletes the cluster. */
  remove(): Promise<void>;
}

/**
 * A throw-away cluster of the test's own (scripts/postgres-test-cluster.sh), for tests that stop
 * and start PostgreSQL: the suite's shared DATABASE_URL cluster serves other files meanwhile.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const { stdout } = await run('bash', [script, 'start'], { timeout: 120_000 });
  const databaseUrl = /DATABASE_URL=(\S+)/.exec(stdout)?.[1];
  const dir = /PG_TEST_DIR=(\S+)/.exec(stdout)?.[1];
  if (!databaseUrl || !dir) throw new Error(`postgres-test-cluster.sh start printed no cluster: ${stdout}`);
  const control = async (command: string) => {
    await run('bash', [script, command, dir], { timeout: 90_000 });
  };
  return {
    databaseUrl,
    port: Number(new URL(databaseUrl).port),
    pause: () => control('pause'),
    resume: () => control('resume'),
    remove: () => control('stop'),
  };
}
