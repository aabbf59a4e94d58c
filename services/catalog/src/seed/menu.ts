// Header menu data (spec 1 §3 "Menu data", spec 2 §2 header): left Amplifiers, Subwoofers, Speakers, Marine Audio;
// right Loaded Enclosures, Empty Enclosures, Amp Kits Wiring & More, Vehicle Specific (mobile only). Featured products
// per category are fixed skus. Links: a category or collection goes to /collections/{slug}; a menu product to
// /products/{slug}, plus ?sku={sku} when the sku is a variant child of that product; subMenu entries of a collection
// are its sub-collections (slug '<parent>/<sub>', linked as /collections/{slug}), titled as their pages are.
import type { MenuData } from '@storefront/shared-domain';
import type { MenuPlan, MenuPlanCategory } from '@storefront/shared-domain/admin';
import { buildMenuData, type MenuLookup } from '../domain/menu-plan';
import type { SeedProduct } from './catalogue';
import { COLLECTION as C, COLLECTION_TITLES } from './collections';

interface CollectionSpec {
  title: string;
  subtitle?: string;
  handle: string;
  slug?: string;
  skus: string[];
  subs?: string[];
  hidePricing?: boolean;
}

interface CategorySpec {
  category: string;
  handle: string;
  featured: string[];
  collections: CollectionSpec[];
  mobileOnly?: boolean;
}

const LEFT: CategorySpec[] = [
  {
    category: 'Amplifiers',
    handle: C.amplifiers,
    featured: ['RP-2000.1D', 'RP-1200.1D', 'HD-3500.1', 'SK-4X65'],
    collections: [
      {
        title: 'Monoblock Amplifiers',
        subtitle: '1,200 - 8,000 Watts',
        handle: C.amplifiers,
        skus: ['RP-1200.1D', 'RP-1500.1D', 'RP-2000.1D', 'RP-3000.1D', 'RP-4000.1D', 'RP-8000.1D'],
      },
      {
        title: 'Competition Amplifiers',
        subtitle: 'Best',
        handle: C.amplifiers,
        skus: ['HD-1500.1', 'HD-3500.1', 'HD-5500.1', 'HD-7500.1'],
      },
      {
        title: 'Value Amplifiers',
        subtitle: 'Better',
        handle: C.amplifiers,
        skus: ['SK-M3001D', 'SK-M5001D', 'SK-M9001D'],
      },
      {
        title: 'Multi-Channel Amplifiers',
        handle: C.amplifiers,
        skus: ['SK-4X65', 'SK-4X100', 'SK-6X75', 'RP-150.4AB', 'RP-1000.5D'],
      },
    ],
  },
  {
    category: 'Subwoofers',
    handle: C.subwoofers,
    featured: ['ZVX-SUBS', 'EVL-12 D2', 'SVR-12 D2', 'SSX-12 D4'],
    collections: [
      {
        title: 'ZVX Series',
        subtitle: 'Best',
        handle: C.subwoofers,
        skus: ['ZVX-8 D1', 'ZVX-10 D4', 'ZVX-12 D4', 'ZVX-15v2 D2'],
      },
      { title: 'EVL Series', subtitle: 'Best', handle: C.subwoofers, skus: ['EVL-10 D2', 'EVL-12 D2', 'EVL-15 D2'] },
      { title: 'SVR Series', subtitle: 'Better', handle: C.subwoofers, skus: ['SVR-10 D2', 'SVR-12 D2', 'SVR-15 D2'] },
      {
        title: 'SSX Series',
        subtitle: 'Good',
        handle: C.subwoofers,
        skus: ['SSX-8 D2', 'SSX-10 D4', 'SSX-12 D4', 'SSX-15 D4'],
      },
      { title: 'VS & VD Series', handle: C.subwoofers, skus: ['VS-10 D2', 'VS-12 D2', 'VD-10 D2', 'VD-12 D2'] },
      {
        title: 'Shallow Subwoofers',
        subtitle: 'SDR',
        handle: C.subwoofers,
        skus: ['SDR-8 D2', 'SDR-10 D2', 'SDR-12 D2'],
      },
      { title: 'Bundles', handle: C.bundles, skus: ['BNDL-SSX12-RP1200', 'BNDL-2SSX12-RP2000', 'BNDL-EVL15-HD3500'] },
    ],
  },
  {
    category: 'Speakers',
    handle: C.speakers,
    featured: ['TX65', 'TX69', 'FSX65-4', 'SKTW-1'],
    collections: [
      { title: 'Coaxial Speakers', handle: C.speakers, skus: ['TX35', 'TX46', 'TX525', 'TX65', 'TX69', 'TX65-RGB'] },
      { title: 'Component Speakers', handle: C.speakers, skus: ['SKC-525', 'SKC-65', 'SKC-65X'] },
      { title: 'Pro Audio Midrange', handle: C.speakers, skus: ['FSX65-4', 'FSX8-4', 'FSX10-4', 'FSX69-4'] },
      { title: 'Tweeters', handle: C.speakers, skus: ['SKTW-1', 'SKTW-2', 'SKTW-3', 'SKTW-4'] },
    ],
  },
  {
    category: 'Marine Audio',
    handle: C.marine,
    featured: ['MX65-RGB', 'MS-10 D4', 'MA-4X75'],
    collections: [
      { title: 'Marine Speakers', handle: C.marine, skus: ['MX65-W', 'MX65-B', 'MX65-RGB', 'MX8-W', 'MX8-RGB'] },
      { title: 'Marine Subwoofers', handle: C.marineSubwoofers, skus: ['MS-8 D4', 'MS-10 D4', 'MS-12 D4'] },
      { title: 'Tower Speakers', handle: C.marine, skus: ['MX77-TWR', 'MX8-TWR'] },
      { title: 'Marine Amplifiers & Receivers', handle: C.marine, skus: ['MA-4X75', 'MA-1000.1', 'MA-5CH', 'MR-BT1'] },
    ],
  },
];

