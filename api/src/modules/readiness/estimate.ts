import {
  type ExamReadiness,
  estimateAbility,
  estimateReadiness,
  expectedPercent,
  fromScale,
  MIN_ANSWERS_FOR_CATEGORY_ESTIMATE,
  posteriorEstimate,
  rankStudyCandidates,
  type ScopeEstimate,
  type ScoredAnswer,
  STUDY_NEXT_QUIZ_QUESTIONS,
  STUDY_NEXT_SHOWN,
  type StudyNextItem,
  studyPriority,
} from '@app/domain';
import { type ExamModel, formHolds, partHolds, type TaggedItem } from './model';

/** One graded answer with what places it in forms and sub-areas. */
export type AnsweredItem = TaggedItem & ScoredAnswer;

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};
const roundRange = (r: { estimate: number; low: number; high: number }) => ({
  estimate: round(r.estimate, 1),
  low: round(r.low, 1),
  high: round(r.high, 1),
});

/** A form's estimate, with the posterior's θ and SD kept for storing. */
export type FormEstimate = {
  label: string;
  scope: 'exam' | 'test';
  estimate: ScopeEstimate;
  ability: { theta: number; sd: number } | null;
};

/**
 * The estimate on each form: the whole exam's (where it is taken whole) and each test's, from
 * the answers that count in it, against `mark` on the exam's scale (the student's target, else
 * the pass mark; null for none).
 */
export function formEstimates(
  model: ExamModel,
  answers: readonly AnsweredItem[],
  mark: number | null,
): { overall: FormEstimate | null; tests: FormEstimate[] } {
  const one = ({ form, curve }: NonNullable<ExamModel['exam']>): FormEstimate => {
    const inForm = answers.filter((a) => formHolds(model, form, a));
    const result = estimateReadiness({ answers: inForm, curve, scale: model.scale, target: mark });
    if (result.kind === 'needs-answers') {
      return { label: form.label, scope: form.scope, estimate: result, ability: null };
    }
    return {
      label: form.label,
      scope: form.scope,
      ability: { theta: result.ability.theta, sd: result.ability.sd },
      estimate: {
        kind: 'estimate',
        answers: result.answers,
        percent: roundRange(result.percent),
        score: roundRange(result.score),
        target: result.target && {
          score: result.target.score,
          chance: round(result.target.chance, 3),
          band: result.target.band,
        },
      },
    };
  };
  return { overall: model.exam ? one(model.exam) : null, tests: model.tests.map(one) };
}

/** Each category's expected percent from its own answers, from MIN_ANSWERS_FOR_CATEGORY_ESTIMATE. */
export function categoryEstimates(
  model: ExamModel,
  categories: readonly string[],
  answers: readonly AnsweredItem[],
): ExamReadiness['categories'] {
  return categories.flatMap((category): ExamReadiness['categories'] => {
    const curve = model.categories.get(category);
    if (!curve) return [];
    const ability = estimateAbility(
      answers.filter((a) => a.category === category),
      MIN_ANSWERS_FOR_CATEGORY_ESTIMATE,
    );
    if (ability.kind === 'needs-answers') return [{ category, estimate: ability }];
    return [
      {
        category,
        estimate: {
          kind: 'estimate',
          answers: ability.answers,
          percent: roundRange(expectedPercent(curve, ability)),
        },
      },
    ];
  });
}

/**
 * Every sub-area ranked by blueprint weight × distance below the target × uncertainty
 * (study-next.ts). A sub-area's ability comes from its answers alone (none: the prior, SD 1).
 */
export function studyCandidates(
  model: ExamModel,
  answers: readonly AnsweredItem[],
  mark: number | null,
) {
  const targetPercent = mark === null ? null : fromScale(model.scale, mark);
  const candidates = model.subAreas.map((area) => {
    const mine = answers.filter((a) => partHolds(area.section, area.category, a));
    const ability = posteriorEstimate(mine);
    const expected = expectedPercent(area.curve, ability).estimate;
    const candidate = { weight: area.weight, expectedPercent: expected, sd: ability.sd };
    return {
      ...candidate,
      area,
      answers: mine.length,
      priority: studyPriority(candidate, targetPercent),
    };
  });
  return { targetPercent, ranked: rankStudyCandidates(candidates) };
}

/** The custom quiz's section: the section's label where it narrows the category, else null. */
export function quizSectionOf(area: ExamModel['subAreas'][number]): string | null {
  return area.section.topics || area.section.subarea ? area.section.label : null;
}

/** What to study next: the first STUDY_NEXT_SHOWN sub-areas, each with its custom quiz. */
export function studyNext(
  model: ExamModel,
  answers: readonly AnsweredItem[],
  mark: number | null,
): StudyNextItem[] {
  const { targetPercent, ranked } = studyCandidates(model, answers, mark);
  return ranked.slice(0, STUDY_NEXT_SHOWN).map((c) => ({
    section: c.area.section.label,
    category: c.area.category,
    weight: round(c.weight, 3),
    answers: c.answers,
    expectedPercent: round(c.expectedPercent, 1),
    sd: round(c.sd, 3),
    targetPercent: targetPercent === null ? null : round(targetPercent, 1),
    priority: round(c.priority, 3),
    quiz: {
      category: c.area.category,
      section: quizSectionOf(c.area),
      count: STUDY_NEXT_QUIZ_QUESTIONS,
    },
  }));
}
