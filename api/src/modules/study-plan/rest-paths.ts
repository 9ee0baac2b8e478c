import { skipDiagnosticOutputSchema, studyPlanInputSchema, studyPlanSchema } from '@app/domain';
import { declareRest } from '../../rest-meta';

/** The REST paths of the study plan procedures (router.ts applies each with restProcedure). */
export const studyPlanRest = declareRest('studyPlan', {
  get: {
    method: 'GET',
    path: '/study-plan/{examTypeId}',
    summary:
      'The study plan of a paid exam, day by day in the student’s time zone (utcOffsetMinutes, minutes east of UTC): today’s questions by sub-area, reviews due, the full simulation, the diagnostic while due (decision 0042). The calendar file is GET /api/study-plan/{examTypeId}/calendar.ics.',
    access: 'user',
    tags: ['readiness'],
    input: studyPlanInputSchema,
    output: studyPlanSchema,
  },
  skipDiagnostic: {
    method: 'POST',
    path: '/study-plan/{examTypeId}/diagnostic/skip',
    summary: 'Skip the diagnostic of a paid exam: the plan stops offering it.',
    access: 'user',
    tags: ['readiness'],
    input: studyPlanInputSchema,
    output: skipDiagnosticOutputSchema,
  },
});
