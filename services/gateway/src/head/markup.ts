// Pure builders of head markup: escaped meta tags and JSON-LD blocks safe inside <script> (no `</script>` breakout).

/** Text and attribute escaping for HTML. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes (so no `</script>` or
 * `<!--` can close or confuse the element), as do the line separators U+2028/U+2029.
 */
export function jsonLd(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Collapses whitespace and cuts at a word boundary (meta descriptions). */
export function clip(text: string | null | undefined, max = 300): string {
  const t = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > max * 0.6 ? cut.slice(0, at) : cut).trimEnd()}…`;
}

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  /** Absolute image URL for social cards. */
  image?: string;
  ogType: 'website' | 'product';
  siteName: string;
  robots?: string;
  /** Extra `<meta property=... content=...>` pairs (e.g. product:price:amount). */
  extraMeta?: Array<[string, string]>;
  jsonLd: unknown[];
}

export function renderHead(h: HeadData): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
  const lines = [
    `<title>${escapeHtml(h.title)}</title>`,
    meta('name', 'description', h.description),
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">`,
  ];
  if (h.robots) lines.push(meta('name', 'robots', h.robots));
  lines.push(
    meta('property', 'og:site_name', h.siteName),
    meta('property', 'og:type', h.ogType),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    meta('property', 'og:url', h.canonical),
  );
  if (h.image) lines.push(meta('property', 'og:image', h.image));
  for (const [key, content] of h.extraMeta ?? []) lines.push(meta('property', key, content));
  lines.push(
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
  );
  if (h.image) lines.push(meta('name', 'twitter:image', h.image));
  for (const block of h.jsonLd) lines.push(jsonLd(block));
  return lines.join('\n');
}
