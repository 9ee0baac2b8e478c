import {
  examCalibrationSchema,
  examTypeIdInputSchema,
  realScoreSchema,
  reportRealScoreInputSchema,
} from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the real-score procedures (router.ts applies each with restProcedure). */
export const realScoresRest = declareRest('realScores', {
  report: {
    method: 'POST',
    path: '/readiness/{examTypeId}/real-score',
    summary:
      'Report the real score of an exam taken (from the exam date on, on the exam’s scale, with consent; stored with the estimate shown). 400 CONSENT_REQUIRED, EXAM_NOT_TAKEN, SCORE_OUT_OF_RANGE or NO_ESTIMATE_TO_COMPARE.',
    access: 'user',
    tags: ['readiness'],
    input: reportRealScoreInputSchema,
    output: realScoreSchema,
  },
  mine: {
    method: 'GET',
    path: '/readiness/{examTypeId}/real-scores',
    summary: 'The real scores the student reported for an exam.',
    access: 'user',
    tags: ['readiness'],
    input: examTypeIdInputSchema,
    output: z.array(realScoreSchema),
  },
  calibration: {
    method: 'GET',
    path: '/admin/readiness-calibration',
    summary:
      'Estimates against reported real scores per exam, in bins of predicted score: count, mean estimate, mean real score, share reaching their mark (administrators).',
    access: 'admin',
    tags: ['readiness'],
    output: z.array(examCalibrationSchema),
  },
});
