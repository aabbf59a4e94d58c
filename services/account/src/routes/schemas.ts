import { z } from 'zod';
import { CONTACT_LIMITS } from '@storefront/shared-domain';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(CONTACT_LIMITS.emailMaxLength)
  .pipe(z.email('invalid email address'));

/** Sign-in payload (NextAuth-like, JSON or form-encoded). The csrfToken is checked by csrf-sync before this. */
export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'password is required').max(200, 'password is too long'),
  callbackUrl: z.string().max(2048).optional(),
  csrfToken: z.string().max(256).optional(),
  redirect: z.union([z.boolean(), z.string()]).optional(),
  json: z.union([z.boolean(), z.string()]).optional(),
  cartLineItems: z.union([z.string().max(50_000), z.array(z.unknown()).max(100), z.null()]).optional(),
});

export const clientLogSchema = z.object({
  level: z.enum(['error', 'warn', 'debug', 'info']).default('error'),
  code: z.string().max(100).optional(),
  message: z.string().max(2000).optional(),
  metadata: z.unknown().optional(),
});

/** Only same-site relative paths are followed after sign-in; anything else goes to /account. */
export function safeCallbackPath(value: string | undefined, fallback = '/account'): string {
  if (!value) return fallback;
  let path = value;
  try {
    // Accept absolute URLs only to read their path (the host is ignored: no open redirects).
    if (/^https?:\/\//i.test(value)) {
      const url = new URL(value);
      path = `${url.pathname}${url.search}${url.hash}`;
    }
  } catch {
    return fallback;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
