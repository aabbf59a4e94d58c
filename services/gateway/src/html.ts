import fs from 'node:fs/promises';

/** Reads a file once and again only when its modification time changes (a rebuild while the gateway runs). */
export class CachedFile {
  private cached: { mtimeMs: number; text: string } | null = null;

  constructor(private readonly file: string) {}

  async read(): Promise<string | null> {
    let stat;
    try {
      stat = await fs.stat(this.file);
    } catch {
      this.cached = null;
      return null;
    }
    if (this.cached && this.cached.mtimeMs === stat.mtimeMs) return this.cached.text;
    const text = await fs.readFile(this.file, 'utf8');
    this.cached = { mtimeMs: stat.mtimeMs, text };
    return text;
  }
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;

/**
 * Puts the server-rendered head markup into the document head: when it brings a `<title>`, the shell's title is
 * replaced; everything else is appended before `</head>`. Head tags the shell already has stay.
 */
export function injectHead(html: string, head: string | null | undefined): string {
  if (!head) return html;
  let doc = html;
  let extra = head;
  const newTitle = TITLE.exec(head);
  if (newTitle) {
    extra = head.replace(TITLE, '');
    doc = TITLE.test(doc)
      ? doc.replace(TITLE, () => newTitle[0])
      : doc.replace(/<\/head>/i, () => `${newTitle[0]}\n</head>`);
  }
  extra = extra.trim();
  if (!extra) return doc;
  if (/<\/head>/i.test(doc)) return doc.replace(/<\/head>/i, () => `${extra}\n</head>`);
  return doc.replace(/<body\b/i, (m) => `<head>${extra}</head>${m}`);
}

/** Adds a CSP nonce to every `<script` tag without one. */
export function addScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`);
}
