import type mongoose from 'mongoose';
import { createSeededRandom, trusted } from '@storefront/service-platform';
import type { SeedInput, SeedProduct, SeededRandom } from '@storefront/service-platform';
import { coilMarkerOf } from '@storefront/shared-domain';
import type { ReviewFitVerdict, ReviewVehicle } from '@storefront/shared-domain';
import { PUBLISHED_ONLY, reviewModels, vehicleKey } from './models/review';
import type { ReviewDoc } from './models/review';
import { roundScore } from './domain/to-review';
import { seedFitmentOf } from './seed/fitment';
import type { SeedFitment } from './seed/fitment';

/** Reviews are dated back from this fixed moment so the seed is the same on every run. */
export const SEED_ANCHOR_DATE = new Date('2026-11-18T15:00:00.000Z');
/** Base number of reviews at scale 1 (the brief asks for at least 2,000). */
export const BASE_REVIEW_COUNT = 2400;

/** Reviews of each ZVX coil variant (the ZVX-SUBS page: several pages per size). */
export const ZVX_REVIEWS_PER_VARIANT = 45;
/** Reviews of the showcase enclosure: more than 60, four pages. */
export const SHOWCASE_ENCLOSURE_REVIEWS = 72;
/** Every sku with a coil marker (' D1', ' D2', ' D4') has at least this many, so related D2/D4 variants merge visibly. */
export const MIN_COIL_VARIANT_REVIEWS = 3;
/** The showcase enclosure: the first of these in the catalogue, else its first vehicle-specific enclosure. */
const SHOWCASE_ENCLOSURE_SKUS = ['L-VS-FORD-2009-UP-SC-2X12', 'VS-FORD-2009-UP-SC-2X12'];
/** Share of enclosure reviews that name the reviewer's vehicle. */
const VEHICLE_SHARE = 0.75;

const FIRST_NAMES = [
  'Mike',
  'Chris',
  'Jose',
  'David',
  'James',
  'Robert',
  'Carlos',
  'Tyler',
  'Brandon',
  'Kevin',
  'Jason',
  'Luis',
  'Anthony',
  'Matt',
  'Ryan',
  'Eric',
  'Marcus',
  'Andre',
  'Derek',
  'Travis',
  'Cody',
  'Juan',
  'Steve',
  'Tony',
  'Nick',
  'Sarah',
  'Jessica',
  'Ashley',
  'Maria',
  'Brittany',
  'Amanda',
  'Nicole',
  'Kayla',
  'Dustin',
  'Shawn',
  'Jeremy',
  'Austin',
  'Dylan',
  'Hector',
  'Omar',
  'Terrell',
  'DeShawn',
  'Bill',
  'Gary',
  'Frank',
  'Ray',
  'Wes',
  'Kyle',
  'Logan',
  'Ethan',
];
const LAST_INITIALS = 'ABCDEFGHJKLMNOPRSTVWY'.split('');

type Family = 'subwoofer' | 'amplifier' | 'enclosure' | 'speaker' | 'marine' | 'wiring' | 'battery' | 'pro' | 'general';

function familyOf(category: string, name: string): Family {
  const c = `${category} ${name}`.toLowerCase();
  if (c.includes('enclosure') || c.includes('box')) return 'enclosure';
  if (c.includes('marine')) return 'marine';
  if (c.includes('subwoofer') || c.includes('sub ')) return 'subwoofer';
  if (c.includes('amplifier') || c.includes('amp')) return 'amplifier';
  if (c.includes('speaker') || c.includes('tweeter')) return 'speaker';
  if (
    c.includes('wir') ||
    c.includes('kit') ||
    c.includes('fuse') ||
    c.includes('rca') ||
    c.includes('install') ||
    c.includes('deadening')
  )
    return 'wiring';
  if (c.includes('batter')) return 'battery';
  if (c.includes('pro') || c.includes('live')) return 'pro';
  return 'general';
}

