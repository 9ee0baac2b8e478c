import type { SessionSection, SessionView, SimulationState } from '@app/domain';

/** What the exam screen of a simulation shows now. */
export type ExamView =
  /** Every section is closed: the results are on their way. */
  | { kind: 'done' }
  | { kind: 'break'; section: number }
  | { kind: 'intro'; section: number }
  /** `index` is the item's place in the whole test (0 = the first). */
  | { kind: 'item'; section: number; index: number }
  | { kind: 'review'; section: number };

type Sectioned = Pick<SessionView, 'questionIds'> & {
  sections: readonly SessionSection[];
  simulation: SimulationState;
};

const inSection = (section: SessionSection, index: number) =>
  index >= section.start && index < section.start + section.count;

/** The first unanswered item of a section (its first item when all are answered). */
export function firstUnanswered(
  session: Pick<SessionView, 'questionIds'>,
  section: SessionSection,
  answers: Record<string, string>,
): number {
  for (let i = section.start; i < section.start + section.count; i++) {
    if (!answers[String(session.questionIds[i])]) return i;
  }
  return section.start;
}

/**
 * Where the student is, from the server's state of the simulation and the item kept in the
 * address (`q`, the item's number in the test): a reload comes back to the same place. The
 * server decides the section (and, where the exam goes forward only, the item); the address
 * picks the item within a free section. A timed section is introduced until the server has
 * started its clock; another one until the student is already in it (the address points into
 * it, or some of it is answered).
 */
export function examView(
  session: Sectioned,
  answers: Record<string, string>,
  q: number | undefined,
  reviewing: boolean,
): ExamView {
  const { sections, simulation } = session;
  const index = simulation.sectionIndex;
  const section = sections[index];
  if (!section) return { kind: 'done' };
  if (simulation.onBreak) return { kind: 'break', section: index };
  // The server holds the section on its intro until the student starts it (its clock waits).
  if (simulation.introEndsAt !== null) return { kind: 'intro', section: index };
  const here = q !== undefined && inSection(section, q - 1);
  const started =
    here ||
    simulation.position > 0 ||
    session.questionIds
      .slice(section.start, section.start + section.count)
      .some((id) => answers[String(id)]);
  if (!started) return { kind: 'intro', section: index };
  if (section.navigation === 'forward-only') {
    return { kind: 'item', section: index, index: section.start + simulation.position };
  }
  if (reviewing) return { kind: 'review', section: index };
  const item = here ? (q as number) - 1 : firstUnanswered(session, section, answers);
  return { kind: 'item', section: index, index: item };
}
