/**
 * The journeys run in lanes at once (decisions 0041, 0048), each lane on its own production
 * stack, one file at a time within a lane. A stack's shared content (blog posts, CMS content,
 * the question bank) is only ever changed by the journeys of its own lane, one after another,
 * so any split of the files is safe; the split only balances the lanes' time.
 *
 * Balanced by the files' times in a clean-clone CI run on a 2-core machine (2026-11-29): a
 * single journey mostly waits (about half a core: renders, animations, the chat's delays), so
 * three lanes use the two cores better than two. The last lane takes every file not named
 * here, so a new journey always runs somewhere.
 */
export const NAMED_LANES: Record<string, readonly string[]> = {
  'e2e-a': ['exam-day.e2e.ts', 'visitor-fixes.e2e.ts', 'admin.e2e.ts', 'blog.e2e.ts'],
  'e2e-b': [
    'readiness-loop.e2e.ts',
    'walk-fixes.e2e.ts',
    'readiness.e2e.ts',
    'public-pages.e2e.ts',
    'item-types.e2e.ts',
    'service-stop.e2e.ts',
  ],
};

/** The lane of every journey file not named above. */
export const REST_LANE = 'e2e-c';

/** Every lane's name (a vitest project each; scripts/e2e.mjs runs them side by side). */
export const LANE_NAMES: readonly string[] = [...Object.keys(NAMED_LANES), REST_LANE];
