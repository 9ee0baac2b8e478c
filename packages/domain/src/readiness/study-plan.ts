/**
 * A day-by-day study plan to the exam date (issue 26, decision 0042): pure functions, read
 * again from the student's answers each time, so it adapts to what was done. Days missed push
 * their questions onto the days left; a sub-area whose estimate improved ranks lower and gets
 * fewer questions. Dates are calendar dates (YYYY-MM-DD) in the student's own time zone.
 */
import { daysUntil, isoDateOf } from './target';

/** Questions a plan asks for on an ordinary day: about 50 minutes at the standard pace. */
export const PLAN_QUESTIONS_PER_DAY = 40;
/** The most a day asks for when missed days are caught up (the rest is said not to fit). */
export const PLAN_MAX_QUESTIONS_PER_DAY = 80;
/** A day's questions go to sub-areas in quizzes of this size (a study-next quiz's). */
export const PLAN_QUIZ_CHUNK = 10;
/** Days the plan shows and plans, ahead and behind. */
export const PLAN_MAX_DAYS = 90;

/** A sub-area as what to study next ranks it (api: readiness/estimate.ts studyCandidates). */
export type PlanArea = {
  section: string;
  category: string;
  /** Share of its form's scored items (0–1). */
  weight: number;
  /** Expected percent on the sub-area now (0–100). */
  expectedPercent: number;
  /** Posterior SD of the ability from the sub-area's answers (logits). */
  sd: number;
  /** The custom quiz of the sub-area: the section when it narrows the category, else null. */
  quizSection: string | null;
};

export type PlanInput = {
  /** The student's today. */
  today: string;
  /** The day the plan began (the first visit of the paid exam, or the current paid period). */
  startedOn: string;
  examDate: string | null;
  /** The last day of paid access; null without an end (administrators). */
  paidUntil: string | null;
  /** The target as a percent of the form; null when there is none. */
  targetPercent: number | null;
  areas: readonly PlanArea[];
  /** Questions answered per day (tests submitted that day), reviews and simulations apart. */
  doneByDay: Readonly<Record<string, number>>;
  /** Spaced-review cards falling due per day (earlier days are due today). */
  reviewsByDay: Readonly<Record<string, number>>;
  /** Days on which a full simulation was submitted. */
  simulationDays: readonly string[];
  /** The diagnostic: not taken yet, started, taken, or skipped. */
  diagnostic: 'due' | 'in-progress' | 'done' | 'skipped';
  /** Questions in the diagnostic. */
  diagnosticQuestions: number;
};

export type PlanQuiz = {
  section: string;
  category: string;
  quizSection: string | null;
  count: number;
};

export type PlanDay = {
  date: string;
  when: 'past' | 'today' | 'ahead';
  /** Questions planned (past days: none; today: what is left of today's). */
  questions: number;
  /** Questions answered that day. */
  done: number;
  quizzes: PlanQuiz[];
  /** Spaced-review cards due that day. */
  reviews: number;
  /** A full simulation is scheduled that day (or was taken that day). */
  simulation: boolean;
  diagnostic: boolean;
};

