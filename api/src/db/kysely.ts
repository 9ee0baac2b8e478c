import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { FairSqliteDialect } from './fair-sqlite-dialect';
import type { Database } from './schema';
import { SqliteReader } from './sqlite-reader';
import { startWalCheckpointer } from './wal-checkpointer';

export type Db = Kysely<Database>;
export type DatabaseTarget = Config['database'] & { searchPath?: string };

/** Opens the app database: SQLite file by default, PostgreSQL for a postgres:// URL. */
export function createDb(
  target: DatabaseTarget,
  options: {
    backgroundCheckpoints?: boolean;
    /** Plain reads on a second connection in a worker thread (SQLite files; default on). */
    readConnection?: boolean;
    onError?: (message: string) => void;
  } = {},
): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      ...(target.searchPath ? { options: `-c search_path=${target.searchPath}` } : {}),
    });
    // An idle connection the server closes (a restart, an administrator, a dropped database)
    // is reported here; without a listener the pool's 'error' event would end the process.
    // The pool discards that connection and opens a new one for the next query.
    pool.on('error', (error) => {
      options.onError?.(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(dirname(target.path), { recursive: true });
  const sqlite = new SqliteDatabase(target.path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  // A 64 MiB page cache and memory-mapped reads: the practice tables grow by millions of rows
  // and their indexes are read at random (SQLite's default cache is 2 MiB). The map covers up
  // to SQLite's limit (2 GiB; address space, not memory): pages past a 256 MiB map were read
  // with a system call each (the bench's 2.8 GB database: ~93 → ~105 tests/s).
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 2147418112');
  // The server checkpoints from a worker thread (see wal-checkpointer.ts); its own
  // connection keeps a high threshold only as a safety net.
  const checkpointer = options.backgroundCheckpoints
    ? startWalCheckpointer(target.path, options.onError ?? (() => {}))
    : null;
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 20000');
  // Plain reads on a second connection in a worker thread (see sqlite-reader.ts); a database
  // in memory has no second connection.
  const reader =
    options.readConnection !== false && target.path !== ':memory:' && target.path !== ''
      ? new SqliteReader(target.path, options.onError ?? (() => {}))
      : null;
  return new Kysely<Database>({
    dialect: new FairSqliteDialect(
      withStatementCache(sqlite, async () => {
        await checkpointer?.stop();
      }),
      reader,
    ),
  });
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query again; preparing is a tenth of the practice engine's CPU time.
 * The same SQL text gets the same prepared statement (better-sqlite3 statements are reusable;
 * Kysely runs one query at a time on this connection), least recently used dropped first.
 */
function withStatementCache(sqlite: SqliteDatabase.Database, beforeClose: () => Promise<void>) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: async () => {
      await beforeClose();
      sqlite.close();
    },
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
