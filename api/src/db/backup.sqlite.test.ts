import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupSqlite } from './backup';

/*
 * `pnpm backup` copies a live SQLite database. Here a second thread writes as the api does
 * (WAL mode, one committed row at a time, each acknowledged only after its commit) while
 * backups are taken; each copy, opened as a restored database, must hold every write
 * acknowledged before its backup began, and be a consistent snapshot (no gaps).
 */

const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
const source = join(dir, 'live.db');
const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

// The writer thread: inserts rows 1, 2, 3… and posts each id after its commit.
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const insert = db.prepare('INSERT INTO acks (id, payload) VALUES (?, ?)');
let stop = false;
parentPort.on('message', (m) => { if (m === 'stop') stop = true; });
let id = workerData.first;
function tick() {
  if (stop) { db.close(); parentPort.postMessage({ done: true }); return; }
  for (let i = 0; i < 5; i++) { insert.run(id, 'x'.repeat(200)); parentPort.postMessage({ acked: id }); id++; }
  setImmediate(tick);
}
tick();
`;

let acked = 0;
let worker: Worker;

beforeAll(async () => {
  const db = new SqliteDatabase(source);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE acks (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
  // A database of some size (~10 MB), so that each copy takes long enough to be written into.
  const insert = db.prepare('INSERT INTO acks (id, payload) VALUES (?, ?)');
  db.transaction(() => {
    for (let id = 1; id <= 40_000; id++) insert.run(id, 'y'.repeat(200));
  })();
  db.close();
  acked = 40_000;
  worker = new Worker(WRITER, {
    eval: true,
    workerData: { driver: betterSqlite, path: source, first: 40_001 },
  });
  worker.on('message', (m: { acked?: number }) => {
    if (m.acked) acked = m.acked;
  });
  // The writer is running before the first backup.
  await new Promise<void>((resolve) => {
    const check = () => (acked > 40_100 ? resolve() : setTimeout(check, 5));
    check();
  });
});

afterAll(async () => {
  if (worker) {
    const done = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]);
    await worker.terminate();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Lets the writer's messages in, so `acked` is what the writer has really committed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a backup of a live SQLite database', () => {
  it('holds every write acknowledged before it began, as one consistent snapshot', async () => {
    let writtenDuring = 0;
    for (let round = 1; round <= 3; round++) {
      await settle();
      const before = acked;
      const target = join(dir, `copy-${round}.db`);
      const result = backupSqlite(source, target);
      await settle();
      const after = acked;
      expect(result.bytes).toBeGreaterThan(5_000_000);

      // Restored: opened as the database a node would start from.
      const restored = new SqliteDatabase(target, { readonly: true });
      const { count, max } = restored
        .prepare('SELECT count(*) AS count, max(id) AS max FROM acks')
        .get() as { count: number; max: number };
      restored.close();
      expect(max).toBeGreaterThanOrEqual(before);
      expect(max).toBeLessThanOrEqual(after + 5);
      expect(count).toBe(max);
      writtenDuring += after - before;
    }
    // The copies were taken while the writer kept committing.
    expect(writtenDuring).toBeGreaterThan(0);
  });

  it('refuses to overwrite an existing file, and says when there is no database', () => {
    const taken = join(dir, 'taken.db');
    writeFileSync(taken, 'not a backup');
    expect(() => backupSqlite(source, taken)).toThrow(BackupError);
    expect(() => backupSqlite(join(dir, 'missing.db'), join(dir, 'x.db'))).toThrow(
      /No database at/,
    );
  });
});
