/**
 * @jest-environment jest-fixed-jsdom
 */
// Each page the server renders: its prefetch asks for what its first render reads, the HTML shows the page's content,
// and the browser hydrates that HTML with the handed-over answers without a mismatch and without asking again.
import type {
  AmplifierParameters,
  EnclosureParameters,
  FitToolAmplifiersResponse,
  FitToolEnclosuresResponse,
  FitToolSubwoofersResponse,
} from '@storefront/shared-domain';
import { renderOnServerThenHydrate, type ServerThenHydrate, type ServerThenHydrateOptions } from '@storefront/testing';
import type { ReactElement } from 'react';
import { BOX_DESIGN_DEFAULTS, designOf, type BoxDesignValues } from '../features/box-design/boxDesignForm';
import { collectionResponse, enclosure, mockFetch, product, type RouteHandler } from '../features/test-utils';
import { subwooferParameters } from '../testing/subwooferParameters';
import BoxDesignPage from './BoxDesignPage';
import { prefetch as prefetchBoxDesign } from './BoxDesignPage.server';
import CollectionPage from './CollectionPage';
import { prefetch as prefetchCollection } from './CollectionPage.server';
import HomePage from './HomePage';
import { prefetch as prefetchHome } from './HomePage.server';
import SearchPage from './SearchPage';
import { prefetch as prefetchSearch } from './SearchPage.server';
import WiringPlannerPage from './WiringPlannerPage';
import { prefetch as prefetchWiringPlanner } from './WiringPlannerPage.server';

const VEHICLE_PATH = '/collections/vehicle-specific-subwoofer-enclosures';

const api: RouteHandler = (url) => {
  switch (url.pathname) {
    case '/api/collections/car-subwoofers':
      return { body: collectionResponse([product({ name: 'SA-12 D2 <Subwoofer>' }), product()]) };
    case '/api/collections/car-subwoofers/12-inch':
      return { body: collectionResponse([product({ name: 'SA-12 Twelve' })]) };
    case `/api/collections/vehicle-specific-subwoofer-enclosures`:
      return {
        body: collectionResponse([enclosure()], {
          collection: { handle: 'vehicle-specific-subwoofer-enclosures', collection_page_title: 'Vehicle enclosures' },
        }),
      };
    case '/api/search': {
      const q = url.searchParams.get('q') ?? '';
      return { body: { query: q, products: [product({ name: `${q} result` })], total: 1 } };
    }
    default:
      return undefined;
  }
};

let page: ServerThenHydrate | undefined;
afterEach(() => {
  page?.unmount();
  page = undefined;
});

/** The browser's calls for the page itself (the viewer's session and the sale settings are the frame's to hand over). */
const pageCalls = (rendered: ServerThenHydrate) =>
  rendered.browserCalls.filter((call) => !/^\/api\/(auth\/session|sale-settings)/.test(call));

function expectCleanHydration(rendered: ServerThenHydrate) {
  expect(rendered.recoverableErrors).toEqual([]);
  expect(rendered.consoleErrors).toEqual([]);
}

/** `page` rendered on the server at `url` and hydrated, `handler` answering the API on both sides. */
const renderPage = (
  page: ReactElement,
  url: string,
  options: Omit<ServerThenHydrateOptions, 'url' | 'api'>,
  handler: RouteHandler = api,
) => renderOnServerThenHydrate(page, { url, ...options, api: () => mockFetch(handler) });

/** The collection page at `url`, matched by `route` with `params` as the gateway's render passes them. */
const renderCollection = (url: string, route: string, params: Record<string, string>) =>
  renderPage(<CollectionPage />, url, { route, params, prefetch: prefetchCollection });

