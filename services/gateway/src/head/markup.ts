// Pure builders of head markup: escaped meta tags and JSON-LD blocks safe inside <script> (no `</script>` breakout).
import type { HeadMeta, PageHeadTags } from '@storefront/shared-domain';

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

/** The tags of a head as data: one list for the document's markup and the JSON the shell applies on navigation. */
export function headTags(h: HeadData): PageHeadTags {
  const meta: HeadMeta[] = [{ name: 'description', content: h.description }];
  if (h.robots) meta.push({ name: 'robots', content: h.robots });
  meta.push(
    { property: 'og:site_name', content: h.siteName },
    { property: 'og:type', content: h.ogType },
    { property: 'og:title', content: h.title },
    { property: 'og:description', content: h.description },
    { property: 'og:url', content: h.canonical },
  );
  if (h.image) meta.push({ property: 'og:image', content: h.image });
  for (const [property, content] of h.extraMeta ?? []) meta.push({ property, content });
  meta.push(
    { name: 'twitter:card', content: h.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: h.title },
    { name: 'twitter:description', content: h.description },
  );
  if (h.image) meta.push({ name: 'twitter:image', content: h.image });
  return { title: h.title, meta, links: [{ rel: 'canonical', href: h.canonical }], jsonLd: h.jsonLd };
}

/** Markup of a head: the title, the canonical link, the meta tags, the JSON-LD blocks. */
export function headMarkup(tags: PageHeadTags): string {
  const lines = [`<title>${escapeHtml(tags.title)}</title>`];
  for (const link of tags.links) lines.push(`<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}">`);
  for (const m of tags.meta) {
    const [attr, key] = m.property !== undefined ? ['property', m.property] : ['name', m.name ?? ''];
    lines.push(`<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(m.content)}">`);
  }
  for (const block of tags.jsonLd) lines.push(jsonLd(block));
  return lines.join('\n');
}

export function renderHead(h: HeadData): string {
  return headMarkup(headTags(h));
}
