// A document the document cache keeps, in the one form every hit sends, made when it is kept rather than on every hit: no
// nonces (a kept document goes to many visitors; its Content-Security-Policy names its inline scripts by hash), its
// bytes encoded once, an ETag so that a browser's revalidation gets a 304, and brotli and gzip copies each made once,
// off the event loop, the first time a browser asks for them. A hit then copies bytes: compressing a 60 KB page on
// every answer cost several times what the rest of the answer does.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { CachedDocument } from './html-cache';
import { inlineScriptHashes, policyWithHashes, withoutNonceIn } from './shared-document';

export type ContentCoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Made once per document and kept for the cache's time: brotli's quality 5 and gzip's level 6 are near their best
 * sizes for HTML at a few milliseconds a page, where the best qualities cost a hundred.
 */
const COMPRESS: Record<ContentCoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzip(bytes, { level: 6 }),
};

/**
 * A kept document in the one form every hit sends: its bytes without the nonce of the response it was rendered for,
 * the hashes of its inline scripts, its ETag and its compressed copies. Its size is all it holds.
 */
export class KeptDocument implements CachedDocument {
  private readonly copies = new Map<ContentCoding, Buffer | 'making'>();
  private copiedBytes = 0;
  /** Its bytes, converted once. */
  readonly body: Buffer;
  readonly etag: string | undefined;
  /** CSP sources naming its inline scripts. */
  private readonly hashes: string;

  /**
   * `document` as rendered for a response whose nonce was `nonce`; `etagOf` is the app's ETag function
   * (etagFunctionOf).
   */
  constructor(
    readonly status: number,
    document: string,
    nonce: string | undefined,
    etagOf: ((body: string) => string) | undefined,
  ) {
    const html = withoutNonceIn(document, nonce);
    this.body = Buffer.from(html, 'utf8');
    this.etag = etagOf?.(html);
    this.hashes = inlineScriptHashes(html).join(' ');
  }

  get size(): number {
    return this.body.length + this.copiedBytes;
  }

  /** The response's Content-Security-Policy with this document's inline scripts by hash where its nonce was. */
  policy(responsePolicy: string): string {
    return policyWithHashes(responsePolicy, this.hashes);
  }

  /** The document compressed with `coding` once that copy is made; the first ask starts making it. */
  compressed(coding: ContentCoding): Buffer | undefined {
    const copy = this.copies.get(coding);
    if (copy === undefined) {
      this.copies.set(coding, 'making');
      COMPRESS[coding](this.body).then(
        (bytes) => {
          this.copies.set(coding, bytes);
          this.copiedBytes += bytes.length;
        },
        // (Never seen: the compression middleware compresses per answer meanwhile, and the next ask tries again.)
        () => this.copies.delete(coding),
      );
    }
    return copy === 'making' ? undefined : copy;
  }
}

/** The app's ETag function (Express's 'etag' setting), or undefined when ETags are off. */
export function etagFunctionOf(res: Response): ((body: string) => string) | undefined {
  const etagOf = res.app.get('etag fn') as ((body: string, encoding: BufferEncoding) => string) | undefined;
  return etagOf && ((body) => etagOf(body, 'utf8'));
}

/**
 * A kept document's bytes, in the copy compressed as the browser accepts once it is made (until then the compression
 * middleware compresses this answer). With the ETag set, Express answers a revalidation naming it with a 304.
 */
export function sendKept(req: Request, res: Response, document: KeptDocument): void {
  const coding = req.acceptsEncodings('br', 'gzip');
  const copy = coding === 'br' || coding === 'gzip' ? document.compressed(coding) : undefined;
  if (copy && coding) res.set('Content-Encoding', coding);
  res.send(copy ?? document.body);
}
