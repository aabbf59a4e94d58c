// Collection pages of the seed (spec 1 §2, spec 2 §2): every top-level handle and every sub-collection route, with
// title, keywords, SEO description and description. A sub-collection's handle is '<parent>/<sub>'.
import type { CollectionPageInfo } from '@storefront/shared-domain';

export const STORE_NAME = 'SK Audio';

export const COLLECTION = {
  subwoofers: 'car-subwoofers',
  amplifiers: 'car-amplifiers',
  speakers: 'car-speakers',
  marine: 'marine-audio',
  marineSubwoofers: 'marine-subwoofers',
  batteries: 'car-audio-batteries',
  loaded: 'loaded-subwoofer-enclosures',
  empty: 'empty-subwoofer-enclosures',
  pro: 'professional-audio',
  accessories: 'car-audio-installation-accessories-wiring-equipment',
  vehicle: 'vehicle-specific-subwoofer-enclosures',
  bundles: 'bundles',
  ampKits: 'amplifier-wiring-kits',
  speakerWire: 'speaker-wire',
  rca: 'rca-interconnect-patch-cables-and-adapters',
  fuses: 'fuse-holders-and-fuses',
  boxes: 'subwoofer-enclosures-boxes',
  soundDeadening: 'sound-deadening',
} as const;

interface CollectionSeed {
  handle: string;
  title: string;
  keywords: string;
  seo: string;
  description: string;
  parentMenuName?: string;
  parentMenuHandle?: string;
  subs?: Array<{ handle: string; title: string; keywords: string; seo: string; description: string }>;
}

const C = COLLECTION;