export type StudyPlan = {
  startedOn: string;
  /** The plan's last day (the day before the exam, the last paid day, or the horizon). */
  lastDay: string;
  endsBy: 'exam-date' | 'paid-access' | 'horizon';
  /** Questions the plan asks for over all its days, and those answered so far. */
  totalQuestions: number;
  doneQuestions: number;
  /** Questions left that no day had room for (under PLAN_MAX_QUESTIONS_PER_DAY). */
  unplaced: number;
  /** The day of the full simulation, and whether one was taken in the plan's second half. */
  simulation: { date: string; done: boolean };
  days: PlanDay[];
};

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return isoDateOf(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The plan's last day: before the exam, within paid access and the horizon. */
export function planLastDay(input: Pick<PlanInput, 'today' | 'examDate' | 'paidUntil'>): {
  lastDay: string;
  endsBy: StudyPlan['endsBy'];
} {
  const candidates: { lastDay: string; endsBy: StudyPlan['endsBy'] }[] = [
    { lastDay: addDays(input.today, PLAN_MAX_DAYS - 1), endsBy: 'horizon' },
  ];
  if (input.paidUntil) candidates.push({ lastDay: input.paidUntil, endsBy: 'paid-access' });
  if (input.examDate)
    candidates.push({ lastDay: addDays(input.examDate, -1), endsBy: 'exam-date' });
  return candidates.reduce((a, b) => (b.lastDay <= a.lastDay ? b : a));
}

type AreaState = PlanArea & { key: string; order: number };

/** Priority of a sub-area (study-next.ts: weight × distance × uncertainty). */
function priority(area: PlanArea, targetPercent: number | null): number {
  return area.weight * Math.max(0, (targetPercent ?? 100) - area.expectedPercent) * area.sd;
}

/**
 * A day's questions split over sub-areas, PLAN_QUIZ_CHUNK at a time, each chunk to the
 * sub-area ranked first then; the chunk's answers narrow that sub-area's uncertainty as the
 * Rasch model's information says (p(1 − p) per answer at its expected percent), so the next
 * chunk may go elsewhere. Where every sub-area is at the target, the room left to 100% ranks
 * them. `states` is updated, so the days ahead continue from it.
 */
function allocate(
  states: AreaState[],
  questions: number,
  targetPercent: number | null,
): PlanQuiz[] {
  const out = new Map<string, PlanQuiz>();
  let left = questions;
  while (left > 0 && states.length > 0) {
    const n = Math.min(PLAN_QUIZ_CHUNK, left);
    const anyGap = states.some((s) => priority(s, targetPercent) > 0);
    const mark = anyGap ? targetPercent : null;
    const best = states.reduce((a, b) => {
      const d = priority(b, mark) - priority(a, mark);
      if (d !== 0) return d > 0 ? b : a;
      if (b.expectedPercent !== a.expectedPercent)
        return b.expectedPercent < a.expectedPercent ? b : a;
      if (b.weight !== a.weight) return b.weight > a.weight ? b : a;
      return b.order < a.order ? b : a;
    });
    const p = Math.min(0.99, Math.max(0.01, best.expectedPercent / 100));
    best.sd = 1 / Math.sqrt(1 / best.sd ** 2 + n * p * (1 - p));
    const quiz = out.get(best.key);
    if (quiz) quiz.count += n;
    else {
      out.set(best.key, {
        section: best.section,
        category: best.category,
        quizSection: best.quizSection,
        count: n,
      });
    }
    left -= n;
  }
  return [...out.values()];
}

/** `total` over `days` days, the earlier days taking the remainder, each at most `cap`. */
function spread(total: number, days: number, cap: number): number[] {
  if (days <= 0) return [];
  const base = Math.floor(total / days);
  const extra = total - base * days;
  return Array.from({ length: days }, (_, i) => Math.min(cap, base + (i < extra ? 1 : 0)));
}

/**
 * The plan from `startedOn` to its last day. Over its days it asks for PLAN_QUESTIONS_PER_DAY
 * a day (one day left for the full simulation); what is still owed is spread over today and
 * the days ahead (at most PLAN_MAX_QUESTIONS_PER_DAY a day), so a missed day's questions move
 * forward. The full simulation is the day before the last (the last in a plan of one or two
 * days), or today once that day has passed without one; one taken in the plan's second half
 * counts. Today's questions are what is left after today's answers, the diagnostic first while
 * it is due. Nothing is planned after the last paid day or on the exam day.
 */
export function buildStudyPlan(input: PlanInput): StudyPlan {
  const { today, targetPercent } = input;
  const { lastDay, endsBy } = planLastDay(input);
  const startedOn = later(earlier(input.startedOn, today), addDays(today, -PLAN_MAX_DAYS));
  const totalDays = Math.max(0, daysUntil(lastDay, startedOn) + 1);
  const totalQuestions = (totalDays >= 2 ? totalDays - 1 : totalDays) * PLAN_QUESTIONS_PER_DAY;
  const done = (d: string) => input.doneByDay[d] ?? 0;
  const dates = Array.from({ length: totalDays }, (_, i) => addDays(startedOn, i));

  const midpoint = addDays(startedOn, Math.floor((totalDays - 1) / 2));
  const taken = input.simulationDays.filter((d) => d >= midpoint && d <= lastDay).sort();
  const planned = totalDays >= 3 ? addDays(lastDay, -1) : lastDay;
  const simulation = taken.length
    ? { date: taken[0] as string, done: true }
    : { date: lastDay < today ? planned : later(planned, today), done: false };

  const doneBefore = dates.filter((d) => d < today).reduce((n, d) => n + done(d), 0);
  const doneToday = done(today);
  const owed = Math.max(0, totalQuestions - doneBefore);
  const ahead = dates.filter((d) => d >= today);
  const studyDays = ahead.filter((d) => simulation.done || d !== simulation.date);
  const quotas = new Map<string, number>();
  const todayStudies = studyDays[0] === today;
  const todayQuota = todayStudies
    ? Math.min(PLAN_MAX_QUESTIONS_PER_DAY, Math.ceil(owed / studyDays.length))
    : 0;
  if (todayStudies) quotas.set(today, todayQuota);
  const rest = Math.max(0, owed - Math.max(todayQuota, doneToday));
  const later_ = studyDays.filter((d) => d > today);
  spread(rest, later_.length, PLAN_MAX_QUESTIONS_PER_DAY).forEach((n, i) => {
    quotas.set(later_[i] as string, n);
  });
  const placed = [...quotas.entries()].reduce(
    (n, [d, q]) => n + (d === today ? Math.max(q, doneToday) : q),
    0,
  );
  const unplaced = Math.max(0, owed - placed);

  const states: AreaState[] = input.areas.map((a, order) => ({
    ...a,
    key: `${a.section}\u0000${a.category}`,
    order,
  }));
  const reviews = new Map<string, number>();
  for (const [d, n] of Object.entries(input.reviewsByDay)) {
    const day = d < today ? today : d;
    if (day <= lastDay) reviews.set(day, (reviews.get(day) ?? 0) + n);
  }
  const diagnosticToday = input.diagnostic === 'due' || input.diagnostic === 'in-progress';

  const days: PlanDay[] = dates.map((date) => {
    const when = date < today ? 'past' : date === today ? 'today' : 'ahead';
    const base = {
      date,
      when,
      done: when === 'ahead' ? 0 : done(date),
      reviews: when === 'past' ? 0 : (reviews.get(date) ?? 0),
      simulation: simulation.date === date,
      diagnostic: when === 'today' && diagnosticToday,
    } as const;
    if (when === 'past') return { ...base, questions: 0, quizzes: [] };
    const quota = quotas.get(date) ?? 0;
    const left = when === 'today' ? Math.max(0, quota - doneToday) : quota;
    const forQuizzes = base.diagnostic ? Math.max(0, left - input.diagnosticQuestions) : left;
    return { ...base, questions: left, quizzes: allocate(states, forQuizzes, targetPercent) };
  });

  return {
    startedOn,
    lastDay,
    endsBy,
    totalQuestions,
    doneQuestions: dates.reduce((n, d) => n + done(d), 0),
    unplaced,
    simulation,
    days,
  };
}
