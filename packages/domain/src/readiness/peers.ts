/**
 * Peers (issue 26, decision 0039): where a student's expected percent stands among the other
 * students of the same exam (and the same test) who have an estimate, shown once at least
 * MIN_PEERS_FOR_PERCENTILE students (the student included) have one.
 */

/** Students with an estimate, the student included, before a percentile is shown. */
export const MIN_PEERS_FOR_PERCENTILE = 30;

export type PeerStanding =
  | { kind: 'percentile'; percentile: number; students: number }
  | { kind: 'hidden'; students: number; needed: number };

/**
 * From the other students' counts: how many have an estimate, how many of them are below the
 * student, and how many level with them (counted as half below, the mid-rank percentile).
 */
export function peerStanding(others: { total: number; below: number; ties: number }): PeerStanding {
  const students = others.total + 1;
  if (students < MIN_PEERS_FOR_PERCENTILE) {
    return { kind: 'hidden', students, needed: MIN_PEERS_FOR_PERCENTILE - students };
  }
  const percentile = Math.round((100 * (others.below + others.ties / 2)) / others.total);
  return { kind: 'percentile', percentile: Math.min(99, Math.max(1, percentile)), students };
}
