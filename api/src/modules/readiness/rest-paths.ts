import {
  examReadinessSchema,
  examTypeIdInputSchema,
  readinessTargetSchema,
  setReadinessTargetInputSchema,
} from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the readiness procedures (router.ts applies each with restProcedure). */
export const readinessRest = declareRest('readiness', {
  overview: {
    method: 'GET',
    path: '/readiness',
    summary:
      'Readiness estimates of every exam the student has paid access to: per exam and test, per category, what to study next, peers, the target (decision 0039).',
    access: 'user',
    tags: ['readiness'],
    output: z.array(examReadinessSchema),
  },
  exam: {
    method: 'GET',
    path: '/readiness/{examTypeId}',
    summary: 'The readiness estimate of one paid exam (403 SUBSCRIPTION_REQUIRED otherwise).',
    access: 'user',
    tags: ['readiness'],
    input: examTypeIdInputSchema,
    output: examReadinessSchema,
  },
  setTarget: {
    method: 'PATCH',
    path: '/readiness/{examTypeId}/target',
    summary:
      'Set the exam date (YYYY-MM-DD) and target (a score on the exam’s scale, or "pass-mark"); null clears either. 400 EXAM_DATE_PAST, EXAM_DATE_TOO_FAR, TARGET_OUT_OF_RANGE or NO_PASS_MARK.',
    access: 'user',
    tags: ['readiness'],
    input: setReadinessTargetInputSchema,
    output: readinessTargetSchema,
  },
});
