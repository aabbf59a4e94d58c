// A kept document holds one form for every visitor: what it sends and what it counts as holding.
import zlib from 'node:zlib';
import { KeptDocument } from '../src/render/kept-document';

const page = (nonce: string) =>
  `<html><head><script nonce="${nonce}">boot()</script></head><body data-nonce="${nonce}">${'<p>fits</p>'.repeat(200)}</body></html>`;

describe('KeptDocument', () => {
  it("is the render without its response's nonce, its scripts by hash in any response's policy", () => {
    const kept = new KeptDocument(200, page('n0nce'), 'n0nce', (body) => `"${body.length}"`);
    const html = kept.body.toString('utf8');
    expect(html).not.toContain('n0nce');
    expect(html).toContain('<script>boot()</script>');
    expect(kept.etag).toBe(`"${html.length}"`);
    expect(kept.policy("script-src 'self' 'nonce-other'; img-src 'self'")).toMatch(
      /^script-src 'self' 'sha256-[^']+'; img-src 'self'$/,
    );
  });

  it('counts its compressed copies in its size once they are made', async () => {
    const kept = new KeptDocument(200, page('n0nce'), 'n0nce', undefined);
    const bare = kept.size;
    expect(bare).toBe(kept.body.length);
    expect(kept.compressed('br')).toBeUndefined();
    let copy: Buffer | undefined;
    // Made off the event loop: asked again until it is there.
    while (!(copy = kept.compressed('br'))) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(zlib.brotliDecompressSync(copy).equals(kept.body)).toBe(true);
    expect(kept.size).toBe(bare + copy.length);
  });
});
