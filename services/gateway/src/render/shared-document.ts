// A kept document as every hit sends it: one response's script nonce cannot be in a document many visitors get, so its
// Content-Security-Policy names its inline scripts by hash instead, and the nonce attributes are left out. Shared
// caches (a CDN in front of the gateway) may keep it too only when nothing in the answer is the visitor's. That rules
// out a visitor with a cart, a remote override or anything the answer would set as a cookie (a first CSRF token, a
// canary bucket): their answers stay private.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { COOKIES } from '@storefront/shared-domain';
import { REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_HEADER } from '../remotes/override';
import { canaryCookieName } from '../remotes/resolve';

/** How long a shared cache may serve a stale copy while it fetches a fresh one (seconds). */
const STALE_WHILE_REVALIDATE_SECONDS = 300;

/** Cookies that make a page the visitor's own (their cart, the remote versions they were given). */
const PERSONAL_COOKIES: readonly string[] = [...COOKIES.cartTokenNames, REMOTE_OVERRIDE_COOKIE];

/** Every area's canary bucket cookie starts so (remotes/resolve.ts canaryCookieName). */
const CANARY_COOKIE_PREFIX = canaryCookieName('' as never);

function cookieNames(req: Request): string[] {
  return (req.get('cookie') ?? '').split(';').map((part) => part.split('=')[0].trim());
}

/** Whether this answer may be kept by shared caches: no personal cookie or override, and no cookie being set. */
export function isShareable(req: Request, res: Response): boolean {
  if (req.get(REMOTE_OVERRIDE_HEADER) || res.getHeader('set-cookie') !== undefined) return false;
  const names = cookieNames(req);
  // A canary visitor's page shows the canary's versions, which a cache keyed without cookies would hand to others.
  return !names.some((name) => PERSONAL_COOKIES.includes(name) || name.startsWith(CANARY_COOKIE_PREFIX));
}

/** The Cache-Control of a shared document: browsers revalidate, shared caches keep it `seconds`. */
export function sharedCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

const NONCE_SOURCE = /'nonce-[^']*'/g;

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of the document's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** The document as a shared one: without the response's nonce (its attributes, and wherever else it was written). */
export function withoutNonceIn(document: string, nonce: string | undefined): string {
  return nonce ? document.split(` nonce="${nonce}"`).join('').split(nonce).join('') : document;
}

/** The response's Content-Security-Policy with `hashes` (inlineScriptHashes) where its nonce was. */
export function policyWithHashes(csp: string, hashes: string): string {
  return csp.replace(NONCE_SOURCE, hashes);
}
