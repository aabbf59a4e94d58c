// A document the document cache keeps, and the two forms it goes out in, each made once rather than on every hit:
// with the response's nonce where the placeholder is (the body cut at the placeholders and encoded once: a hit copies
// bytes), and the shared form (no nonces, the CSP naming its inline scripts by hash, an ETag so a browser's
// revalidation gets a 304).
import { NONCE_PLACEHOLDER, type CachedDocument } from './html-cache';
import { sharedDocument } from './shared-document';

/** The shared form of a kept document for one Content-Security-Policy (it changes only with the remotes' origins). */
export interface SharedForm {
  /** Its bytes, converted once. */
  body: Buffer;
  csp: string;
  etag: string | undefined;
}

export class KeptDocument implements CachedDocument {
  private pieces: Buffer[] | undefined;
  private shared: (SharedForm & { policy: string }) | undefined;

  constructor(
    readonly status: number,
    /** The whole document with NONCE_PLACEHOLDER where the response's nonce goes. */
    readonly body: string,
  ) {}

  /** The document's bytes as one response sends them: its nonce in every place. */
  withNonce(nonce: string): Buffer {
    this.pieces ??= this.body.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece, 'utf8'));
    const between = Buffer.from(nonce, 'utf8');
    return Buffer.concat(this.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [between, piece])));
  }

  /** The form shared caches may keep, under `policy` (the response's CSP); `etagOf` is the app's ETag function. */
  sharedForm(policy: string, etagOf: ((body: string) => string) | undefined): SharedForm {
    if (this.shared?.policy !== policy) {
      const shared = sharedDocument(this.body, policy);
      this.shared = { policy, body: Buffer.from(shared.body, 'utf8'), csp: shared.csp, etag: etagOf?.(shared.body) };
    }
    return this.shared;
  }
}