const seeds: CollectionSeed[] = [
  {
    handle: C.subwoofers,
    title: 'Car Subwoofers',
    keywords:
      'car subwoofers, 8 inch subwoofer, 10 inch subwoofer, 12 inch subwoofer, 15 inch subwoofer, dual voice coil',
    seo: 'Shop car subwoofers from 8" to 15": dual 1, 2 and 4 ohm voice coils, from daily-driver bass to competition SPL.',
    description:
      'Deep, accurate bass for every vehicle. Our subwoofer line runs from shallow-mount 8" drivers to 15" competition woofers with dual voice coils for flexible wiring.',
    parentMenuName: 'Subwoofers',
    parentMenuHandle: C.subwoofers,
  },
  {
    handle: C.amplifiers,
    title: 'Car Amplifiers',
    keywords: 'car amplifiers, monoblock amplifier, 4 channel amplifier, class d amplifier',
    seo: 'Monoblock and multi-channel car amplifiers with true RMS ratings, built to power subwoofers and speakers.',
    description:
      'Class D monoblocks for subwoofers and efficient multi-channel amplifiers for full-range speakers, all rated in honest RMS watts.',
    parentMenuName: 'Amplifiers',
    parentMenuHandle: C.amplifiers,
  },
  {
    handle: C.speakers,
    title: 'Car Speakers',
    keywords: 'car speakers, 6.5 speakers, 6x9 speakers, component speakers, tweeters',
    seo: 'Coaxial, component and pro-style car speakers plus tweeters: clear highs and punchy midbass for every door.',
    description: 'Upgrade factory speakers with coaxials, component sets, pro-style midranges and bullet tweeters.',
    parentMenuName: 'Speakers',
    parentMenuHandle: C.speakers,
  },
  {
    handle: C.marine,
    title: 'Marine Audio',
    keywords: 'marine audio, marine speakers, marine subwoofers, boat speakers, marine amplifier',
    seo: 'Marine speakers, subwoofers and amplifiers made to survive sun, salt and spray.',
    description:
      'UV-resistant cones, sealed amplifiers and RGB-lit marine speakers for boats, side-by-sides and golf carts.',
    parentMenuName: 'Marine Audio',
    parentMenuHandle: C.marine,
  },
  {
    handle: C.marineSubwoofers,
    title: 'Marine Subwoofers',
    keywords: 'marine subwoofers, boat subwoofer, free air subwoofer',
    seo: 'Marine subwoofers with UV-treated cones and sealed motors for boats and powersports.',
    description: 'Free-air and enclosure-ready marine subwoofers built for the water.',
    parentMenuName: 'Marine Audio',
    parentMenuHandle: C.marine,
  },
  {
    handle: C.batteries,
    title: 'Car Audio Batteries',
    keywords: 'car audio battery, agm battery, lithium battery, high output battery',
    seo: 'AGM and lithium car audio batteries that keep voltage steady under heavy amplifier load.',
    description: 'Keep the lights from dimming: AGM and lithium batteries sized for big systems.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
  },
  {
    handle: C.loaded,
    title: 'Loaded Subwoofer Enclosures',
    keywords: 'loaded subwoofer enclosure, bass package, loaded sub box',
    seo: 'Loaded subwoofer enclosures: matched subwoofers in tuned ported and sealed boxes, ready to install.',
    description: 'Bass packages with subwoofers already installed and wired, in ported and sealed designs.',
    parentMenuName: 'Loaded Enclosures',
    parentMenuHandle: C.loaded,
  },
  {
    handle: C.empty,
    title: 'Empty Subwoofer Enclosures',
    keywords: 'empty subwoofer box, ported enclosure, sealed enclosure',
    seo: 'Empty subwoofer enclosures in 8", 10", 12" and 15", ported and sealed, built from MDF.',
    description: 'Bring your own subwoofers: ported and sealed boxes with carpeted finish and terminal cups.',
    parentMenuName: 'Empty Enclosures',
    parentMenuHandle: C.empty,
  },
  {
    handle: C.pro,
    title: 'Pro Audio & Live Sound',
    keywords: 'pro audio, pa speakers, live sound, dj speakers',
    seo: 'Pro audio and live sound: PA speakers, subwoofers, compression drivers and amplifiers.',
    description: 'Loudspeakers and drivers for DJs, bands and installers.',
    parentMenuName: 'Pro Audio & Live Sound',
    parentMenuHandle: C.pro,
  },
  {
    handle: C.accessories,
    title: 'Amp Kits, Wiring & More',
    keywords: 'amp kit, speaker wire, rca cables, fuses, sound deadening, car audio accessories',
    seo: 'Amplifier wiring kits, speaker wire, RCA cables, fuses and installation accessories.',
    description:
      'Everything that goes between the battery and the speakers, plus sound deadening to keep the rattles out.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
  },
  {
    handle: C.vehicle,
    title: 'Vehicle Specific Subwoofer Enclosures',
    keywords: 'vehicle specific subwoofer box, truck subwoofer box, custom fit enclosure',
    seo: 'Vehicle specific subwoofer enclosures: custom-fit loaded and empty boxes for trucks, cars and SUVs.',
    description: 'Find what fits your vehicle: enclosures shaped for your cab, trunk or cargo area, loaded or empty.',
    parentMenuName: 'Vehicle Specific',
    parentMenuHandle: C.vehicle,
  },
  {
    handle: C.bundles,
    title: 'Bundles & Packages',
    keywords: 'car audio bundle, subwoofer amp package',
    seo: 'Matched subwoofer, amplifier and wiring bundles at package prices.',
    description: 'Matched bundles that take the guesswork out of building a system.',
    parentMenuName: 'Subwoofers',
    parentMenuHandle: C.subwoofers,
  },
  {
    handle: C.soundDeadening,
    title: 'Sound Deadening',
    keywords: 'sound deadening, vibration dampening mat',
    seo: 'Butyl sound deadening mats that stop panel rattles and road noise.',
    description: 'Butyl and foam deadening for doors, trunks and floors.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
  },
  {
    handle: C.ampKits,
    title: 'Amplifier Wiring Kits',
    keywords: 'amp wiring kit, 0 gauge amp kit, 4 gauge amp kit, 8 gauge amp kit',
    seo: 'Complete amplifier wiring kits in 0, 4 and 8 gauge, OFC and CCA.',
    description: 'Power and ground wire, fuse holder, RCA cable and terminals in one box.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
    subs: ['0', '4', '8'].map((g) => ({
      handle: `${g}-Gauge`,
      title: `${g} Gauge Amp Kits`,
      keywords: `${g} gauge amp kit, ${g} awg wiring kit`,
      seo: `${g} gauge amplifier wiring kits with fuse holder, RCA cable and terminals.`,
      description: `${g} gauge kits for amplifiers ${g === '0' ? 'over 2000' : g === '4' ? 'up to 1500' : 'up to 600'} watts RMS.`,
    })),
  },
  {
    handle: C.speakerWire,
    title: 'Speaker Wire',
    keywords: 'speaker wire, 10 gauge speaker wire, 12 gauge speaker wire, 14 gauge speaker wire',
    seo: 'OFC and CCA speaker wire in 10, 12 and 14 gauge, 30 ft and 100 ft spools.',
    description: 'Flexible, true-spec speaker wire on spools.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
    subs: ['10', '12', '14'].map((g) => ({
      handle: `${g}-Gauge-(AWG)`,
      title: `${g} Gauge Speaker Wire`,
      keywords: `${g} gauge speaker wire, ${g} awg speaker wire`,
      seo: `${g} gauge (AWG) speaker wire spools.`,
      description: `${g} AWG speaker wire for ${g === '10' ? 'high-power subwoofers' : g === '12' ? 'subwoofers and midbass' : 'door speakers and tweeters'}.`,
    })),
  },
  {
    handle: C.rca,
    title: 'RCA Interconnects, Patch Cables & Adapters',
    keywords: 'rca cable, 2 channel rca, 4 channel rca, rca y adapter',
    seo: 'Twisted-pair RCA interconnects in 2, 4 and 6 channels, plus Y-adapters.',
    description: 'Noise-rejecting RCA cables and adapters for every signal path.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
    subs: [
      { handle: '2-Channel', title: '2 Channel RCA Cables' },
      { handle: '4-Channel', title: '4 Channel RCA Cables' },
      { handle: '6-Channel', title: '6 Channel RCA Cables' },
      { handle: 'Y-Adapters', title: 'RCA Y-Adapters' },
    ].map((s) => ({
      ...s,
      keywords: `${s.title.toLowerCase()}, rca interconnect`,
      seo: `${s.title}: twisted-pair, shielded and color-coded.`,
      description: `${s.title} for head units, processors and amplifiers.`,
    })),
  },
  {
    handle: C.fuses,
    title: 'Fuse Holders & Fuses',
    keywords: 'fuse holder, anl fuse, mini anl fuse, agu fuse',
    seo: 'ANL, mini-ANL and AGU fuse holders and fuses to protect every power run.',
    description: 'Protect the wiring: inline fuse holders and matching fuses.',
    parentMenuName: 'Amp Kits Wiring & More',
    parentMenuHandle: C.accessories,
    subs: [
      { handle: 'fuse-holders', title: 'Fuse Holders' },
      { handle: 'fuses', title: 'Fuses' },
    ].map((s) => ({
      ...s,
      keywords: `${s.title.toLowerCase()}, car audio ${s.title.toLowerCase()}`,
      seo: `${s.title} for car audio power wiring.`,
      description: `ANL, mini-ANL and AGU ${s.title.toLowerCase()}.`,
    })),
  },
  {
    handle: C.boxes,
    title: 'Subwoofer Enclosures & Boxes',
    keywords: 'subwoofer box, subwoofer enclosure, ported box, sealed box',
    seo: 'Universal subwoofer enclosures in 8, 10, 12 and 15 inch sizes.',
    description: 'Universal ported and sealed enclosures for every subwoofer size.',
    parentMenuName: 'Empty Enclosures',
    parentMenuHandle: C.empty,
    subs: ['8', '10', '12', '15'].map((s) => ({
      handle: `${s}-inch-enclosures`,
      title: `${s}" Subwoofer Enclosures`,
      keywords: `${s} inch subwoofer box, ${s} inch enclosure`,
      seo: `${s} inch subwoofer enclosures, ported and sealed.`,
      description: `Single and dual ${s}" enclosures tuned for our subwoofers.`,
    })),
  },
];

