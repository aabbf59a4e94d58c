import fs from 'node:fs/promises';

export interface CachedFileOptions {
  /**
   * How long what was read is taken as current before the file is looked at again (ms; 0, the default: on every
   * read). A file read on every request can say a second: its look at the disk was a tenth of a kept page's cost.
   */
  recheckMs?: number;
  now?: () => number;
}

/** Reads a file once and again only when its modification time changes (a rebuild while the gateway runs). */
export class CachedFile {
  private cached: { mtimeMs: number; text: string } | null = null;
  private checkedAt = -Infinity;

  constructor(
    private readonly file: string,
    private readonly options: CachedFileOptions = {},
  ) {}

  async read(): Promise<string | null> {
    const now = this.options.now?.() ?? Date.now();
    if (this.cached && now - this.checkedAt < (this.options.recheckMs ?? 0)) return this.cached.text;
    let stat;
    try {
      stat = await fs.stat(this.file);
    } catch {
      this.cached = null;
      return null;
    }
    this.checkedAt = now;
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
