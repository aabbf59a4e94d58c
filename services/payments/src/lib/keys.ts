import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from '@storefront/service-platform';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '';

/**
 * The server API's guard: `Authorization: Bearer <secret key>`. A publishable key there is refused by name, since a
 * store that sends it has mixed the two up.
 */
export function requireKey(kind: 'secret' | 'publishable', expected: string): RequestHandler {
  return (req, _res, next) => {
    const key = bearerOf(req.get('authorization'));
    if (!key) throw new HttpError(401, 'missing_api_key', `Send the ${kind} key as Authorization: Bearer <key>`);
    if (!sameKey(key, expected)) throw new HttpError(401, 'invalid_api_key', `The ${kind} key is not valid`);
    next();
  };
}
