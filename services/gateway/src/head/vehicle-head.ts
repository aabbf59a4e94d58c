// The head of the vehicle-specific page: the finder's title, a description naming the vehicle as the catalogue
// spells it, and one canonical address per vehicle selection and type.
import {
  VEHICLE_FINDER_TEXTS,
  parseVehicleFinderQuery,
  vehicleFinderDescription,
  type CollectionResponse,
} from '@storefront/shared-domain';
import { clip, type HeadData } from './markup';
import { LIST_SIZE, type HeadContext, type Rendered } from './head-context';
import { VEHICLE_COLLECTION } from './page-route';

/** Canonical: the vehicle selection and type (distinct pages), not sizes or paging. */
function vehicleCanonical(base: string, values: Record<string, string | undefined>): string {
  const canonicalQuery = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) canonicalQuery.set(key, value);
  return canonicalQuery.size > 0 ? `${base}?${canonicalQuery.toString()}` : base;
}

export async function vehicleHead(ctx: HeadContext, params: Record<string, string>): Promise<Rendered> {
  const query = new URLSearchParams({ ...params, limit: String(LIST_SIZE) });
  const data = await ctx.getJson<CollectionResponse>(`/api/collections/${VEHICLE_COLLECTION}?${query.toString()}`);
  const base = ctx.collectionUrl(VEHICLE_COLLECTION);
  const crumbs = [ctx.home, { name: VEHICLE_FINDER_TEXTS.breadcrumbSection, url: base }];
  // The vehicle as the catalogue spells it ('ford' -> 'Ford'), as the finder's answer names it.
  const asked = parseVehicleFinderQuery(new URLSearchParams(params).toString());
  const make = data.vehicle?.make ?? asked.make ?? undefined;
  const model = data.vehicle?.model ?? asked.model ?? undefined;
  if (make) crumbs.push({ name: make, url: `${base}?${new URLSearchParams({ vehicle_make: make }).toString()}` });
  const canonical = vehicleCanonical(base, {
    type: params.type,
    vehicle_year: params.vehicle_year,
    vehicle_make: make,
    vehicle_model: model,
  });
  const sentence = vehicleFinderDescription({ ...asked, make, model }, data.total);
  const description = sentence
    ? `${sentence} ${data.collection.collection_seo_description}`
    : data.collection.collection_seo_description;
  const head: HeadData = {
    title: VEHICLE_FINDER_TEXTS.title,
    description: clip(description),
    canonical,
    image: ctx.abs(data.products[0]?.imageUrl ?? data.collection.collection_page_image),
    ogType: 'website',
    siteName: ctx.siteName,
    jsonLd: ctx.jsonLd(crumbs, ctx.itemList(VEHICLE_FINDER_TEXTS.title, data.products, data.total)),
  };
  return { head, status: 200, cacheable: true, canonicalPath: ctx.collectionPath(VEHICLE_COLLECTION) };
}
