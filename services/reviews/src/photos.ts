// Review photos are generated locally (nothing is fetched from the internet): a deterministic SVG per photo number,
// looking like a snapshot of an installed subwoofer / amplifier in a car boot.

const PALETTES: Array<[string, string, string]> = [
  ['#1f2933', '#3e4c59', '#f5a623'],
  ['#102a43', '#243b53', '#ef4e4e'],
  ['#22292f', '#4a5568', '#38b2ac'],
  ['#2d3748', '#1a202c', '#ecc94b'],
  ['#3c2a21', '#5c4033', '#e2e8f0'],
  ['#0b1f2e', '#1b4965', '#62b6cb'],
  ['#2f2f2f', '#575757', '#ff6b35'],
  ['#1b1b3a', '#693668', '#f2e94e'],
];

function rng(seed: number) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export const MAX_PHOTO_NUMBER = 1_000_000;

export function reviewPhotoSvg(n: number): string {
  const rand = rng(n * 2654435761);
  const [bg, carpet, accent] = PALETTES[n % PALETTES.length];
  const subs = 1 + Math.floor(rand() * 2);
  const cones = Array.from({ length: subs }, (_, i) => {
    const cx = subs === 1 ? 320 : 220 + i * 200;
    const r = 90 + Math.floor(rand() * 20);
    return `<g><circle cx="${cx}" cy="240" r="${r}" fill="#111" stroke="${accent}" stroke-width="6"/>
<circle cx="${cx}" cy="240" r="${Math.round(r * 0.72)}" fill="#222"/>
<circle cx="${cx}" cy="240" r="${Math.round(r * 0.3)}" fill="#333" stroke="#555" stroke-width="3"/></g>`;
  }).join('\n');
  const angle = Math.floor(rand() * 8) - 4;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="Customer photo ${n}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${carpet}"/></linearGradient></defs>
<rect width="640" height="480" fill="url(#g)"/>
<rect x="40" y="110" width="560" height="260" rx="18" fill="${carpet}" stroke="#000" stroke-opacity="0.4" stroke-width="4" transform="rotate(${angle} 320 240)"/>
${cones}
<text x="24" y="456" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#fff" fill-opacity="0.75">Customer photo #${n}</text>
</svg>
`;
}
