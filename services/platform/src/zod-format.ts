import { z } from 'zod';

type Issue = { path: PropertyKey[]; message: string };

export function isZodError(err: unknown): err is { issues: Issue[] } {
  return (
    err instanceof z.ZodError ||
    (typeof err === 'object' &&
      err !== null &&
      (err as { name?: unknown }).name === 'ZodError' &&
      Array.isArray((err as { issues?: unknown }).issues))
  );
}

/** `skus.3: Too long; page: Expected number` — readable, one line, no stack. */
export function formatZodIssues(issues: readonly Issue[], what?: string): string {
  const text = issues
    .slice(0, 10)
    .map((i) => {
      const path = i.path.map((p) => String(p)).join('.');
      return path ? `${path}: ${i.message}` : i.message;
    })
    .join('; ');
  const more = issues.length > 10 ? ` (+${issues.length - 10} more)` : '';
  return `${what ? `Invalid ${what}: ` : ''}${text}${more}`;
}