export interface CollectionSeedDoc extends CollectionPageInfo {
  /** Lower-case full handle used for lookups: 'speaker-wire/10-gauge-(awg)'. */
  key: string;
  parentHandle: string | null;
  sortOrder: number;
}

export function collectionKey(handle: string): string {
  return handle.trim().toLowerCase();
}

/** Every collection page (top level and sub-collections) with its page info. */
export function buildCollections(imageFor: (handle: string) => string): CollectionSeedDoc[] {
  const out: CollectionSeedDoc[] = [];
  let order = 0;
  for (const s of seeds) {
    out.push({
      key: collectionKey(s.handle),
      handle: s.handle,
      parentHandle: null,
      sortOrder: order++,
      collection_page_title: s.title,
      collection_page_keywords: s.keywords,
      collection_seo_description: s.seo,
      collection_description: s.description,
      collection_page_image: imageFor(s.handle),
      parentMenuName: s.parentMenuName,
      parentMenuHandle: s.parentMenuHandle,
      subCollections: s.subs?.map((sub) => ({ handle: sub.handle, title: sub.title })),
    });
    for (const sub of s.subs ?? []) {
      const handle = `${s.handle}/${sub.handle}`;
      out.push({
        key: collectionKey(handle),
        handle,
        parentHandle: s.handle,
        sortOrder: order++,
        collection_page_title: sub.title,
        collection_page_keywords: sub.keywords,
        collection_seo_description: sub.seo,
        collection_description: sub.description,
        collection_page_image: imageFor(handle),
        parentMenuName: s.title,
        parentMenuHandle: s.handle,
      });
    }
  }
  return out;
}

/** Page title of every handle (top level and '<parent>/<sub>'). */
export const COLLECTION_TITLES: ReadonlyMap<string, string> = new Map(
  seeds.flatMap((s) => [
    [s.handle, s.title] as [string, string],
    ...(s.subs ?? []).map((sub) => [`${s.handle}/${sub.handle}`, sub.title] as [string, string]),
  ]),
);

/** All handles, for tests and the head renderer. */
export const ALL_COLLECTION_HANDLES: string[] = seeds.flatMap((s) => [
  s.handle,
  ...(s.subs ?? []).map((sub) => `${s.handle}/${sub.handle}`),
]);
