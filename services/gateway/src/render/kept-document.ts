// A document the document cache keeps, and the one form every hit sends it in, made once rather than on every hit: no
// nonces (a kept document goes to many visitors; its Content-Security-Policy names its inline scripts by hash), its
// bytes encoded once, an ETag so that a browser's revalidation gets a 304, and brotli and gzip copies each made once,
// off the event loop, the first time a browser asks for them. A hit then copies bytes: compressing a 60 KB page on
// every answer cost several times what the rest of the answer does.
import { promisify } from 'node:util';
import type { Request, Response } from 'express';
import zlib from 'node:zlib';
import type { CachedDocument } from './html-cache';
import { sharedDocument, withoutNonce } from './shared-document';

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

/** A kept document as hits send it, under one Content-Security-Policy (it changes only with the remotes' origins). */
export class KeptForm {
  private readonly copies = new Map<ContentCoding, Buffer | 'making'>();

  constructor(
    /** Its bytes, converted once. */
    readonly body: Buffer,
    /** The policy with the document's inline scripts by hash where the response's nonce was. */
    readonly csp: string,
    readonly etag: string | undefined,
  ) {}

  /** The form compressed with `coding` once that copy is made; the first ask starts making it. */
  compressed(coding: ContentCoding): Buffer | undefined {
    const copy = this.copies.get(coding);
    if (copy === undefined) {
      this.copies.set(coding, 'making');
      COMPRESS[coding](this.body).then(
        (bytes) => this.copies.set(coding, bytes),
        // (Never seen: the compression middleware compresses per answer meanwhile, and the next ask tries again.)
        () => this.copies.delete(coding),
      );
    }
    return copy === 'making' ? undefined : copy;
  }
}

export class KeptDocument implements CachedDocument {
  private kept: { policy: string; form: KeptForm } | undefined;

  constructor(
    readonly status: number,
    /** The whole document with NONCE_PLACEHOLDER where the response's nonce was. */
    readonly body: string,
  ) {}

  /** The form hits send under `policy` (the response's CSP); `etagOf` is the app's ETag function. */
  formFor(policy: string, etagOf: ((body: string) => string) | undefined): KeptForm {
    // The same policy but for the response's nonce, which the form replaces.
    const policyKey = withoutNonce(policy);
    if (this.kept?.policy !== policyKey) {
      const shared = sharedDocument(this.body, policy);
      const form = new KeptForm(Buffer.from(shared.body, 'utf8'), shared.csp, etagOf?.(shared.body));
      this.kept = { policy: policyKey, form };
    }
    return this.kept.form;
  }
}

/** The app's ETag function (Express's 'etag' setting), or undefined when ETags are off. */
export function etagFunctionOf(res: Response): ((body: string) => string) | undefined {
  const etagOf = res.app.get('etag fn') as ((body: string, encoding: BufferEncoding) => string) | undefined;
  return etagOf && ((body) => etagOf(body, 'utf8'));
}

/**
 * A kept form's bytes, in the copy compressed as the browser accepts once it is made (until then the compression
 * middleware compresses this answer). With the ETag set, Express answers a revalidation naming it with a 304.
 */
export function sendForm(req: Request, res: Response, form: KeptForm): void {
  const coding = req.acceptsEncodings('br', 'gzip');
  const copy = coding === 'br' || coding === 'gzip' ? form.compressed(coding) : undefined;
  if (copy && coding) res.set('Content-Encoding', coding);
  res.send(copy ?? form.body);
}
