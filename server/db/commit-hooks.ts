import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * Statements whose effect outside the database must follow their commit, each with what to do
 * then. Keyed by the compiled statement itself: Kysely hands that very object to the connection
 * that runs it, which is the only place that knows which transaction it belongs to.
 */
const hooks = new WeakMap<CompiledQuery, () => void>();

/**
 * `query`, marked so that `then` runs once the transaction that executes it has committed, before
 * `transaction().execute()` resolves (so before any answer that follows it); at once when it ran
 * outside a transaction; also when COMMIT itself failed, since it may have committed all the same;
 * never when the transaction rolled back.
 */
export function onCommitOf<Row>(query: CompiledQuery<Row>, then: () => void): CompiledQuery<Row> {
  hooks.set(query, then);
  return query;
}

/** `dialect` with commit hooks run by its driver (see onCommitOf). */
export function runningCommitHooks(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CommitHookDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

class HookedConnection implements DatabaseConnection {
  /** The hooks of the open transaction's statements; null outside a transaction. */
  pending: Array<() => void> | null = null;

  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.inner.executeQuery<Row>(query);
    const hook = hooks.get(query);
    if (hook) {
      if (this.pending) this.pending.push(hook);
      else hook();
    }
    return result;
  }

  streamQuery<Row>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<Row>> {
    return this.inner.streamQuery<Row>(query, chunkSize);
  }
}

class CommitHookDriver implements Driver {
  constructor(private readonly inner: Driver) {
    // Savepoints only where the dialect has them, as Kysely itself checks for them.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = (c, name, compile) => savepoint.call(inner, unwrap(c), name, compile);
    if (rollbackToSavepoint) this.rollbackToSavepoint = (c, name, compile) => rollbackToSavepoint.call(inner, unwrap(c), name, compile);
    if (releaseSavepoint) this.releaseSavepoint = (c, name, compile) => releaseSavepoint.call(inner, unwrap(c), name, compile);
  }

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new HookedConnection(await this.inner.acquireConnection());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(unwrap(connection), settings);
    (connection as HookedConnection).pending = [];
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const hooked = connection as HookedConnection;
    const hooksOfTransaction = hooked.pending ?? [];
    hooked.pending = null;
    try {
      await this.inner.commitTransaction(hooked.inner);
    } finally {
      // A COMMIT that failed (a connection lost on the way) may still have committed.
      for (const hook of hooksOfTransaction) hook();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const hooked = connection as HookedConnection;
    hooked.pending = null;
    await this.inner.rollbackTransaction(hooked.inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return (connection as HookedConnection).inner;
}
