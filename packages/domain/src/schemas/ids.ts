import { z } from 'zod';

/** A question's id in a request (path, query or body). */
export const questionIdSchema = z.coerce
  .number({ error: 'Question id must be a number' })
  .int('Question id must be a whole number')
  .positive('Question id must be a positive number');

/** A test session's id in a request. */
export const testSessionIdSchema = z
  .string({ error: 'Test session id is required' })
  .trim()
  .min(1, 'Test session id is required')
  .max(64, 'Test session id is too long');
