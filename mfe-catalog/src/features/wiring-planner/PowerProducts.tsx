// Our products for each part of an electrical plan (powerProducts.ts picks them from the catalogue's listings), as
// the catalogue's own product cards with add-to-cart, each headed by what it does for the plan.
import type { ProductCard } from '@storefront/shared-domain';
import type { PowerPlan } from '@storefront/shared-domain/fit-tools';
import { useGetCollectionQuery } from '../catalog-api/catalogApi';
import { FitProductGrid, MAX_FIT_PRODUCTS } from '../fit-tools/FitProductGrid';
import { POWER_TEXTS as T } from './powerForm';
import { batteriesFor, batteryAh, big3WireFrom, fusesFor, wiringKitsFor } from './powerProducts';

/** Cart line source of adds from the electrical plan. */
export const POWER_CART_SOURCE = 'power-planner';

/** Every listing in one page: the wiring, fuse and battery collections are far smaller than this. */
const LISTING = { limit: 100 } as const;

function useListing(handle: string, skip: boolean): readonly ProductCard[] {
  return useGetCollectionQuery({ handle, ...LISTING }, { skip }).data?.products ?? [];
}

function Group({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: Array<{ product: ProductCard; fit: string }>;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`catalog-power-${id}-heading`} data-testid={`catalog-power-${id}`}>
      <h3 id={`catalog-power-${id}-heading`}>{heading}</h3>
      <FitProductGrid
        items={items.slice(0, MAX_FIT_PRODUCTS)}
        testId="catalog-power-product"
        source={POWER_CART_SOURCE}
      />
    </section>
  );
}

export function PowerProducts({ plan, vehicleAh }: { plan: PowerPlan; vehicleAh: number | null }) {
  const upgrades = plan.charging?.upgrades ?? [];
  const kits = useListing('amplifier-wiring-kits', !plan.copper);
  const fuses = useListing('fuse-holders-and-fuses', !plan.batteryFuse);
  const batteries = useListing('car-audio-batteries', !upgrades.includes('battery'));
  const kitFit = (p: ProductCard) => T.kitFit(String(p.properties?.Gauge ?? ''), p.properties?.Material === 'CCA');
  return (
    <>
      <Group
        id="kits"
        heading={T.kitsHeading}
        items={wiringKitsFor(plan, kits).map((product) => ({ product, fit: kitFit(product) }))}
      />
      <Group
        id="fuses"
        heading={T.fusesHeading}
        items={fusesFor(plan, fuses).map((product) => ({ product, fit: T.fuseFit }))}
      />
      {upgrades.includes('big3') ? (
        <Group
          id="big3"
          heading={T.big3Heading}
          items={big3WireFrom(kits).map((product) => ({ product, fit: T.big3Fit }))}
        />
      ) : null}
      {upgrades.includes('battery') ? (
        <Group
          id="batteries"
          heading={T.batteriesHeading}
          items={batteriesFor(vehicleAh ?? 0, batteries).map((product) => ({
            product,
            fit: T.batteryFit(batteryAh(product)),
          }))}
        />
      ) : null}
    </>
  );
}
