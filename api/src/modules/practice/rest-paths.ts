import {
  examTypeIdInputSchema,
  practiceQuestionSchema,
  sessionListInputSchema,
  sessionViewSchema,
  startSessionInputSchema,
  submitInputSchema,
  testResultSchema,
  testSessionSummarySchema,
} from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the practice procedures (router.ts applies each with restProcedure). */
export const practiceRest = declareRest('practice', {
  start: {
    method: 'POST',
    path: '/test-sessions',
    summary: 'Start (or resume) a test; the server selects the questions.',
    access: 'user',
    tags: ['practice'],
    status: 201,
    ignoredFields: ['questionIds'],
    input: startSessionInputSchema,
    output: sessionViewSchema,
  },
  questions: {
    method: 'GET',
    path: '/questions/{examTypeId}',
    summary: 'The questions of the test about to be taken (starts or resumes it; no keys).',
    access: 'user',
    tags: ['practice'],
    input: examTypeIdInputSchema,
    output: z.array(practiceQuestionSchema),
  },
  submit: {
    method: 'PATCH',
    path: '/test-sessions/{sessionId}',
    summary:
      'Save the answers and submit; the server grades. answers: { "<questionId>": response }, where a response is an option letter ("B"); on a multiple-select question the letters chosen ("ACE", any order); on an ordered question every letter, first to last ("CADB"); on a numeric question the number ("0.75", "3/4", "1,200").',
    access: 'user',
    tags: ['practice'],
    ignoredFields: ['score', 'timeSpent'],
    input: submitInputSchema,
    output: testResultSchema,
  },
  list: {
    method: 'GET',
    path: '/test-sessions',
    summary: 'Completed tests, newest first.',
    access: 'user',
    tags: ['practice'],
    input: sessionListInputSchema,
    output: z.array(testSessionSummarySchema),
  },
});