const PRAISE: Record<Family, string[]> = {
  subwoofer: [
    'This sub hits way harder than I expected for the price.',
    'Deep, clean bass and it handles the power without breaking a sweat.',
    'Broke it in for a week and now it slams on every song.',
    'The low end is tight and accurate, not boomy at all.',
    'Rear view mirror shakes at half volume. Enough said.',
    'Paired it with a mono amp at 1 ohm and it is a monster.',
  ],
  amplifier: [
    'Clean power, runs cool and the bass boost is actually usable.',
    'Dyno tested it and it makes more than rated power.',
    'Small footprint, fit under the seat with room to spare.',
    'No more dimming lights since I switched to this amp.',
    'Gain and crossover controls are easy to set and the remote knob is great.',
  ],
  enclosure: [
    'Fit my truck perfectly, no cutting or drilling needed.',
    'The box is built like a tank and the carpet matches the interior.',
    'Install took about twenty minutes and it sits flush behind the seat.',
    'Ported design gives a lot more output than my old sealed box.',
    'Still have room for my jack and tools with this box installed.',
  ],
  speaker: [
    'Huge upgrade over the factory speakers, vocals are crystal clear.',
    'Drop-in fit with the adapters, highs are crisp without being harsh.',
    'Plenty loud even off the head unit, even better with an amp.',
    'Great midbass for a coaxial, my doors finally have punch.',
  ],
  marine: [
    'Survived a whole season on the lake with no issues.',
    'Still sounds great after plenty of sun and spray.',
    'Loud enough to hear over the engine at full throttle.',
    'LED lights look awesome on the boat at night.',
  ],
  wiring: [
    'True to gauge copper, not the cheap aluminum stuff.',
    'Everything I needed for the install was in the kit.',
    'Terminals are solid and the wire is very flexible.',
    'Good quality for the price, made the install easy.',
  ],
  battery: [
    'Voltage stays up even on long bass notes.',
    'No more dimming headlights at night.',
    'Starts the truck instantly and powers my whole system.',
  ],
  pro: [
    'Used it for a few gigs now and it has been rock solid.',
    'Clear sound even at high volume in a big room.',
    'Light enough to carry and sounds fantastic.',
  ],
  general: ['Exactly as described and works great.', 'Quality product, would buy again.', 'Does the job perfectly.'],
};

const SHIPPING_PRAISE = [
  'Shipping was fast and everything was packed well.',
  'Arrived two days early and well packaged.',
  'Customer service answered all my questions before I ordered.',
  'Ordered on Monday and was installing it on Thursday.',
  'Great price compared to the big box stores.',
];

const NEUTRAL = [
  'Sounds decent but I expected a little more output.',
  'Good product overall, instructions could be better.',
  'Works fine, took some tuning to get it sounding right.',
  'Took a while to arrive but the product itself is solid.',
];

const COMPLAINTS = [
  'Mine arrived with a damaged corner and I had to wait for a replacement.',
  'Did not fit my vehicle as listed, had to return it.',
  'Stopped working after a couple of months.',
  'Not as loud as advertised.',
  'Support was slow to answer my emails.',
];

const LONG_EXTRAS = [
  'For reference my setup is a single battery with a big three upgrade, a 2000 watt mono amp and a 60 amp fuse at the battery.',
  'I spent a weekend sound deadening the trunk and doors first, which made a huge difference in how clean everything sounds.',
  'I was nervous about ordering online after a bad experience somewhere else, but the whole process here was painless.',
  'My buddy has a similar setup from another brand and mine is noticeably louder and cleaner on the same songs.',
  'If you are on the fence about it, just do it. I went back and forth for weeks and wish I had ordered sooner.',
  'I would recommend setting the gains with a multimeter or oscilloscope instead of by ear, it makes a real difference.',
];

const TITLES: Record<'great' | 'ok' | 'bad', string[]> = {
  great: [
    'Amazing!',
    'Hits hard',
    'Best purchase this year',
    'Worth every penny',
    'Perfect fit',
    'Love it',
    'Really happy',
    'Impressed',
    'Solid product',
    'Exceeded expectations',
    'Great value',
    'Loud and clean',
  ],
  ok: ['Pretty good', 'Decent', 'Does the job', 'Good but not great', 'OK for the price'],
  bad: ['Disappointed', 'Not for me', 'Had issues', 'Returned it', 'Could be better'],
};

