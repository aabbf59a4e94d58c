import type { z } from 'zod';
import { HttpError } from './errors';
import { formatZodIssues } from './zod-format';

export { formatZodIssues, isZodError } from './zod-format';

/**
 * Validate `value` with `schema`; on failure throw a 400 `invalid_request` HttpError whose message lists the issues.
 * `what` names the input in the message ("query", "body", ...).
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what?: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'invalid_request', formatZodIssues(result.error.issues, what));
  }
  return result.data;
}
