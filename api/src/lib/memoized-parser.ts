import type { z } from 'zod';

/**
 * An output parser for data held in memory and never mutated (the exam catalogue): each object
 * is validated by its zod schema once, and the validated value is returned again for the same
 * object, so serving it costs no re-validation and keeps one identity (see rest.ts).
 */
export function memoizedParser<T extends z.ZodType>(schema: T) {
  const validated = new WeakMap<object, z.output<T>>();
  return {
    /** The schema itself, for the OpenAPI document. */
    schema,
    parse(value: unknown): z.output<T> {
      if (typeof value !== 'object' || value === null) return schema.parse(value);
      const hit = validated.get(value);
      if (hit !== undefined) return hit;
      const parsed = schema.parse(value);
      validated.set(value, parsed);
      return parsed;
    },
  };
}
