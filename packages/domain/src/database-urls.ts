/**
 * Whether two postgres:// URLs name the same database (host, port and database name; user,
 * password and options aside). The app and the CMS each keep a `users` table, so they need
 * two databases.
 */
export function sameDatabase(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  try {
    const x = new URL(a);
    const y = new URL(b);
    const port = (u: URL) => u.port || '5432';
    const name = (u: URL) => decodeURIComponent(u.pathname.replace(/^\//, '')) || u.username;
    return x.hostname === y.hostname && port(x) === port(y) && name(x) === name(y);
  } catch {
    return false;
  }
}

export const SHARED_DATABASE_MESSAGE =
  'DATABASE_URL and CMS_DATABASE_URL name the same PostgreSQL database. The app and the CMS ' +
  'each keep their own tables (both have a `users` table), so give them two databases, e.g. ' +
  '`createdb examprep` and `createdb examprep_cms` (README, "Running on PostgreSQL").';
