/**
 * The migrations of both dialects, imported statically so bundles (dist/setup.mjs) carry
 * them: plain node cannot import the .ts files that payload's readMigrationFiles would find.
 */
import type { Migration } from 'payload'
import { isPostgresUrl } from '../create-config'
import { migrations as postgresMigrations } from './postgres'
import { migrations as sqliteMigrations } from './sqlite'

// Each dialect types its `up(args)` with its own MigrateUpArgs; payload's Migration takes
// `unknown` args, so the arrays are widened here once (payload passes the right args).
export function migrationsFor(databaseUrl: string | undefined): Migration[] {
  const list = isPostgresUrl(databaseUrl) ? postgresMigrations : sqliteMigrations
  return list as unknown as Migration[]
}
