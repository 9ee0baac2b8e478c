import {
  itemStatsInputSchema,
  itemStatsPageSchema,
  questionReportAckSchema,
  questionReportInputSchema,
  reportDecisionResultSchema,
  reportDecisionSchema,
  reportGroupSchema,
  reportQueueInputSchema,
} from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the reports procedures (router.ts applies each with restProcedure). */
export const reportsRest = declareRest('reports', {
  create: {
    method: 'POST',
    path: '/question-reports',
    summary:
      'Report a problem with a question you were served (reason wrong_key|unclear|typo|other, details); one open report per question.',
    access: 'user',
    status: 201,
    tags: ['questions'],
    input: questionReportInputSchema,
    output: questionReportAckSchema,
  },
  queue: {
    method: 'GET',
    path: '/admin/question-reports',
    summary: 'Reported questions with their reports, most reported first (administrators).',
    access: 'admin',
    tags: ['questions'],
    input: reportQueueInputSchema,
    output: z.array(reportGroupSchema),
  },
  decide: {
    method: 'POST',
    path: '/admin/question-reports/{questionId}',
    summary: "Resolve or dismiss a question's open reports with a note (administrators).",
    access: 'admin',
    tags: ['questions'],
    input: reportDecisionSchema,
    output: reportDecisionResultSchema,
  },
  itemStats: {
    method: 'GET',
    path: '/admin/item-stats',
    summary:
      'Per question: answers, facility, discrimination index, option shares, Rasch difficulty (logits, ± SE, against its label) with infit and outfit, and flags including misfit (administrators).',
    access: 'admin',
    tags: ['questions'],
    input: itemStatsInputSchema,
    output: itemStatsPageSchema,
  },
});
