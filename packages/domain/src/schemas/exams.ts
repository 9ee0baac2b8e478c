import { z } from 'zod';

export const examCategorySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
});

export const examDetailsSchema = z.object({
  duration: z.string(),
  questionCount: z.string(),
  format: z.string(),
});

/** An exam type as the api returns it (spec §3 exam type + catalogue entry). */
export const examTypeSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  fullName: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  categories: z.array(examCategorySchema),
  details: examDetailsSchema,
});
export type ExamType = z.infer<typeof examTypeSchema>;

export const examTypeListSchema = z.array(examTypeSchema);

/** Active questions per exam (the Services page's badges). */
export const questionCountsSchema = z.array(
  z.object({
    examTypeId: z.number().int(),
    count: z.number().int(),
    /** Active questions per category, in the catalogue's order. */
    categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
  }),
);
export type QuestionCounts = z.infer<typeof questionCountsSchema>;
