/*
 * Where /auth sends the visitor after signing in: `/auth?redirect=/subscribe?exam=3`. Only a
 * path of this site is accepted ('/…', never '//host' or '/\host', which browsers read as
 * another origin), so the parameter cannot send anyone elsewhere.
 */

const MAX_LENGTH = 500;

/** The redirect if it is a path of this site, else undefined. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.trim();
  if (!path.startsWith('/') || path.length > MAX_LENGTH) return undefined;
  if (path.startsWith('//') || path.startsWith('/\\')) return undefined;
  // Control characters (a tab or newline inside '/\t/host') are dropped by URL parsers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is what it looks for.
  if (/[\u0000-\u001f\u007f]/.test(path)) return undefined;
  return path;
}

/** Search params of /auth. */
export type AuthSearch = { redirect?: string };

/**
 * The /auth route's `validateSearch`: keeps a safe redirect, drops anything else. The key is
 * always returned: the router merges the result over the raw search, so an omitted key would
 * let the raw (unsafe) value through.
 */
export function validateAuthSearch(raw: Record<string, unknown>): AuthSearch {
  return { redirect: safeRedirect(raw.redirect) };
}

/** The href of /auth that comes back to `path` after signing in. */
export function signInHref(path: string): string {
  return `/auth?${new URLSearchParams({ redirect: path })}`;
}
