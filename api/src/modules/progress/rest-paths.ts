import { userProgressSchema } from '@app/domain';
import { z } from 'zod';
import { declareRest } from '../../rest-meta';

/** The REST paths of the progress procedures (router.ts applies each with restProcedure). */
export const progressRest = declareRest('progress', {
  list: {
    method: 'GET',
    path: '/user-progress',
    summary: 'Progress per exam.',
    access: 'user',
    tags: ['progress'],
    output: z.array(userProgressSchema),
  },
});
