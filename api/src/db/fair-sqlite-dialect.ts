import {
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

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

class FairSqliteDriver extends SqliteDriver {
  readonly #lock = new FifoLock();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock();
    // Kysely's own mutex is never contended now: only the holder of the fair lock gets here.
    try {
      return await super.acquireConnection();
    } catch (error) {
      this.#lock.unlock();
      throw error;
    }
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#lock.unlock();
  }
}

/** Kysely's SQLite dialect with a first-come, first-served connection (see FifoLock). */
export class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#config);
  }
}
