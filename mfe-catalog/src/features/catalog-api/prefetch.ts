// What a catalog page's first render reads, put into a request's store before a server render. Each function asks
// with the very arguments the page's hooks derive from the same address, so the hooks find the answers in the store
// (and the browser, handed that store, asks for nothing again). Not unsubscribed: the request's store is dropped
// after the render.
import {
  LISTING_PAGE_SIZE,
  catalogueSpelling,
  fitToolsApi,
  readListingPlace,
  type StorefrontStore,
} from '@storefront/shared-domain';
import { valuesFromAddress } from '../../hooks/useFormInAddress';
import { BOX_DESIGN_ADDRESS } from '../box-design/boxDesignAddress';
import { BOX_DESIGN_DEFAULTS, enclosuresQueryOf, startingDesign } from '../box-design/boxDesignForm';
import { fitArgOf } from '../product-grid/fitParam';
import { fitFilterOnDemand } from '../product-grid/fitOnDemand';
import { cleanSearchText } from '../search/SearchBox';
import { readVehicleQuery } from '../vehicle-finder/vehicleQuery';
import { VEHICLE_COLLECTION_HANDLE, catalogApi } from './catalogApi';

export interface PrefetchContext {
  store: StorefrontStore;
  params: Record<string, string | undefined>;
  search: string;
}

const { endpoints } = catalogApi;

/** Home: the menu its tiles and featured products come from, and the vehicle picker's lists (no vehicle yet). */
export async function prefetchHome({ store }: PrefetchContext): Promise<void> {
  await Promise.all([
    store.dispatch(endpoints.getCatalogMenu.initiate()),
    store.dispatch(endpoints.getVehicleYears.initiate()),
    store.dispatch(endpoints.getVehicleMakes.initiate({ year: null })),
  ]);
}

/** The vehicle finder: its lists for the address's vehicle (as useVehicleLists asks) and the products it shows. */
async function prefetchVehiclePage({ store, search }: PrefetchContext): Promise<void> {
  const query = readVehicleQuery(new URLSearchParams(search));
  const { page, sort } = readListingPlace(search);
  const year = query.year ?? null;
  const make = query.make ?? null;
  const lists = async () => {
    const [, makes] = await Promise.all([
      store.dispatch(endpoints.getVehicleYears.initiate()),
      store.dispatch(endpoints.getVehicleMakes.initiate({ year })),
    ]);
    const knownMake = makes.data ? catalogueSpelling(makes.data, make) : make;
    if (knownMake) await store.dispatch(endpoints.getVehicleModels.initiate({ year, make: knownMake }));
  };
  await Promise.all([lists(), store.dispatch(endpoints.getVehicleCollection.initiate({ ...query, page, sort }))]);
}

/** An address that filters by a vehicle renders its checkbox: its code, fetched on demand, is there first. */
function withFitFilter(fit: string | undefined): Promise<void> {
  return fit ? fitFilterOnDemand.prefetch() : Promise.resolve();
}

/** A collection or sub-collection (or the vehicle finder, which lives at a collection's address). */
export async function prefetchCollection(context: PrefetchContext): Promise<void> {
  const handle = (context.params.handle ?? '').trim();
  const sub = (context.params.sub ?? '').trim() || null;
  if (!sub && handle.toLowerCase() === VEHICLE_COLLECTION_HANDLE) return prefetchVehiclePage(context);
  if (!handle) return;
  const { page, sort } = readListingPlace(context.search);
  const fit = fitArgOf(context.search);
  await Promise.all([
    context.store.dispatch(endpoints.getCollection.initiate({ handle, sub, page, sort, fit })),
    withFitFilter(fit),
  ]);
}

/** Search: the results of the address's words (nothing to ask without any). */
export async function prefetchSearch({ store, search }: PrefetchContext): Promise<void> {
  const q = cleanSearchText(new URLSearchParams(search).get('q') ?? '');
  if (!q) return;
  const { page } = readListingPlace(search);
  const fit = fitArgOf(search);
  await Promise.all([
    store.dispatch(endpoints.searchCatalog.initiate({ q, mode: 'full', limit: LISTING_PAGE_SIZE, page, fit })),
    withFitFilter(fit),
  ]);
}

const fitTools = fitToolsApi.endpoints;

/**
 * The box design calculator: the subwoofer picker's catalogue and the enclosures of the starting design's subwoofer
 * size, which a catalogue subwoofer of the address sets (so those wait for the catalogue; without one, both at once).
 */
export async function prefetchBoxDesign({ store, search }: PrefetchContext): Promise<void> {
  const fromAddress = valuesFromAddress(new URLSearchParams(search), BOX_DESIGN_ADDRESS, BOX_DESIGN_DEFAULTS);
  const subwoofers = store.dispatch(fitTools.getFitToolSubwoofers.initiate());
  const answer = fromAddress.subwooferSku ? await subwoofers : null;
  const design = startingDesign(fromAddress, answer?.isSuccess ? answer.data.subwoofers : null);
  await Promise.all([subwoofers, store.dispatch(fitTools.getFitToolEnclosures.initiate(enclosuresQueryOf(design)))]);
}

/** The wiring planner: both pickers' catalogues (whole lists, whatever the address holds). */
export async function prefetchWiringPlanner({ store }: PrefetchContext): Promise<void> {
  await Promise.all([
    store.dispatch(fitTools.getFitToolSubwoofers.initiate()),
    store.dispatch(fitTools.getFitToolAmplifiers.initiate()),
  ]);
}
