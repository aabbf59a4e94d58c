// The page document around a server render: the shell's document (head, boot data, preloads and scripts already in
// it) cut at its #root element, whose content becomes the streamed HTML, followed by the state the page hydrates with.
import type { Response } from 'express';
import { scriptJson } from '../boot';

export interface DocumentParts {
  /** Everything before #root, and #root's opening tag marked as server-rendered. */
  head: string;
  /** `</body>` onwards: after #root is closed and the state script written. */
  tail: string;
}

const ROOT_OPEN = /<div\s+id=(?:"root"|'root'|root)(?=[\s>])[^>]*>/i;
const BODY_CLOSE = /<\/body>/i;

/** The document cut around #root, or null when it has no #root (then the page is not server-rendered). */
export function splitDocument(html: string): DocumentParts | null {
  const open = ROOT_OPEN.exec(html);
  const close = BODY_CLOSE.exec(html);
  if (!open || !close || close.index < open.index) return null;
  // The shell's boot skeleton inside #root (a header bar painted before any script) gives way to the real page.
  const openTag = open[0].replace(/>$/, ' data-sf-ssr="">');
  return { head: html.slice(0, open.index) + openTag, tail: html.slice(close.index) };
}

/** The script holding the render's state (shared-domain SSR_STATE_ELEMENT_ID), `<` escaped. */
export function stateScript(id: string, state: unknown, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script type="application/json" id="${id}"${nonceAttribute}>${scriptJson(state)}</script>`;
}

/**
 * Sends a document made for this response alone (its nonce is in it). Express's send would hash it for an ETag that no
 * later response can match: that is a hash of the whole page per visit for nothing.
 */
export function sendOwnDocument(res: Response, html: string | Buffer): void {
  const bytes = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  res.set('Content-Length', String(bytes.length));
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}
