import {
  DIFFICULTIES,
  type Difficulty,
  REQUESTABLE_MODES,
  type RequestableMode,
} from '@app/domain';

/**
 * Search params of /practice/{examTypeId}: what kind of test to start. A bare URL starts
 * (or resumes) the standard timed test; other pages link with e.g.
 * `search={{ mode: 'custom', category: 'Math' }}` ("Practice this") or `{ mode: 'review' }`.
 * Unknown or malformed values are dropped, never an error page.
 */
export type PracticeSearch = {
  mode?: RequestableMode;
  /** Custom quiz: one category title. */
  category?: string;
  difficulty?: Difficulty;
  count?: number;
  /** Simulation: one section label (e.g. one CLEP subject). */
  section?: string;
  /**
   * The item on screen, by its number in the test (1 = the first): a simulation keeps it here
   * so a reload comes back to it. Starting a test never depends on it.
   */
  q?: number;
};

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined;

export function parsePracticeSearch(search: Record<string, unknown>): PracticeSearch {
  const out: PracticeSearch = {};
  if (REQUESTABLE_MODES.includes(search.mode as RequestableMode)) {
    out.mode = search.mode as RequestableMode;
  }
  const category = text(search.category, 80);
  if (category) out.category = category;
  if (DIFFICULTIES.includes(search.difficulty as Difficulty)) {
    out.difficulty = search.difficulty as Difficulty;
  }
  const count = Number(search.count);
  if (Number.isInteger(count) && count >= 1 && count <= 100) out.count = count;
  const section = text(search.section, 120);
  if (section) out.section = section;
  const q = Number(search.q);
  if (Number.isInteger(q) && q >= 1 && q <= 1000) out.q = q;
  return out;
}
