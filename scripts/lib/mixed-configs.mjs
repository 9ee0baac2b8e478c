// `pnpm bench`'s mixed student workload on three set-ups, side by side (issue 14): one node
// on SQLite, one node on PostgreSQL, two nodes on one PostgreSQL (both stores). Each set-up
// gets fresh databases and its own students, and is stopped before the next starts.

import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { apiMemoryMiB, createStudents, runMixed } from './mixed-bench.mjs';
import { at } from './paths.mjs';
import { waitForHttp } from './run.mjs';

const requireFromApi = createRequire(at('api/package.json'));
const ADMIN_PG = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY_MS = 86_400_000;

function spawnNode(args, env) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  return { child, exited, stop };
}

/** Premium access to ATI TEAS 7 for these accounts, written as a payment would leave it. */
async function grantSqlite(path, emails) {
  const Database = requireFromApi('better-sqlite3');
  const db = new Database(path);
  db.pragma('busy_timeout = 5000');
  const now = Date.now();
  const find = db.prepare('select id from users where email = ?');
  const insert = db.prepare(
    `insert into subscriptions (id, user_id, exam_type_id, status, starts_at, expires_at,
      created_at, updated_at) values (?, ?, 1, 'active', ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const email of emails) {
      const { id } = find.get(email);
      const at = new Date(now).toISOString();
      insert.run(randomUUID(), id, at, new Date(now + 10 * DAY_MS).toISOString(), at, at);
    }
  })();
  db.close();
}

async function grantPostgres(url, emails) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const at = new Date().toISOString();
  const until = new Date(Date.now() + 10 * DAY_MS).toISOString();
  await client.query(
    `insert into subscriptions (id, user_id, exam_type_id, status, starts_at, expires_at,
      created_at, updated_at)
     select gen_random_uuid()::text, id, 1, 'active', $2, $3, $2, $2 from users
     where email = any($1)`,
    [emails, at, until],
  );
  await client.end();
}

async function pgAvailable() {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: ADMIN_PG, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function pgDatabases(names, action) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: ADMIN_PG });
  await client.connect();
  for (const name of names) {
    if (action === 'create') await client.query(`create database ${name}`);
    else await client.query(`drop database if exists ${name} with (force)`);
  }
  await client.end();
}

const pgUrl = (name) => {
  const url = new URL(ADMIN_PG);
  url.pathname = `/${name}`;
  return url.toString();
};

/** One set-up: its stack (and a second api node), students, the run, memory; then stopped. */
async function runSetup({ label, nodes: nodeCount, store, dir, freePort, students, seconds }) {
  const port = await freePort();
  const cmsPort = await freePort();
  const varDir = join(dir, `mixed-${label.replace(/\W+/g, '-')}`);
  mkdirSync(varDir, { recursive: true });
  const suffix = randomBytes(4).toString('hex');
  const names = [`bench_app_${suffix}`, `bench_cms_${suffix}`];
  const env = {
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    VAR_DIR: varDir,
    CMS_MEDIA_DIR: join(varDir, 'media'),
    SKIP_BUILD: '1',
    LOG_REQUESTS: 'false',
    // The nodes stand behind a load balancer: one public origin, and each student's own
    // address counts.
    PUBLIC_URL: `http://localhost:${port}`,
    TRUST_PROXY: '1',
    ...(store === 'sqlite'
      ? { SQLITE_PATH: join(varDir, 'app.db'), CMS_SQLITE_PATH: join(varDir, 'cms.db') }
      : { DATABASE_URL: pgUrl(names[0]), CMS_DATABASE_URL: pgUrl(names[1]) }),
  };
  if (store === 'postgres') await pgDatabases(names, 'create');
  const running = [spawnNode([at('scripts/start.mjs')], env)];
  try {
    const urls = [`http://127.0.0.1:${port}`];
    await waitForHttp(`${urls[0]}/readyz`, { timeoutMs: 180_000, ok: (s) => s === 200 });
    const ports = [port];
    if (nodeCount === 2) {
      // A second api process on the same databases, with the first one's secrets.
      const secrets = JSON.parse(readFileSync(join(varDir, 'local-secrets.json'), 'utf8'));
      const second = await freePort();
      running.push(
        spawnNode([...API_NODE_FLAGS, at('api/dist/server.mjs')], {
          ...env,
          ...secrets,
          NODE_ENV: 'production',
          LOCAL_CHECKOUT: 'on',
          PORT: String(second),
          CMS_INTERNAL_URL: `http://127.0.0.1:${cmsPort}`,
        }),
      );
      urls.push(`http://127.0.0.1:${second}`);
      ports.push(second);
      await waitForHttp(`${urls[1]}/readyz`, { timeoutMs: 120_000, ok: (s) => s === 200 });
    }
    const origin = `http://localhost:${port}`;
    const emails = await createStudents({
      nodes: urls,
      origin,
      students,
      tag: suffix,
      grant: (list) =>
        store === 'sqlite'
          ? grantSqlite(env.SQLITE_PATH, list)
          : grantPostgres(env.DATABASE_URL, list),
    });
    const result = await runMixed({ nodes: urls, origin, emails, seconds });
    return { label, nodes: nodeCount, ...result, memory: apiMemoryMiB(ports) };
  } finally {
    for (const node of running.reverse()) await node.stop();
    if (store === 'postgres') await pgDatabases(names, 'drop').catch(() => {});
  }
}

/** Runs the three set-ups and prints the table; true when every run had no error. */
export async function benchMixedAll({ dir, freePort }) {
  const students = Number(process.env.BENCH_STUDENTS ?? 200);
  const seconds = Number(process.env.BENCH_MIXED_S ?? 20);
  const setups = [{ label: 'SQLite', nodes: 1, store: 'sqlite' }];
  if (await pgAvailable()) {
    setups.push({ label: 'PostgreSQL', nodes: 1, store: 'postgres' });
    setups.push({ label: 'PostgreSQL', nodes: 2, store: 'postgres' });
  } else {
    console.log(`[bench] no PostgreSQL at ${ADMIN_PG}: the PostgreSQL set-ups are skipped`);
  }
  const rows = [];
  for (const setup of setups) {
    rows.push(await runSetup({ ...setup, dir, freePort, students, seconds }));
  }
  console.log('');
  console.log(
    `mixed workload: ${students} students at once, each signing in, reading the dashboard, starting a 20-question test, answering it question by question and submitting; ${seconds} s per set-up (p50/p99 of every request but the sign-ins, which hash the password on purpose and are shown apart)`,
  );
  console.log(
    `${'store'.padEnd(12)}${'nodes'.padStart(6)}${'req/s'.padStart(9)}${'tests/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'sign-in p50/p99'.padStart(17)}${'errors'.padStart(8)}   api memory after (MiB)`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(12)}${String(r.nodes).padStart(6)}${r.perSecond.toFixed(0).padStart(9)}${r.journeysPerSecond.toFixed(1).padStart(9)}${r.p50.toFixed(0).padStart(9)}${r.p99.toFixed(0).padStart(9)}${`${r.signInP50.toFixed(0)}/${r.signInP99.toFixed(0)}`.padStart(17)}${String(r.errors).padStart(8)}   ${r.memory.join(' + ')}`,
    );
    for (const line of r.firstError) console.log(`  first errors: ${line}`);
  }
  return rows.every((r) => r.errors === 0);
}