function bodyFor(rand: SeededRandom, family: Family, rating: number, productName: string): string {
  const parts: string[] = [];
  if (rating >= 4) {
    parts.push(rand.pick(PRAISE[family]));
    if (rand.chance(0.6)) parts.push(rand.pick(PRAISE[family === 'general' ? 'general' : family]));
    if (rand.chance(0.5)) parts.push(rand.pick(SHIPPING_PRAISE));
    if (rand.chance(0.25)) parts.push(`Really happy with the ${productName}.`);
  } else if (rating === 3) {
    parts.push(rand.pick(NEUTRAL));
    if (rand.chance(0.5)) parts.push(rand.pick(PRAISE[family]));
  } else {
    parts.push(rand.pick(COMPLAINTS));
    if (rand.chance(0.4)) parts.push(rand.pick(NEUTRAL));
  }
  // About one review in eight is long enough to be truncated on the product page (600 characters).
  if (rand.chance(0.12)) {
    for (let i = 0; i < 5; i += 1) parts.push(rand.pick(LONG_EXTRAS), rand.pick(PRAISE[family]));
  }
  return [...new Set(parts)].join(' ');
}

/** A vehicle the enclosure fits, of a model year no later than the year after the review. */
function reviewerVehicle(rand: SeededRandom, fitment: SeedFitment, reviewDate: Date): ReviewVehicle {
  const latest = Math.min(fitment.endYear ?? Infinity, reviewDate.getUTCFullYear() + 1);
  const year = latest <= fitment.startYear ? fitment.startYear : rand.int(fitment.startYear, latest);
  return { year, make: fitment.make, model: rand.pick(fitment.models) };
}

const FIT_VERDICTS: readonly ReviewFitVerdict[] = ['fitted', 'fitted-with-changes', 'did-not-fit'];

const FIT_NOTES: Record<'fitted-with-changes' | 'did-not-fit', string[]> = {
  'fitted-with-changes': [
    'Had to trim the carpet behind the seat a little for it to sit flush.',
    'Needed to move the jack and tools to the side, then it went in.',
    'Had to remove the factory plastic storage bin first.',
    'Fit after I slid the rear seat bracket over about half an inch.',
  ],
  'did-not-fit': [
    'Mine has the factory subwoofer under the seat, so there was no room for it.',
    'The seat would not fold back down over it in my cab.',
    'Too deep for the space behind my seat.',
  ],
};

/** An owner's fit verdict and note; low ratings say 'did not fit' more often. */
function fitVerdictOf(rand: SeededRandom, rating: number): { verdict: ReviewFitVerdict; note: string | null } {
  const verdict = rand.weighted<ReviewFitVerdict>([...FIT_VERDICTS], rating <= 2 ? [40, 20, 40] : [85, 12, 3]);
  return { verdict, note: verdict === 'fitted' ? null : rand.pick(FIT_NOTES[verdict]) };
}

/** Products that get a fixed number of reviews, before the rest are spread by popularity. */
function showcaseQuotas(products: readonly SeedProduct[]): Map<SeedProduct, number> {
  const quotas = new Map<SeedProduct, number>();
  for (const p of products) {
    if (!coilMarkerOf(p.sku)) continue;
    quotas.set(p, p.sku.toUpperCase().startsWith('ZVX-') ? ZVX_REVIEWS_PER_VARIANT : MIN_COIL_VARIANT_REVIEWS);
  }
  const showcase =
    SHOWCASE_ENCLOSURE_SKUS.map((sku) => products.find((p) => p.sku === sku)).find((p) => p !== undefined) ??
    products.find((p) => seedFitmentOf(p) !== null);
  if (showcase) quotas.set(showcase, SHOWCASE_ENCLOSURE_REVIEWS);
  return quotas;
}

/** Reviews seeded before the 'photos' sort existed get its key (idempotent, cheap when nothing is missing). */
async function backfillPhotoKey(Review: ReturnType<typeof reviewModels>['Review']): Promise<void> {
  const missing = trusted({ $exists: false });
  await Review.updateMany({ has_photos: missing, 'images.0': trusted({ $exists: true }) }, { has_photos: true });
  await Review.updateMany({ has_photos: missing }, { has_photos: false });
}

/**
 * Fill the reviews collection with deterministic demo reviews over the given products (skips when not empty): the
 * ZVX coil variants and one vehicle-specific enclosure have several pages, every other coil variant a few reviews,
 * the rest follow a long-tailed popularity; most enclosure reviews name a vehicle the enclosure fits, with the
 * owner's fit verdict (mostly 'fitted', some with changes or not fitting, with a note) and often an install photo.
 */
