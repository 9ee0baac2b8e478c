// `pnpm backup [folder]`: consistent online copies of the SQLite databases (the api's and the
// CMS's) while the product keeps running. PostgreSQL is backed up with pg_dump (README).
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { BackupError, backupSqlite } from './db/backup';

function stamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

function main(): number {
  const config = loadConfig();
  const folder = resolve(
    process.argv[2] ?? join(config.repoRoot, 'var', 'backups', stamp(new Date())),
  );
  const copies: [string, string][] = [];
  if (config.database.kind === 'sqlite') copies.push([config.database.path, 'app.db']);
  if (!config.cms.databaseUrl) copies.push([config.cms.sqlitePath, 'cms.db']);
  if (copies.length === 0) {
    console.error(
      'Both databases are on PostgreSQL: back them up with pg_dump (see "Backups" in the README).',
    );
    return 2;
  }
  for (const [source, name] of copies) {
    const result = backupSqlite(source, join(folder, name));
    const mb = (result.bytes / 1e6).toFixed(1);
    console.log(`[backup] ${source} -> ${result.target} (${mb} MB, ${result.ms} ms)`);
  }
  if (config.database.kind === 'postgres' || config.cms.databaseUrl) {
    console.log('[backup] a database on PostgreSQL is not in this folder: use pg_dump for it.');
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`[backup] ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