const RIGHT: CategorySpec[] = [
  {
    category: 'Loaded Enclosures',
    handle: C.loaded,
    featured: ['LB-SSX-2X12-P', 'LB-EVL-1X15-P', 'LB-SVR-2X10-P'],
    collections: [
      {
        title: 'Single Loaded Enclosures',
        handle: C.loaded,
        skus: ['LB-SSX-1X10-P', 'LB-SSX-1X12-P', 'LB-EVL-1X12-P', 'LB-EVL-1X15-P', 'LB-SVR-1X10-S'],
      },
      {
        title: 'Dual Loaded Enclosures',
        handle: C.loaded,
        skus: ['LB-SSX-2X10-P', 'LB-SSX-2X12-P', 'LB-EVL-2X12-P', 'LB-SVR-2X12-P', 'LB-SDR-2X10-S'],
      },
      { title: 'Quad Loaded Enclosures', handle: C.loaded, skus: ['LB-VD-4X12-P'] },
      {
        title: 'Vehicle Specific Loaded',
        handle: C.vehicle,
        slug: `${C.vehicle}?type=Loaded`,
        skus: ['L-VS-FORD-2009-UP-SC-2X12'],
      },
    ],
  },
  {
    category: 'Empty Enclosures',
    handle: C.empty,
    featured: ['SK-2X12-P', 'SK-1X12-S', 'SK-2X10-S'],
    collections: [
      { title: '8" Enclosures', handle: `${C.boxes}/8-inch-enclosures`, skus: ['SK-1X8-S', 'SK-2X8-P', 'SK-2X8-S'] },
      {
        title: '10" Enclosures',
        handle: `${C.boxes}/10-inch-enclosures`,
        skus: ['SK-1X10-P', 'SK-1X10-S', 'SK-2X10-P', 'SK-2X10-S', 'SK-4X10-P'],
      },
      {
        title: '12" Enclosures',
        handle: `${C.boxes}/12-inch-enclosures`,
        skus: ['SK-1X12-P', 'SK-1X12-S', 'SK-2X12-P', 'SK-2X12-S'],
      },
      {
        title: '15" Enclosures',
        handle: `${C.boxes}/15-inch-enclosures`,
        skus: ['SK-1X15-P', 'SK-1X15-S', 'SK-2X15-P'],
      },
      {
        title: 'Vehicle Specific Empty',
        handle: C.vehicle,
        slug: `${C.vehicle}?type=Empty`,
        skus: ['VS-FORD-2009-UP-SC-2X12', 'VS-CHEV-SILV-1419-12'],
      },
    ],
  },
  {
    category: 'Amp Kits Wiring & More',
    handle: C.accessories,
    featured: ['SKAK-4GA-OFC', 'SK2MM', 'BAT-SK60AH'],
    collections: [
      {
        title: 'Amp Kits',
        handle: C.ampKits,
        skus: ['SKAK-0GA-OFC', 'SKAK-4GA-OFC', 'SKAK-8GA-OFC'],
        subs: ['0-Gauge', '4-Gauge', '8-Gauge'],
      },
      {
        title: 'Speaker Wire',
        handle: C.speakerWire,
        skus: ['SKSPK-10GA-30FT', 'SKSPK-12GA-30FT', 'SKSPK-14GA-30FT'],
        subs: ['10-Gauge-(AWG)', '12-Gauge-(AWG)', '14-Gauge-(AWG)'],
        hidePricing: true,
      },
      {
        title: 'RCA Cables & Adapters',
        handle: C.rca,
        skus: ['SKRCA-2CH-17FT', 'SKRCA-4CH-17FT', 'SKRCA-6CH-17FT', 'SKRCA-Y-1M2F'],
        subs: ['2-Channel', '4-Channel', '6-Channel', 'Y-Adapters'],
      },
      {
        title: 'Fuse Holders & Fuses',
        handle: C.fuses,
        skus: ['SKFH-ANL-1', 'SKF-ANL-150'],
        subs: ['fuse-holders', 'fuses'],
      },
      { title: 'Sound Deadening', handle: C.soundDeadening, skus: ['SK2MM', 'SK80MIL'] },
      {
        title: 'Car Audio Batteries',
        subtitle: 'AGM & Lithium',
        handle: C.batteries,
        skus: ['BAT-SK45AH', 'BAT-SK100AH', 'LITHIUM-LFP80'],
      },
      {
        title: 'Decals & Apparel',
        handle: C.accessories,
        skus: ['SKM-DECAL-6', 'SKM-DECAL-12', 'SKM-HAT-BLK'],
        hidePricing: true,
      },
    ],
  },
  {
    category: 'Vehicle Specific',
    handle: C.vehicle,
    mobileOnly: true,
    featured: ['VS-CHEV-SILV-1419-12', 'VS-FORD-2009-UP-SC-2X12'],
    collections: [
      { title: 'Loaded Vehicle Specific Enclosures', handle: C.vehicle, slug: `${C.vehicle}?type=Loaded`, skus: [] },
      { title: 'Empty Vehicle Specific Enclosures', handle: C.vehicle, slug: `${C.vehicle}?type=Empty`, skus: [] },
      ...['Chevrolet', 'Ford', 'GMC', 'Ram', 'Toyota', 'Jeep'].map((make) => ({
        title: `${make} Enclosures`,
        handle: C.vehicle,
        slug: `${C.vehicle}?vehicle_make=${encodeURIComponent(make)}`,
        skus: [],
      })),
    ],
  },
];

