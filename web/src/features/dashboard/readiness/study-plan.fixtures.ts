import {
  addDays,
  buildStudyPlan,
  DIAGNOSTIC_QUESTIONS,
  localIsoDate,
  type PlanInput,
  type StudyPlanView,
} from '@app/domain';

/**
 * A TEAS study plan as the api makes it (the domain's buildStudyPlan on the inputs the api
 * reads), with today the device's today: ten paid days, nothing answered yet.
 */
export function teasPlan(change: Partial<PlanInput> = {}): StudyPlanView {
  const today = localIsoDate(new Date());
  const input: PlanInput = {
    today,
    startedOn: today,
    examDate: null,
    paidUntil: addDays(today, 9),
    targetPercent: 75,
    areas: [
      {
        section: 'Science',
        category: 'Science',
        weight: 0.35,
        expectedPercent: 50,
        sd: 1,
        quizSection: null,
      },
      {
        section: 'Reading',
        category: 'Reading',
        weight: 0.3,
        expectedPercent: 50,
        sd: 1,
        quizSection: null,
      },
      {
        section: 'Mathematics',
        category: 'Math',
        weight: 0.23,
        expectedPercent: 50,
        sd: 1,
        quizSection: null,
      },
      {
        section: 'English and Language Usage',
        category: 'English Language Usage',
        weight: 0.12,
        expectedPercent: 50,
        sd: 1,
        quizSection: null,
      },
    ],
    doneByDay: {},
    reviewsByDay: { [today]: 3 },
    simulationDays: [],
    diagnostic: 'due',
    diagnosticQuestions: DIAGNOSTIC_QUESTIONS,
    ...change,
  };
  const plan = buildStudyPlan(input);
  return {
    examTypeId: 1,
    examName: 'ATI TEAS 7',
    today: input.today,
    examDate: input.examDate,
    paidUntil: input.paidUntil,
    diagnostic: { state: input.diagnostic, questions: DIAGNOSTIC_QUESTIONS },
    ...plan,
  };
}
