// A server render written out: the document's head at once, React's HTML as it comes, then the page's state and the
// document's end, with the render stopped at its deadline or when its visitor leaves.
import { Writable } from 'node:stream';
import type pino from 'pino';
import { SSR_STATE_ELEMENT_ID, type RenderedPage } from '@storefront/shared-domain';
import { stateScript, type DocumentParts } from './document';

/**
 * Where a document is written: a visitor's response, or nothing but the cache's copy (a render behind a copy past its
 * time, documentCache).
 */
export interface DocumentOut {
  write(chunk: Buffer | string): unknown;
  end(chunk?: string): unknown;
  once(event: 'close', listener: () => void): unknown;
  destroy(): unknown;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
  /** The compression middleware's: what was written goes out now. */
  flush?: () => void;
}

/**
 * React's HTML to the response as it comes, then the state and the document's end. React writes a finished part in
 * pieces of 2 KB, all at once; they go out together on the next turn of the event loop, as one write and one flush of
 * the compressor (a page in one go rather than thirty), while a part that finishes later still streams when it does.
 */
function documentWriter(res: DocumentOut, tail: () => string, record?: (text: string) => void): Writable {
  let pending: Buffer[] = [];
  let scheduled = false;
  const send = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const out = Buffer.concat(pending);
    pending = [];
    if (res.destroyed) return;
    res.write(out);
    record?.(out.toString());
    res.flush?.();
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(send);
      }
      done();
    },
    final(done) {
      send();
      const end = tail();
      record?.(end);
      res.end(end);
      done();
    },
  });
}

/**
 * Writes the document: its head at once, React's HTML as it comes, then the state and the document's end. `keep` is
 * given the whole document when it went out complete (not cut by the deadline or a visitor who left).
 */
export function streamDocument(
  res: DocumentOut,
  nonce: string | undefined,
  page: RenderedPage,
  { parts, deadlineMs, log }: { parts: DocumentParts; deadlineMs: number; log: pino.Logger },
  keep?: (document: string) => void,
): void {
  res.write(parts.head);
  let cut = false;
  const written: string[] = [parts.head];
  const deadline = setTimeout(() => {
    cut = true;
    page.stream.abort(new Error('render deadline'));
  }, deadlineMs);
  const tail = () => {
    clearTimeout(deadline);
    return `</div>${stateScript(SSR_STATE_ELEMENT_ID, page.state(), nonce)}${parts.tail}`;
  };
  // A visitor who left stops the render, whether they leave now or left while it was starting (no event comes then).
  const left = () => {
    clearTimeout(deadline);
    if (!res.writableEnded) {
      cut = true;
      page.stream.abort(new Error('the visitor left'));
    }
  };
  if (res.destroyed) left();
  else res.once('close', left);
  const writer = documentWriter(res, tail, keep && ((text) => written.push(text)));
  // A render that fails after its first byte (React destroys its destination on a fatal error) never ends the
  // writer, so the document cannot be finished: what was sent may stop inside a tag. The response is cut (the
  // browser sees an incomplete answer) rather than left open with no end, holding the connection.
  writer.on('error', (err) => log.warn({ err }, 'server rendering failed after its first byte; response cut'));
  writer.once('finish', () => {
    if (keep && !cut) keep(written.join(''));
  });
  writer.once('close', () => {
    clearTimeout(deadline);
    // (Not res.writableEnded: through compression, the response ends only once the compressor has.)
    if (!writer.writableFinished) res.destroy();
  });
  page.stream.pipe(writer);
}
