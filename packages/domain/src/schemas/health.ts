import { z } from 'zod';

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready', 'draining']),
  checks: z.object({ database: z.boolean(), cms: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
