// The cart's wiring notice: an amplifier and subwoofers in the same cart that cannot be wired to a load the amplifier
// handles safely get a gentle notice with a link to the wiring planner, so a shopper learns it before buying a set that
// would overheat the amplifier or need other subwoofers; it is a hint that blocks nothing. The parameters come from the product
// data the cart already fetched for pricing (the catalog's audioParameters), so the check costs no extra request.
import { type CartCompatibility, type VoiceCoils } from '@storefront/shared-domain';
import { WIRING_LIMITS, canWireSafely } from '@storefront/shared-domain/fit-tools';
import type { CatalogProduct } from '../clients/catalog';

type UnsafeWiring = NonNullable<CartCompatibility['unsafeWiring']>;

/** What the check needs of a priced cart line. */
export interface WiringLine {
  quantity: number;
  product: CatalogProduct | null;
}

function coilsKey(coils: VoiceCoils): string {
  return `${coils.layout}:${coils.ohmsPerCoil}`;
}

/**
 * Subwoofers are wired by their voice coils, so lines with the same coils (layout and ohms) form one set, counted by
 * quantity. A set is unsafe when no amplifier of the cart can drive it at or above its minimum stable load. CHOICE: a
 * set of more than WIRING_LIMITS.maxSubwoofers is not judged (it needs several amplifiers, the planner wires up to
 * four), and lines the catalog could not describe, or without parameters, are left out: the notice only speaks when
 * it is sure.
 */
export function unsafeWiringIn(lines: readonly WiringLine[]): UnsafeWiring | null {
  const amplifiers = lines.flatMap(({ product }) =>
    product?.audioParameters?.amplifier ? [{ product, parameters: product.audioParameters.amplifier }] : [],
  );
  if (amplifiers.length === 0) return null;
  const sets = new Map<string, { coils: VoiceCoils; count: number; products: CatalogProduct[] }>();
  for (const { quantity, product } of lines) {
    const subwoofer = product?.audioParameters?.subwoofer;
    if (!product || !subwoofer) continue;
    const key = coilsKey(subwoofer.voiceCoils);
    const set = sets.get(key) ?? { coils: subwoofer.voiceCoils, count: 0, products: [] };
    set.count += quantity;
    set.products.push(product);
    sets.set(key, set);
  }
  const unsafe = [...sets.values()].filter(
    (set) =>
      set.count <= WIRING_LIMITS.maxSubwoofers &&
      !amplifiers.some((amp) => canWireSafely({ count: set.count, coils: set.coils }, amp.parameters)),
  );
  if (unsafe.length === 0) return null;
  const named = (p: CatalogProduct) => ({ sku: p.sku, name: p.name });
  return {
    amplifiers: amplifiers.map((a) => named(a.product)),
    subwoofers: unsafe.flatMap((set) => set.products.map(named)),
  };
}
