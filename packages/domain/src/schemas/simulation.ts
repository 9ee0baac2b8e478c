import { z } from 'zod';
import { questionIdSchema, testSessionIdSchema } from './ids';

/**
 * The sections of a full-length simulation as a session holds them (issue 25): where each
 * starts in the question list, its clock and its rules (from the exam's format, with the
 * student's extended time applied). Sessions started before these rules existed stored only
 * label, start, count and minutes: the defaults give them the old behaviour.
 */
export const sessionSectionSchema = z.object({
  label: z.string(),
  /** Index of its first question in questionIds. */
  start: z.number().int(),
  count: z.number().int(),
  minutes: z.number().nullable(),
  continuesClock: z.boolean().default(false),
  navigation: z.enum(['free', 'forward-only']).default('free'),
  mustAnswer: z.boolean().default(false),
  calculator: z.enum(['none', 'four-function', 'scientific']).default('none'),
  formulaSheet: z.boolean().default(false),
  highlighter: z.boolean().default(false),
  breakAfterMinutes: z.number().nullable().default(null),
  /**
   * Each next item chosen by the server from the answers so far (computer-adaptive, decision
   * 0040); the view lists only the items served so far.
   */
  adaptive: z.boolean().default(false),
});
export type SessionSection = z.infer<typeof sessionSectionSchema>;

/** Where a sectioned simulation stands now (null on every other test). */
export const simulationStateSchema = z.object({
  /** The open section (or the one after the break); sections.length once all are closed. */
  sectionIndex: z.number().int(),
  sectionDeadlineAt: z.string().nullable(),
  sectionRemainingSeconds: z.number().int().nullable(),
  onBreak: z.boolean(),
  breakEndsAt: z.string().nullable(),
  breakRemainingSeconds: z.number().int().nullable(),
  /** Forward-only sections: the item on screen, counted within its section. */
  position: z.number().int(),
  /**
   * While a timed section's intro is on screen, its clock not started: when the clock starts
   * by itself (the student starts it sooner with practice.startSection). Null otherwise.
   */
  introEndsAt: z.string().nullable(),
  introRemainingSeconds: z.number().int().nullable(),
  /** The student's extended time (1, 1.5 or 2) applied to every clock of this test. */
  timeMultiplier: z.number(),
});
export type SimulationState = z.infer<typeof simulationStateSchema>;

export const closeSectionInputSchema = z.object({
  sessionId: testSessionIdSchema,
  /** The section the student means to close (a second click on a closed one is refused). */
  sectionIndex: z.number().int().min(0).max(20),
});

/** Starts the open section's clock (the student leaves its intro). */
export const startSectionInputSchema = z.object({
  sessionId: testSessionIdSchema,
  /** The section the student means to start (the open one). */
  sectionIndex: z.number().int().min(0).max(20),
});

export const endBreakInputSchema = z.object({ sessionId: testSessionIdSchema });

/** Moves on from the item on screen, where the exam shows one at a time. */
export const advanceInputSchema = z.object({
  sessionId: testSessionIdSchema,
  /** The item the student is leaving (must be the one on screen). */
  questionId: questionIdSchema,
});

/**
 * An adaptive subtest's placement-style result (decision 0040): the student's ability after
 * the subtest (EAP of its answers) as the score it would most likely earn on a full-length
 * form of our questions, on the exam's scale (readiness/scales.ts), with its 80% range. An
 * estimate: the screen says so and how it is made.
 */
export const placementSchema = z.object({
  /** On the exam's scale (findExamScale(examTypeId)), whole points. */
  score: z.number().int(),
  low: z.number().int(),
  high: z.number().int(),
  /** Answers it is made from. */
  answers: z.number().int(),
  /** Some item difficulties still come from the items' easy/medium/hard labels. */
  fromLabels: z.boolean(),
});
export type Placement = z.infer<typeof placementSchema>;

/** A section's result in a simulation's results: unscored items are left out of the score. */
export const sectionResultSchema = z.object({
  label: z.string(),
  correct: z.number().int(),
  /** Scored items of the section. */
  total: z.number().int(),
  /** Unscored (pretest) items the section held, not counted. */
  unscored: z.number().int(),
  accuracy: z.number().int(),
  /** Its items were chosen adaptively. */
  adaptive: z.boolean(),
  /** An adaptive subtest answered to its end: its placement-style estimate; null otherwise. */
  placement: placementSchema.nullable(),
});

/** Extended time and breaks a student is granted (accommodations). */
export const TIME_MULTIPLIERS = [1, 1.5, 2] as const;
export const accommodationsSchema = z.object({
  timeMultiplier: z.union([z.literal(1), z.literal(1.5), z.literal(2)]),
  /** A break (10 minutes, extended like the clocks) after every section that has none. */
  extraBreaks: z.boolean(),
});
export type Accommodations = z.infer<typeof accommodationsSchema>;

/**
 * A student's marks on one item with the exam's tools: options struck out and highlighted
 * ranges [start, end) of the item's text (passage first, then the stem). Kept with the test
 * and shown in review.
 */
export const itemMarksSchema = z.object({
  struck: z
    .array(z.enum(['A', 'B', 'C', 'D', 'E', 'F']))
    .max(6)
    .refine((letters) => new Set(letters).size === letters.length, 'Each option at most once'),
  highlights: z
    .array(
      z
        .tuple([z.number().int().min(0).max(100_000), z.number().int().min(1).max(100_000)])
        .refine(([start, end]) => start < end, 'A highlight ends after it starts'),
    )
    .max(100, 'At most 100 highlights on one item'),
});
export type ItemMarks = z.infer<typeof itemMarksSchema>;

export const markInputSchema = z.object({
  sessionId: testSessionIdSchema,
  questionId: questionIdSchema,
  marks: itemMarksSchema,
});
