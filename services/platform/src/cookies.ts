import type { RequestHandler } from 'express';

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The request's cookies as plain strings (first occurrence of a name wins, quotes and %-encoding removed). Unlike
 * cookie-parser there is no `j:` JSON decoding, so a crafted cookie can never turn into an object or a number.
 */
export function cookiesOf(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/** Sets `req.cookies` (string values only). */
export const parseCookies: RequestHandler = (req, _res, next) => {
  req.cookies = cookiesOf(req.headers.cookie);
  next();
};