describe('catalog pages rendered on the server and hydrated', () => {
  it('a collection: title and products in the HTML; hydrated without asking again', async () => {
    page = await renderCollection('/collections/car-subwoofers?sort=price-asc', '/collections/:handle', {
      handle: 'car-subwoofers',
    });
    expect(page.html).toContain('Car Subwoofers');
    expect(page.html).toContain('SA-12 D2 &lt;Subwoofer&gt;');
    expectCleanHydration(page);
    expect(page.browserCalls.filter((call) => call.startsWith('/api/collections'))).toEqual([]);
  });

  it('a sub-collection', async () => {
    page = await renderCollection('/collections/car-subwoofers/12-inch', '/collections/:handle/:sub', {
      handle: 'car-subwoofers',
      sub: '12-inch',
    });
    expect(page.html).toContain('SA-12 Twelve');
    expectCleanHydration(page);
    expect(page.browserCalls.filter((call) => call.startsWith('/api/collections'))).toEqual([]);
  });

  it('the vehicle finder with a vehicle: the chosen vehicle in its selects and the fitting products', async () => {
    page = await renderCollection(
      `${VEHICLE_PATH}?vehicle_year=2019&vehicle_make=Ford&vehicle_model=F-150`,
      '/collections/:handle',
      { handle: 'vehicle-specific-subwoofer-enclosures' },
    );
    expect(page.html).toContain('Ford F-150 Dual 12&quot; Ported Enclosure');
    expect(page.html).toMatch(/<option value="Ford" selected="">Ford<\/option>/);
    expect(page.html).toMatch(/<option value="F-150" selected="">F-150<\/option>/);
    expectCleanHydration(page);
    expect(pageCalls(page)).toEqual([]);
  });

  it('the vehicle finder without a vehicle', async () => {
    page = await renderCollection(VEHICLE_PATH, '/collections/:handle', {
      handle: 'vehicle-specific-subwoofer-enclosures',
    });
    expect(page.html).toContain('Ford F-150 Dual 12&quot; Ported Enclosure');
    expectCleanHydration(page);
    expect(pageCalls(page)).toEqual([]);
  });

  it('search: the results for the words in the address', async () => {
    page = await renderPage(<SearchPage />, '/search/products?q=subwoofer', {
      route: '/search/products',
      prefetch: prefetchSearch,
    });
    expect(page.html).toContain('subwoofer result');
    expectCleanHydration(page);
    // (The search box's suggestions for the same words are its own, asked when it mounts.)
    expect(page.browserCalls.filter((call) => call.includes('mode=full'))).toEqual([]);
  });

  it('home', async () => {
    page = await renderPage(<HomePage />, '/', { route: '/', prefetch: prefetchHome });
    expectCleanHydration(page);
    expect(page.browserCalls.filter((call) => call.startsWith('/api/vehicles'))).toEqual([]);
  });
});

// The fit tools' catalogue, in the shapes GET /api/fit-tools/{subwoofers,amplifiers,enclosures} answer with.
function subwoofer(sku: string, name: string, sizeInches: number, ohmsPerCoil: number, rmsWatts: number) {
  const parameters = subwooferParameters(sku, {
    sizeInches,
    rmsWatts,
    voiceCoils: { layout: 'DVC', count: 2, ohmsPerCoil },
  });
  return { product: product({ sku, name }), parameters };
}

const SUBWOOFERS: FitToolSubwoofersResponse = {
  subwoofers: [
    subwoofer('SA-12 D2', 'SA-12 D2 Subwoofer', 12, 2, 600),
    subwoofer('SA-10 D4', 'SA-10 D4 Subwoofer', 10, 4, 400),
  ],
};

const AMPLIFIER: AmplifierParameters = {
  sku: 'AMP-1000.1',
  channels: 1,
  ratings: [
    { ohms: 4, rmsWatts: 300 },
    { ohms: 2, rmsWatts: 600 },
    { ohms: 1, rmsWatts: 1000 },
  ],
  minimumStableOhms: 1,
};

