import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Runs in a worker thread with its own connection to the same file (WAL: it reads the last
// committed state, never blocking the writer). Statements are prepared once per SQL text.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
db.pragma('query_only = ON');
db.pragma('cache_size = -65536');
db.pragma('mmap_size = 2147418112');
const statements = new Map();
function prepare(sql) {
  let statement = statements.get(sql);
  if (statement) {
    statements.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (statements.size >= 500) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}
parentPort.on('message', (message) => {
  if (message === 'stop') { db.close(); process.exit(0); }
  const [id, sql, parameters] = message;
  try {
    parentPort.postMessage([id, prepare(sql).all(parameters)]);
  } catch (error) {
    parentPort.postMessage([id, null, { message: String(error.message), code: error.code }]);
  }
});
`;

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/** What the reader answers when it cannot (stopped, or its thread died): read on the main connection. */
export class ReaderUnavailable extends Error {}

/**
 * A second SQLite connection in a worker thread for plain reads (SELECT statements outside a
 * transaction). better-sqlite3 answers synchronously, so on the api's one connection every
 * read held the event loop; here reads run beside it on the machine's other core while the
 * main thread parses requests, writes and renders. Reads see what was committed before they
 * were sent (a request reads its own committed writes); reads inside a transaction stay on
 * the writing connection.
 */
export class SqliteReader {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  #alive = true;
  #stopping = false;

  constructor(path: string, onError: (message: string) => void) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.#worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, driver } });
    this.#worker.unref();
    this.#worker.on('message', ([id, rows, error]: [number, unknown[] | null, ErrorShape?]) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
      else pending.resolve(rows ?? []);
    });
    const fail = (reason: string) => {
      this.#alive = false;
      if (!this.#stopping) onError(reason);
      for (const pending of this.#pending.values()) pending.reject(new ReaderUnavailable(reason));
      this.#pending.clear();
    };
    this.#worker.on('error', (error) => fail(`read connection failed: ${String(error)}`));
    this.#worker.on('exit', () => fail('read connection stopped'));
  }

  get available(): boolean {
    return this.#alive;
  }

  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (!this.#alive) return Promise.reject(new ReaderUnavailable('read connection stopped'));
    const id = this.#nextId++;
    // A read in flight keeps the process alive (a script awaiting it must not exit).
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage([id, sql, parameters]);
    });
  }

  async stop(): Promise<void> {
    if (!this.#alive) return;
    this.#stopping = true;
    // Held until the thread has closed its connection (else a process with nothing else
    // left to do exits before it has, and before what its shutdown logs next).
    this.#worker.ref();
    this.#worker.postMessage('stop');
    await new Promise((resolve) => {
      this.#worker.once('exit', resolve);
      setTimeout(resolve, 2000).unref();
    });
  }
}

type ErrorShape = { message: string; code?: string };
