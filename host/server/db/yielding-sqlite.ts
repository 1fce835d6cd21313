import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import { TransactionalSqliteDialect } from './transactional-sqlite-dialect.js';

// better-sqlite3 answers synchronously, so a handler running many queries in a row resolves one promise after another
// without ever returning to the event loop: every other request (even /health) waits until it ends (issue 12 item 1).
// This dialect lets the event loop turn before a query once the running stretch has held it for SLICE_MS.

/** Longest stretch of back-to-back queries before the event loop gets a turn. */
export const SLICE_MS = 4;

let sliceStart = performance.now();

async function yieldIfDue(): Promise<void> {
  if (performance.now() - sliceStart < SLICE_MS) return;
  await nextTurn();
  sliceStart = performance.now();
}

class YieldingConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    await yieldIfDue();
    return this.inner.executeQuery<R>(compiledQuery);
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class YieldingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, YieldingConnection>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrapped.get(connection);
    if (!wrapper) {
      wrapper = new YieldingConnection(connection);
      this.wrapped.set(connection, wrapper);
    }
    return wrapper;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's SQLite dialect (migrations in one transaction), returning to the event loop between queries at least every SLICE_MS. */
export class YieldingSqliteDialect extends TransactionalSqliteDialect {
  override createDriver(): Driver {
    return new YieldingDriver(super.createDriver());
  }
}