const AMPLIFIERS: FitToolAmplifiersResponse = {
  amplifiers: [
    {
      product: product({ sku: AMPLIFIER.sku, name: 'SA-1000.1 Mono Amplifier', category: 'car-amplifiers' }),
      parameters: AMPLIFIER,
    },
  ],
};

/** An empty enclosure built to the design: the calculator lists it as a match. */
function enclosureFor(design: Partial<BoxDesignValues>, name: string) {
  const target = designOf({ ...BOX_DESIGN_DEFAULTS, ...design }).target!;
  const sku = name.toUpperCase().replace(/\W+/g, '-');
  const parameters: EnclosureParameters = {
    sku,
    alignment: target.alignment,
    subwooferCount: target.subwooferCount,
    subwooferSizeInches: target.subwooferSizeInches,
    grossCubicFeet: target.netCubicFeet + 0.5,
    netCubicFeet: target.netCubicFeet,
    ...(target.tuningHz !== undefined ? { tuningHz: Math.round(target.tuningHz), portAreaSquareInches: 36 } : {}),
  };
  return {
    product: product({
      sku,
      name,
      category: 'empty-subwoofer-enclosures',
      totalSubwooferHoles: parameters.subwooferCount,
    }),
    parameters,
  };
}

/** A sealed box for one 10" subwoofer, as the address `SEALED_10_SEARCH` gives it. */
const SEALED_10: Partial<BoxDesignValues> = {
  alignment: 'sealed',
  count: '1',
  size: '10',
  width: '20',
  height: '14',
  depth: '14',
};
const SEALED_10_SEARCH = '?box=sealed&subs=1&size=10&w=20&h=14&d=14';

const ENCLOSURES_BY_SIZE: Record<string, FitToolEnclosuresResponse> = {
  '12': { enclosures: [enclosureFor({}, 'Dual 12 Ported Universal Enclosure')] },
  '10': { enclosures: [enclosureFor(SEALED_10, 'Single 10 Sealed Universal Enclosure')] },
};

const fitToolsApi: RouteHandler = (url) => {
  switch (url.pathname) {
    case '/api/fit-tools/subwoofers':
      return { body: SUBWOOFERS };
    case '/api/fit-tools/amplifiers':
      return { body: AMPLIFIERS };
    case '/api/fit-tools/enclosures':
      return { body: ENCLOSURES_BY_SIZE[url.searchParams.get('subwooferSize') ?? ''] ?? { enclosures: [] } };
    default:
      return undefined;
  }
};

const fitToolCalls = (rendered: ServerThenHydrate) =>
  rendered.browserCalls.filter((call) => call.startsWith('/api/fit-tools'));

/** Hydrated without a mismatch, and the browser never asked the fit tools' API again. */
function expectHydratedWithoutFitToolCalls(rendered: ServerThenHydrate) {
  expectCleanHydration(rendered);
  expect(fitToolCalls(rendered)).toEqual([]);
}

