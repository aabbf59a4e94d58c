// Answers a server render's calls get that are the same for every visitor and every page: the sale settings, which
// the frame of every page reads (banner, countdown, prices). Asked for on every render, they cost the marketing
// service and its database more than a page's own call costs the catalogue. A render thread or the gateway's thread
// keeps such an answer for its max-age, which never runs past the next scheduled start or end of a sale, and at most
// for KEEP_AT_MOST_MS, as the other services keep the sale (the platform's sale source); a write that drops the kept
// pages drops these answers too. Every other call goes to its service each time.
import { SALE_SETTINGS_PATH } from '@storefront/shared-domain';

/** The paths (with no query) whose answers are the same for every visitor. */
const SHARED_PATHS: ReadonlySet<string> = new Set([SALE_SETTINGS_PATH]);

/** A changed sale shows everywhere within this (another replica's write drops nothing here). */
const KEEP_AT_MOST_MS = 30_000;

interface KeptAnswer {
  body: string;
  contentType: string | null;
  until: number;
}

export interface SharedAnswers {
  /** The kept answer for this path and query, its max-age what is left of it; or null (call the service). */
  get(path: string): Response | null;
  /**
   * For a call about to be made: what keeps its answer when its path is shared and it answers a 200 a cache may keep
   * (the answer comes back to read), unless a write came meanwhile; undefined for a path that is not shared.
   */
  keeper(path: string): ((response: Response) => Promise<Response>) | undefined;
  /** Drops every kept answer, and any answer of a call under way now (it may have read what the write changed). */
  forget(): void;
}

/** An answer's `max-age` in ms, or null when its Cache-Control gives none. */
export function maxAgeMsOf(response: Response): number | null {
  const maxAge = /(?:^|[,\s])max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
  return maxAge ? Number(maxAge[1]) * 1000 : null;
}

/** How long a shared cache may keep an answer: its max-age when it is public, else 0. */
function sharedMaxAgeMsOf(response: Response): number {
  const isPublic = /(?:^|[,\s])public(?:$|[,\s])/.test(response.headers.get('cache-control') ?? '');
  return isPublic ? (maxAgeMsOf(response) ?? 0) : 0;
}

export function createSharedAnswers(now: () => number = Date.now): SharedAnswers {
  const kept = new Map<string, KeptAnswer>();
  let generation = 0;
  return {
    get(path) {
      const answer = kept.get(path);
      if (!answer) return null;
      const leftMs = answer.until - now();
      if (leftMs < 1000) {
        kept.delete(path);
        return null;
      }
      const headers: Record<string, string> = { 'cache-control': `public, max-age=${Math.floor(leftMs / 1000)}` };
      if (answer.contentType) headers['content-type'] = answer.contentType;
      return new Response(answer.body, { status: 200, headers });
    },
    keeper(path) {
      if (!SHARED_PATHS.has(path)) return undefined;
      const asked = generation;
      return async (response) => {
        const forMs = Math.min(sharedMaxAgeMsOf(response), KEEP_AT_MOST_MS);
        if (response.status !== 200 || forMs < 1000) return response;
        const body = await response.text();
        const contentType = response.headers.get('content-type');
        if (asked === generation) kept.set(path, { body, contentType, until: now() + forMs });
        return new Response(body, { status: response.status, headers: response.headers });
      };
    },
    forget() {
      kept.clear();
      generation += 1;
    },
  };
}