export async function seed(connection: mongoose.Connection, input: SeedInput): Promise<void> {
  const { Review } = reviewModels(connection);
  await Review.init();
  await backfillPhotoKey(Review);
  if (await Review.exists({})) return;
  const products = input.products.filter((p) => p.sku);
  if (products.length === 0) return;

  const rand = createSeededRandom('storefront-reviews');
  // Fit verdicts draw from their own stream, so the reviews seeded before them stay as they were.
  const fitRand = createSeededRandom('storefront-reviews-fit');
  const total = Math.max(1, Math.round(BASE_REVIEW_COUNT * (input.scale ?? 1)));

  // Popularity: about one product in ten has no reviews; the rest follow a long-tailed weight.
  const weights: number[] = products.map((_, i): number =>
    i === 0 || !rand.chance(0.1) ? 1 + Math.pow(rand.next(), 4) * 40 : 0,
  );
  if (!weights.some((w) => w > 0)) weights[0] = 1;
  const cumulative: number[] = [];
  weights.reduce<number>((sum, w, i) => (cumulative[i] = sum + w), 0);
  const totalWeight = cumulative[cumulative.length - 1];
  const pickProduct = () => {
    const x = rand.next() * totalWeight;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return products[lo];
  };

  const reviewed: SeedProduct[] = [];
  for (const [product, quota] of showcaseQuotas(products)) {
    for (let k = 0; k < quota; k += 1) reviewed.push(product);
  }
  while (reviewed.length < total) reviewed.push(pickProduct());

  const fitments = new Map(products.map((p) => [p.sku, seedFitmentOf(p)]));
  let photo = 0;
  const docs: ReviewDoc[] = [];
  for (const [i, product] of reviewed.entries()) {
    const family = familyOf(product.category, product.name);
    const rating = rand.weighted<number>([5, 4, 3, 2, 1], [68, 18, 6, 3, 5]);
    const mood = rating >= 4 ? 'great' : rating === 3 ? 'ok' : 'bad';
    const daysAgo = Math.floor(Math.pow(rand.next(), 1.7) * 1100);
    const minutes = rand.int(0, 24 * 60 - 1);
    const images: string[] = [];
    if (rand.chance(0.18)) {
      const count = rand.chance(0.35) ? 2 : 1;
      for (let k = 0; k < count; k += 1) images.push(`/api/reviews/photos/${(photo += 1)}.svg`);
    }
    const review_date = new Date(SEED_ANCHOR_DATE.getTime() - daysAgo * 86_400_000 - minutes * 60_000);
    const fitment = fitments.get(product.sku);
    const vehicle = fitment && rand.chance(VEHICLE_SHARE) ? reviewerVehicle(rand, fitment, review_date) : null;
    const fit = vehicle ? fitVerdictOf(fitRand, rating) : null;
    // An owner's first photo is often the install.
    const install_images = vehicle && images.length > 0 && fitRand.chance(0.6) ? images.slice(0, 1) : [];
    docs.push({
      reviewId: String(100001 + i),
      title: rand.chance(0.08) ? null : rand.pick(TITLES[mood]),
      body: bodyFor(rand, family, rating, product.name),
      rating,
      review_date,
      reviewer: { name: `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_INITIALS)}.` },
      verified: rand.chance(0.72) ? 'buyer' : null,
      sku: product.sku,
      images,
      thumbs_up: rand.chance(0.55) ? 0 : Math.floor(Math.pow(rand.next(), 3) * 40),
      has_photos: images.length > 0,
      vehicle,
      vehicle_key: vehicleKey(vehicle),
      fit_verdict: fit?.verdict ?? null,
      fit_note: fit?.note ?? null,
      install_images,
      account_id: null,
    });
  }
  for (let i = 0; i < docs.length; i += 500) {
    await Review.insertMany(docs.slice(i, i + 500), { ordered: false });
  }
}

/**
 * Every reviewed sku's count and average (rounded as the API rounds): the seed copies them onto the catalogue's
 * products, so cards and product pages show the numbers the reviews section shows.
 */
export async function reviewScores(
  connection: mongoose.Connection,
): Promise<Record<string, { count: number; avgScore: number }>> {
  const { Review } = reviewModels(connection);
  const rows = await Review.aggregate<{ _id: string; count: number; avg: number }>([
    { $match: { ...PUBLISHED_ONLY } },
    { $group: { _id: '$sku', count: { $sum: 1 }, avg: { $avg: '$rating' } } },
  ]);
  return Object.fromEntries(rows.map((row) => [row._id, { count: row.count, avgScore: roundScore(row.avg) }]));
}
