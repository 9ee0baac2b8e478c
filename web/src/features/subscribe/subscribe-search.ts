/*
 * /subscribe's search params. Kept alone and free of imports: the route's `validateSearch`
 * ships in the entry chunk, which the landing page's first load carries.
 */

/** Search params of /subscribe: `?exam=<examTypeId>` preselects that exam's card. */
export type SubscribeSearch = { exam?: number };

/**
 * The route's `validateSearch`: a positive whole exam id (number or digits), else undefined.
 * The key is always returned: the router merges the result over the raw search.
 */
export function validateSubscribeSearch(raw: Record<string, unknown>): SubscribeSearch {
  const value = raw.exam;
  const exam =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,9}$/.test(value.trim())
        ? Number(value.trim())
        : Number.NaN;
  return { exam: Number.isInteger(exam) && exam > 0 ? exam : undefined };
}