/** The seed's menu as a plan (what the back office edits): a column links to its collection, or to the address given. */
export const SEED_MENU_PLAN: MenuPlan = {
  left: LEFT.map(planOf),
  right: RIGHT.map(planOf),
};

function planOf(spec: CategorySpec): MenuPlanCategory {
  return {
    category: spec.category,
    handle: spec.handle,
    featured: spec.featured,
    mobileOnly: spec.mobileOnly === true,
    collections: spec.collections.map((c) => ({
      title: c.title,
      subtitle: c.subtitle ?? '',
      link: c.slug ?? c.handle,
      skus: c.skus,
      subCollections: (c.subs ?? []).map((sub) => `${c.handle}/${sub}`),
      hidePricing: c.hidePricing === true,
      hidden: false,
    })),
  };
}

/** The seed catalogue as the menu builder looks it up. */
function seedLookup(products: readonly SeedProduct[], titleOf: TitleOf): MenuLookup {
  const bySku = new Map(products.map((p) => [p.sku, p]));
  return {
    product(sku) {
      const p = bySku.get(sku);
      if (!p) return undefined;
      const parent = p.variant_parent_sku ? bySku.get(p.variant_parent_sku) : undefined;
      return { id: p.id, sku: p.sku, slug: parent ? parent.slug : p.slug, imageUrl: p.imageUrl, title: p.name };
    },
    collectionTitle: (handle) =>
      COLLECTION_TITLES.has(handle) ? (titleOf(handle) ?? COLLECTION_TITLES.get(handle)) : undefined,
  };
}

/** A collection's title where it differs from the seed's (staff renamed it), else undefined. */
type TitleOf = (handle: string) => string | undefined;

export function buildMenu(products: readonly SeedProduct[], titleOf: TitleOf = () => undefined): MenuData {
  const built = buildMenuData(SEED_MENU_PLAN, seedLookup(products, titleOf));
  if (built.errors) throw new Error(`the seed's menu names what the catalogue lacks: ${JSON.stringify(built.errors)}`);
  return built.data;
}
