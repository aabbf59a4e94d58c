// Product images drawn locally as SVG (250x250 viewBox): a shape per kind of product, a colour per category and the
// sku as text. Deterministic: the same sku and category always give the same bytes.
import { displaySku } from '@storefront/shared-domain';
import { hashString } from '../seed/prng';

const CATEGORY_COLOURS: Record<string, [string, string]> = {
  'car-subwoofers': ['#1f2937', '#ef4444'],
  'car-amplifiers': ['#111827', '#3b82f6'],
  'car-speakers': ['#1e293b', '#22c55e'],
  'marine-audio': ['#0c4a6e', '#38bdf8'],
  'marine-subwoofers': ['#0c4a6e', '#e0f2fe'],
  'car-audio-batteries': ['#292524', '#eab308'],
  'loaded-subwoofer-enclosures': ['#3f3f46', '#f97316'],
  'empty-subwoofer-enclosures': ['#52525b', '#a1a1aa'],
  'professional-audio': ['#18181b', '#a855f7'],
  bundles: ['#1f2937', '#f43f5e'],
};
const DEFAULT_COLOURS: [string, string] = ['#334155', '#14b8a6'];

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

type Shape = 'speaker' | 'box' | 'amp' | 'battery' | 'cable';

function shapeFor(category: string): Shape {
  if (category.includes('enclosure')) return 'box';
  if (category.includes('amplifier') && !category.includes('wiring')) return 'amp';
  if (category.includes('batter')) return 'battery';
  if (/wire|wiring|rca|fuse|accessories|deadening/.test(category)) return 'cable';
  return 'speaker';
}

function cone(cx: number, cy: number, r: number, accent: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0b0f" stroke="${accent}" stroke-width="4"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.72)}" fill="#27272a"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.3)}" fill="${accent}" opacity="0.85"/>`
  );
}

/** The SVG of a product image; `view` 2 draws the alternate (tilted) view. */
export function renderProductSvg(sku: string, category: string, view = 1): string {
  const [bg, accent] = CATEGORY_COLOURS[category] ?? DEFAULT_COLOURS;
  const h = hashString(sku);
  const shape = shapeFor(category);
  let body: string;
  switch (shape) {
    case 'box': {
      const holes = Math.max(1, Number(/(\d)X\d/i.exec(sku)?.[1] ?? 1));
      const n = Math.min(holes, 4);
      const r = n === 1 ? 52 : n === 2 ? 34 : 22;
      const step = 170 / n;
      const cones = Array.from({ length: n }, (_, i) =>
        cone(Math.round(40 + step * i + step / 2), 110, r, accent),
      ).join('');
      body = `<rect x="30" y="45" width="190" height="130" rx="8" fill="#3f3f46" stroke="#18181b" stroke-width="3"/>${cones}`;
      break;
    }
    case 'amp': {
      const fins = Array.from(
        { length: 9 },
        (_, i) => `<rect x="${42 + i * 19}" y="70" width="8" height="80" rx="2" fill="${accent}" opacity="0.6"/>`,
      ).join('');
      body = `<rect x="30" y="60" width="190" height="100" rx="10" fill="#27272a" stroke="${accent}" stroke-width="3"/>${fins}`;
      break;
    }
    case 'battery':
      body =
        `<rect x="45" y="60" width="160" height="110" rx="6" fill="#1c1917" stroke="${accent}" stroke-width="4"/>` +
        `<rect x="70" y="48" width="25" height="14" fill="#dc2626"/><rect x="155" y="48" width="25" height="14" fill="#a1a1aa"/>`;
      break;
    case 'cable':
      body =
        `<path d="M40 150 C 90 40, 160 200, 210 80" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>` +
        `<circle cx="40" cy="150" r="12" fill="#e5e7eb"/><circle cx="210" cy="80" r="12" fill="#e5e7eb"/>`;
      break;
    default:
      body = cone(125, 105, 70 + (h % 8), accent);
  }
  const tilt = view === 2 ? ` transform="rotate(-8 125 110)"` : '';
  // The sku as the store shows it (FORD-2009-UP reads FORD-2015-UP).
  const shown = displaySku(sku);
  const label = escapeXml(shown.length > 24 ? `${shown.slice(0, 23)}…` : shown);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 250" width="250" height="250" role="img" aria-label="${escapeXml(shown)}">` +
    `<rect width="250" height="250" fill="${bg}"/>` +
    `<g${tilt}>${body}</g>` +
    `<rect x="0" y="200" width="250" height="50" fill="#000" opacity="0.45"/>` +
    `<text x="125" y="232" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#fff">${label}</text>` +
    `</svg>`
  );
}
