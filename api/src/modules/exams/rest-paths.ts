import { examTypeListSchema } from '@app/domain';
import { memoizedParser } from '../../lib/memoized-parser';
import { declareRest } from '../../rest-meta';

const examTypeListOutput = memoizedParser(examTypeListSchema);

/** The REST paths of the exams procedures (router.ts applies each with restProcedure). */
export const examsRest = declareRest('exams', {
  list: {
    method: 'GET',
    path: '/exam-types',
    summary: 'The exam types (spec §3).',
    access: 'public',
    unchanging: true,
    tags: ['exams'],
    output: examTypeListOutput,
  },
});
