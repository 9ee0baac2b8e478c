import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the background connection folds the write-ahead log back into the database. */
const CHECKPOINT_INTERVAL_MS = 1000;

// Runs in a worker thread with its own connection. PASSIVE never waits for (or blocks) the
// api's reads and writes; it copies what it can and the rest waits for the next round.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'stop') { clearInterval(timer); db.close(); process.exit(0); }
});
`;

/**
 * SQLite checkpoints its write-ahead log on the connection that happens to commit when the
 * log passes 1000 pages: with better-sqlite3 that is the api's one thread, stalled for tens
 * of milliseconds while every request waits. This checkpoints from a worker thread instead,
 * leaving the api's connection a far larger automatic threshold as a safety net.
 */
export function startWalCheckpointer(path: string, onError: (message: string) => void) {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { path, driver, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.on('message', (message: string) => onError(message));
  worker.on('error', (error) => onError(String(error)));
  worker.unref();
  return {
    async stop() {
      // Held until the thread has closed its connection (see SqliteReader.stop).
      worker.ref();
      worker.postMessage('stop');
      await new Promise((resolve) => {
        worker.once('exit', resolve);
        setTimeout(resolve, 2000).unref();
      });
    },
  };
}
