import type { z } from 'zod';
import { formatZodIssues } from './zod-format';

/**
 * Validate environment configuration with a zod schema (use `z.coerce.number()` for ports). Throws a readable
 * error naming every bad variable so a misconfigured process fails at start, not at first request.
 */
export function loadConfig<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv = process.env): T {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new Error(`Invalid configuration: ${formatZodIssues(result.error.issues)}`);
  }
  return result.data;
}
