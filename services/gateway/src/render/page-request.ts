// What the gateway gives a page's render and what the document cache answers a visitor (page-render.ts,
// document-cache.ts, shell-document.ts).
import type { Request, Response } from 'express';
import type { RemoteArea } from '../routes';

/**
 * Says whether a page the document cache serves came from it ('hit'), was its copy past its time sent while a new one
 * renders ('stale'), or was rendered ('miss'); absent for other pages.
 */
export const RENDER_CACHE_HEADER = 'X-Render-Cache';
export const DOCUMENT_CACHE_ANSWERS = ['hit', 'stale', 'miss'] as const;
export type DocumentCacheAnswer = (typeof DOCUMENT_CACHE_ANSWERS)[number];

export interface PageRenderRequest {
  req: Request;
  res: Response;
  /** The document the page would get without server rendering (head, boot data and nonces in it). */
  html: string;
  status: number;
  /** The manifest URL of each area for this visitor (what /remotes.json answers them). */
  remotes: Record<RemoteArea, string>;
  /**
   * The document's head stands in for the page's own (its lookup failed or was too slow): the render goes out, but the
   * document cache keeps no copy of it, which every visitor and shared cache would get without its title and tags.
   */
  standInHead?: boolean;
}

/** The document cache's answer for a visitor. */
export interface CachedAnswer {
  send(res: Response): void;
  /**
   * Present when the copy sent is past its time and this visit starts its new render, which makes a copy for the
   * cache alone (the visitor has their answer): call it with the page as render() takes it, or with null when there
   * is none to render (then no new copy is made this time).
   */
  renderBehind?: (page: PageRenderRequest | null) => void;
}
