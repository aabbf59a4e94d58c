// Enclosures of our catalogue that fit the design: empty ones whose net volume and tuning are within the shared
// tolerances (enclosureMatches), and loaded ones built around the picked subwoofer. Each is the catalogue's own product
// card with add-to-cart.
import type { EnclosureParameters, FitToolProduct } from '@storefront/shared-domain';
import { enclosureMatches } from '@storefront/shared-domain/fit-tools';
import { useMemo } from 'react';
import { FitProductGrid, FitToolNote as Note, MAX_FIT_PRODUCTS } from '../fit-tools/FitProductGrid';
import { BOX_DESIGN_TEXTS as T, type DesignResult } from './boxDesignForm';

/** Cart line source of adds from the calculator. */
export const BOX_DESIGN_CART_SOURCE = 'box-design-calculator';

const fitText = (p: EnclosureParameters) =>
  `${p.netCubicFeet.toFixed(2)} ft³ net${p.tuningHz !== undefined ? `, tuned to ${p.tuningHz} Hz` : ''}`;

export interface MatchingEnclosuresProps {
  target: DesignResult['target'];
  subwooferSku: string | null;
  enclosures: ReadonlyArray<FitToolProduct<EnclosureParameters>>;
}

export function MatchingEnclosures({ target, subwooferSku, enclosures }: MatchingEnclosuresProps) {
  const empty = useMemo(() => {
    if (!target) return [];
    return enclosures
      .filter((e) => e.product.category === 'empty-subwoofer-enclosures' && enclosureMatches(target, e.parameters))
      .sort(
        (a, b) =>
          Math.abs(a.parameters.netCubicFeet - target.netCubicFeet) -
          Math.abs(b.parameters.netCubicFeet - target.netCubicFeet),
      )
      .slice(0, MAX_FIT_PRODUCTS);
  }, [target, enclosures]);
  const loaded = useMemo(
    () =>
      subwooferSku
        ? enclosures.filter((e) => e.parameters.loadedSubwooferSku === subwooferSku).slice(0, MAX_FIT_PRODUCTS)
        : [],
    [subwooferSku, enclosures],
  );

  const list = (items: ReadonlyArray<FitToolProduct<EnclosureParameters>>, testId: string) => (
    <FitProductGrid
      items={items.map(({ product, parameters }) => ({ product, fit: fitText(parameters) }))}
      testId={testId}
      source={BOX_DESIGN_CART_SOURCE}
    />
  );

  return (
    <section aria-labelledby="catalog-box-matches-heading" data-testid="catalog-box-matches">
      <h2 id="catalog-box-matches-heading">{T.matchesHeading}</h2>
      {!target ? (
        <Note>{T.matchesNeedDesign}</Note>
      ) : (
        <>
          <h3>{T.emptyMatchesHeading}</h3>
          {empty.length > 0 ? (
            list(empty, 'catalog-box-match-empty')
          ) : (
            <Note data-testid="catalog-box-no-empty-matches">{T.noEmptyMatches}</Note>
          )}
        </>
      )}
      {subwooferSku ? (
        <>
          <h3>{T.loadedMatchesHeading}</h3>
          {loaded.length > 0 ? (
            list(loaded, 'catalog-box-match-loaded')
          ) : (
            <Note data-testid="catalog-box-no-loaded-matches">{T.noLoadedMatches}</Note>
          )}
        </>
      ) : null}
    </section>
  );
}
