// What the gateway knows about a page's head: the markup it puts into the HTML document, the same head as JSON for the
// shell's client navigation (GET /api/head), the status the page answers and the address it should have instead.
import type { PageHeadTags } from '@storefront/shared-domain';

/** The page asked about: its path (not decoded) and its query, as Express parses it. */
export interface HeadRequest {
  path: string;
  query: Record<string, unknown>;
}

export interface PageHead {
  /** 404 for a product, collection or content page that does not exist (the page renders its not-found state). */
  status: 200 | 404;
  /** The head tags for the HTML document (escaped). */
  markup: string;
  json: PageHeadTags;
  /** The page's own address when this one spells its handle differently (a 301 there, query kept). */
  redirectPath?: string;
  /** False for a stand-in head given while the catalog failed: not to be cached by browsers. */
  cacheable: boolean;
}

/** Server-rendered head of a page; null: the gateway has none for it (the shell's own head and title). */
export type HeadRenderer = ((req: HeadRequest) => Promise<PageHead | null>) & {
  /** Drops the heads it keeps: what they show changed (a write of the catalogue, the reviews or the back office). */
  forget?: () => void;
};

/** What `renderHeadWithin` answers when the renderer took longer than allowed. */
export const HEAD_TIMED_OUT = Symbol('head timed out');

/**
 * The renderer's head for a page, or HEAD_TIMED_OUT after `ms` (a slow catalog must not hold the page: the document
 * goes out with the shell's own head, the JSON answer is a 504). A renderer that fails rejects.
 */
export function renderHeadWithin(
  render: HeadRenderer | undefined,
  req: HeadRequest,
  ms: number,
): Promise<PageHead | null | typeof HEAD_TIMED_OUT> {
  if (!render) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(HEAD_TIMED_OUT), ms);
    render(req).then(
      (head) => {
        clearTimeout(timer);
        resolve(head);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