/** What each field shows in the server's HTML (before the browser takes over) and once hydrated: the same values. */
function expectFields(rendered: ServerThenHydrate, shown: Record<string, string>) {
  const html = new DOMParser().parseFromString(rendered.html, 'text/html');
  const valueIn = (root: ParentNode, testId: string) =>
    root.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-testid="${testId}"]`)?.value;
  for (const [testId, value] of Object.entries(shown)) {
    expect([testId, valueIn(html, testId)]).toEqual([testId, value]);
    expect([testId, valueIn(rendered.container, testId)]).toEqual([testId, value]);
  }
}

describe('fit tools rendered on the server and hydrated', () => {
  /** A fit tool at its `path` with a query, the fit tools' fixture answering. */
  const fitTool =
    (tool: ReactElement, path: string, prefetch: ServerThenHydrateOptions['prefetch']) =>
    (search = '') =>
      renderPage(tool, `${path}${search}`, { route: path, prefetch }, fitToolsApi);
  const renderBoxDesign = fitTool(<BoxDesignPage />, '/box-design-calculator', prefetchBoxDesign);
  const renderWiringPlanner = fitTool(<WiringPlannerPage />, '/subwoofer-wiring-diagrams', prefetchWiringPlanner);

  // Each page's server HTML: the texts it shows and not, and what each field shows before and after hydration.
  it.each<{
    name: string;
    render: typeof renderBoxDesign;
    search: string;
    shows: string[];
    hides: string[];
    fields: Record<string, string>;
  }>([
    {
      name: 'the box design calculator: the catalogue in its picker and the enclosures matching the default design',
      render: renderBoxDesign,
      search: '',
      shows: ['Box Design Calculator', 'SA-12 D2 Subwoofer', 'Dual 12 Ported Universal Enclosure'],
      hides: [],
      fields: { 'catalog-box-width': '38', 'catalog-box-count': '2', 'catalog-box-size': '12' },
    },
    {
      name: 'the box design calculator with a design in the address: the enclosures of its subwoofer size',
      render: renderBoxDesign,
      search: SEALED_10_SEARCH,
      shows: ['Single 10 Sealed Universal Enclosure'],
      hides: ['Dual 12 Ported Universal Enclosure'],
      fields: { 'catalog-box-alignment': 'sealed', 'catalog-box-size': '10', 'catalog-box-width': '20' },
    },
    {
      name: 'the box design calculator with a catalogue subwoofer in the address: its parameters and size',
      render: renderBoxDesign,
      // No size in the address: the subwoofer's own sets it, so the server asks for the 10" enclosures.
      search: '?box=sealed&subs=1&w=20&h=14&d=14&sub=SA-10+D4',
      shows: ['Single 10 Sealed Universal Enclosure'],
      hides: [],
      fields: {
        'catalog-box-subwoofer': 'SA-10 D4',
        'catalog-box-size': '10',
        'catalog-box-fs': '31',
        'catalog-box-rms': '400',
      },
    },
    {
      name: 'the wiring planner: both pickers’ catalogues and the wirings of the default setup',
      render: renderWiringPlanner,
      search: '',
      shows: ['Subwoofer Wiring Diagrams', 'SA-12 D2 Subwoofer', 'SA-1000.1 Mono Amplifier', '4 ways to wire them'],
      hides: [],
      fields: { 'catalog-wiring-count': '2', 'catalog-wiring-layout': 'DVC', 'catalog-wiring-ohms': '4' },
    },
    {
      name: 'the wiring planner with a subwoofer and an amplifier in the address: their coils and the power of each wiring',
      render: renderWiringPlanner,
      search: '?sub=SA-12+D2&subs=1&amp=AMP-1000.1',
      // One DVC 2 ohm subwoofer: 4 ohm in series, 1 ohm in parallel, where the amplifier gives its 1000 W.
      shows: ['1000 W RMS from the amplifier'],
      hides: [],
      fields: {
        'catalog-wiring-subwoofer': 'SA-12 D2',
        'catalog-wiring-amplifier': 'AMP-1000.1',
        'catalog-wiring-count': '1',
        'catalog-wiring-ohms': '2',
        'catalog-wiring-rms': '600',
      },
    },
    {
      name: 'the wiring planner with skus the catalogue does not have: dropped from the start',
      render: renderWiringPlanner,
      search: '?sub=NO-SUCH-SUB&amp=NO-SUCH-AMP',
      shows: [],
      hides: ['W RMS from the amplifier'],
      fields: { 'catalog-wiring-subwoofer': '', 'catalog-wiring-amplifier': '' },
    },
  ])('$name', async ({ render, search, shows, hides, fields }) => {
    page = await render(search);
    for (const text of shows) expect(page.html).toContain(text);
    for (const text of hides) expect(page.html).not.toContain(text);
    expectFields(page, fields);
    expectHydratedWithoutFitToolCalls(page);
  });
});
