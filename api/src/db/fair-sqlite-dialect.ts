import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  RawNode,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely';
import { ReaderUnavailable, type SqliteReader } from './sqlite-reader';

/**
 * A lock handed over in arrival order. Kysely's own SQLite mutex wakes every waiter when it is
 * released and lets them race for it (and a request that releases and asks again at once can
 * take it back before the oldest waiter runs), so under load some requests were overtaken
 * again and again: a few test starts waited seconds while the median took 160 ms. Here the
 * lock passes straight to the oldest waiter and is never free while anyone waits.
 */
export class FifoLock {
  #held = false;
  readonly #waiting: (() => void)[] = [];
  #sliceStart = performance.now();

  /** @param sliceMs how long holders may follow one another before the event loop turns. */
  constructor(private readonly sliceMs = 10) {}

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (!next) {
      this.#held = false;
      return;
    }
    // Holders follow one another within the same turn of the event loop (SQLite answers
    // synchronously) for at most `sliceMs`; then the next one waits for the next turn, so
    // the server accepts new connections and reads requests that arrived meanwhile. Without
    // this, a busy server ran 150 ms turns and accepted one new connection per turn.
    const now = performance.now();
    if (now - this.#sliceStart < this.sliceMs) {
      next();
      return;
    }
    setImmediate(() => {
      this.#sliceStart = performance.now();
      next();
    });
  }

  get waiting(): number {
    return this.#waiting.length;
  }
}

/** What the api's SQLite connection is: better-sqlite3's database, with its statement cache. */
export type SqliteHandle = {
  prepare(sql: string): {
    reader: boolean;
    all(parameters: readonly unknown[]): unknown[];
    run(parameters: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint };
    iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
  };
  close(): Promise<void> | void;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs a compiled query on the writing connection (synchronous, as better-sqlite3 is). */
function runOnWriter(db: SqliteHandle, query: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** A plain read the second connection may answer: a SELECT (built or written as SQL). */
function isPlainRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && /^\s*select\s/i.test(query.sql);
}

/**
 * One request's use of the database. Nothing is locked to start with: a plain read outside a
 * transaction goes to the reader (in a worker thread) when there is one; a write, or anything
 * in a transaction, runs on the writing connection under the FIFO lock, held from `begin` to
 * `commit`/`rollback` (or for the one statement).
 */
class RequestConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly driver: FairSqliteDriver,
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteReader | null,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return runOnWriter(this.writer, query) as QueryResult<R>;
    if (this.reader?.available && isPlainRead(query)) {
      try {
        return { rows: (await this.reader.all(query.sql, query.parameters)) as R[] };
      } catch (error) {
        if (!(error instanceof ReaderUnavailable)) throw error;
        // The reader's thread is gone: read on the writing connection from now on.
      }
    }
    await this.driver.lock.lock();
    try {
      return runOnWriter(this.writer, query) as QueryResult<R>;
    } finally {
      this.driver.lock.unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) {
      throw new Error('Sqlite driver only supports streaming of select queries');
    }
    // Rows one at a time from the writing connection; the lock is held until the last one.
    if (!this.inTransaction) await this.driver.lock.lock();
    try {
      for (const row of this.writer.prepare(query.sql).iterate(query.parameters)) {
        yield { rows: [row as R] };
      }
    } finally {
      if (!this.inTransaction) this.driver.lock.unlock();
    }
  }
}

class FairSqliteDriver implements Driver {
  readonly lock = new FifoLock();

  constructor(
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteReader | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RequestConnection(this, this.writer, this.reader);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.lock.lock();
    try {
      runOnWriter(this.writer, CompiledQuery.raw('begin'));
    } catch (error) {
      this.lock.unlock();
      throw error;
    }
    (connection as RequestConnection).inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed commit leaves the transaction open: Kysely rolls it back next, under the lock.
    runOnWriter(this.writer, CompiledQuery.raw('commit'));
    this.#end(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      runOnWriter(this.writer, CompiledQuery.raw('rollback'));
    } finally {
      this.#end(connection);
    }
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // A transaction Kysely could not end must not stay open for the next holder, nor keep
    // the lock.
    if (!(connection as RequestConnection).inTransaction) return;
    try {
      runOnWriter(this.writer, CompiledQuery.raw('rollback'));
    } catch {
      // Already rolled back (SQLite ends a transaction itself on some errors).
    } finally {
      this.#end(connection);
    }
  }

  async destroy(): Promise<void> {
    await this.reader?.stop();
    await this.writer.close();
  }

  #end(connection: DatabaseConnection) {
    const request = connection as RequestConnection;
    if (!request.inTransaction) return;
    request.inTransaction = false;
    this.lock.unlock();
  }
}

/**
 * Kysely's SQLite dialect with a first-come, first-served writing connection (see FifoLock)
 * and, when given one, a reader answering plain reads beside it (see SqliteReader).
 */
export class FairSqliteDialect extends SqliteDialect {
  readonly #writer: SqliteHandle;
  readonly #reader: SqliteReader | null;

  constructor(writer: SqliteHandle, reader: SqliteReader | null = null) {
    super({ database: writer as never });
    this.#writer = writer;
    this.#reader = reader;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#writer, this.#reader);
  }
}
