/**
 * @jest-environment jest-fixed-jsdom
 */
import {
  EMPTY_ENCLOSURE_NOTICE,
  UI_DELAYS,
  emit,
  on,
  type AddToCartItem,
  type ProductCard as ProductCardData,
  type ProductVariant,
  type SaleSettings,
  FIT_CONFIDENCE_TEXTS,
  ADD_TO_CART_ANSWER_TIMEOUT_MS,
} from '@storefront/shared-domain';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { enclosure, product } from '../test-utils';
import type { Viewer } from '../viewer/useViewer';
import type { CardProduct } from './cardPricing';
import { ProductCard, type ProductCardProps } from './ProductCard';

const shopper: Viewer = { isDealer: false, sale: null };
const dealer: Viewer = { isDealer: true, sale: null };
const fallSale: SaleSettings = {
  name: 'Fall Savings Event',
  saleIsActive: true,
  saleExpiresAt: '2099-12-31T23:59:59Z',
  discountPercentage: 0.15,
  salePercentageDailyDeal: 0.15,
  layoutSettings: {
    showSaleBanner: true,
    showCountdownTimer: true,
    showEmailSubscriberPopup: false,
    showPushNotificationPopup: false,
    showGeoTransitBanner: false,
  },
};

function renderCard(props: Partial<ProductCardProps> & Pick<ProductCardProps, 'product'>) {
  return render(
    <MemoryRouter>
      <ProductCard viewer={shopper} {...props} />
    </MemoryRouter>,
  );
}

function priceLine(kind: string) {
  return screen.getByTestId(`catalog-price-${kind}`);
}

describe('ProductCard: card behaviour (spec 1 §4)', () => {
  it('in stock: Add to Cart, name links to /products/{slug}, 250x250 lazy image', () => {
    const p = product({ slug: 'sa-12-d2', name: 'SA-12 D2', imageUrl: '/api/product-images/SA-12%20D2.svg' });
    renderCard({ product: p });
    const card = screen.getByTestId('catalog-product-card');
    expect(card).toHaveAttribute('data-state', 'add-to-cart');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'SA-12 D2' })).toHaveAttribute('href', '/products/sa-12-d2');
    const img = screen.getByTestId('catalog-card-image');
    expect(img).toHaveAttribute('width', '250');
    expect(img).toHaveAttribute('height', '250');
    expect(img).toHaveAttribute('loading', 'lazy');
    // Through the image optimiser at the card size and quality of spec 2 §9, 500 px for 2x screens.
    const optimised = (w: number) => `/_next/image?url=%2Fapi%2Fproduct-images%2FSA-12%2520D2.svg&w=${w}&q=85`;
    expect(img).toHaveAttribute('src', optimised(250));
    expect(img).toHaveAttribute('srcset', `${optimised(250)} 1x, ${optimised(500)} 2x`);
    expect(screen.queryByText('More details')).not.toBeInTheDocument();
  });

  it('out of stock and pre-order eligible: Pre-order with the pre-order price line', () => {
    renderCard({
      product: product({
        currentlyInStock: false,
        preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: true },
        price: 199,
      }),
    });
    expect(screen.getByRole('button', { name: 'Pre-order' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(priceLine('preorder')).toHaveTextContent('Pre-order Price:$199.00');
  });

  it('out of stock and not eligible: a disabled Out of Stock', () => {
    renderCard({
      product: product({
        currentlyInStock: false,
        preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: false },
      }),
    });
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pre-order' })).not.toBeInTheDocument();
  });

  it('variant-type product: a More details link to /products/{slug}', () => {
    renderCard({ product: product({ product_type: 'variant', slug: 'zvx-subs' }) });
    expect(screen.getByRole('link', { name: 'More details' })).toHaveAttribute('href', '/products/zvx-subs');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('variant chips switch the card image and highlight the SKU', () => {
    renderCard({
      product: product({
        sku: 'SA-12',
        slug: 'sa-12',
        imageUrl: '/img/sa-12.svg',
        product_type: 'variant',
        childSkus: [
          { sku: 'SA-12 D2', image: '/img/sa-12-d2.svg', variant_option_one_value: 'D2' },
          { sku: 'SA-12 D4', image: '/img/sa-12-d4.svg', variant_option_one_value: 'D4' },
        ],
      }),
    });
    expect(screen.getByTestId('catalog-card-image')).toHaveAttribute('src', '/img/sa-12.svg');
    expect(screen.getByTestId('catalog-card-sku')).toHaveTextContent('SKU: SA-12');
    expect(screen.queryByTestId('catalog-card-sku-selected')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'D4' }));
    expect(screen.getByRole('button', { name: 'D4' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'D2' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('catalog-card-image')).toHaveAttribute('src', '/img/sa-12-d4.svg');
    expect(screen.getByTestId('catalog-card-sku-selected')).toHaveTextContent('SA-12 D4');
    expect(screen.getByRole('link', { name: 'More details' })).toHaveAttribute(
      'href',
      '/products/sa-12?sku=SA-12%20D4',
    );

    // choosing it again returns to the product itself
    fireEvent.click(screen.getByRole('button', { name: 'D4' }));
    expect(screen.getByTestId('catalog-card-image')).toHaveAttribute('src', '/img/sa-12.svg');
    expect(screen.queryByTestId('catalog-card-sku-selected')).not.toBeInTheDocument();
  });

  it('rating: 5 stars filled by the rounded average, with the count', () => {
    renderCard({ product: product({ rating: { avg_rating: 3.6, count: 27 } }) });
    const rating = screen.getByTestId('catalog-card-rating');
    expect(rating).toHaveAttribute('aria-label', 'Rated 3.6 out of 5, 27 reviews');
    expect(rating.querySelectorAll('[data-star="filled"]')).toHaveLength(4);
    expect(rating.querySelectorAll('svg')).toHaveLength(5);
    expect(rating).toHaveTextContent('(27)');
  });

  it('SKU is shown through displaySku (FORD-2009-UP reads FORD-2015-UP)', () => {
    renderCard({ product: enclosure({ sku: 'VS-FORD-2009-UP-12' }) });
    expect(screen.getByTestId('catalog-card-sku')).toHaveTextContent('SKU: VS-FORD-2015-UP-12');
  });
});

describe('ProductCard: price display variants (spec 1 §4, spec 2 §6)', () => {
  it('shopper without a sale: MSRP struck through and Price', () => {
    renderCard({ product: product({ price: 249.99, price_map: 249.99, price_msrp: 329.99 }) });
    expect(priceLine('msrp')).toHaveTextContent('MSRP$329.99');
    expect(within(priceLine('msrp')).getByText('$329.99').tagName).toBe('S');
    expect(priceLine('price')).toHaveTextContent('Price$249.99');
  });

  it("dealer: 'MAP:' struck through and 'Dealer:'", () => {
    renderCard({ product: product({ price: 300, price_map: 300, price_dealer: 210 }), viewer: dealer });
    expect(priceLine('map')).toHaveTextContent('MAP:$300.00');
    expect(within(priceLine('map')).getByText('$300.00').tagName).toBe('S');
    expect(priceLine('dealer')).toHaveTextContent('Dealer:$210.00');
    expect(screen.queryByTestId('catalog-price-price')).not.toBeInTheDocument();
  });

  it('dealer without a dealer price: the fallback (20 % off MAP, rounded down)', () => {
    renderCard({ product: product({ price: 249.99, price_map: 249.99, price_dealer: null }), viewer: dealer });
    expect(priceLine('dealer')).toHaveTextContent('Dealer:$199.00');
  });

  it("sale: 'Sale Price:' with MAP struck through", () => {
    renderCard({ product: product({ price: 200, price_map: 200 }), viewer: { isDealer: false, sale: fallSale } });
    expect(priceLine('map')).toHaveTextContent('MAP:$200.00');
    expect(within(priceLine('map')).getByText('$200.00').tagName).toBe('S');
    expect(priceLine('sale')).toHaveTextContent('Sale Price:$170.00');
    expect(screen.getByText('Save 15%')).toBeInTheDocument();
  });

  it('dealers get no sale discount', () => {
    renderCard({
      product: product({ price: 200, price_map: 200, price_dealer: 150 }),
      viewer: { isDealer: true, sale: fallSale },
    });
    expect(screen.queryByTestId('catalog-price-sale')).not.toBeInTheDocument();
    expect(priceLine('dealer')).toHaveTextContent('Dealer:$150.00');
  });
});

describe('ProductCard: enclosures', () => {
  it('empty enclosure: the notice and the Single/Dual/Quad label', () => {
    renderCard({ product: enclosure({ totalSubwooferHoles: 2 }) });
    expect(screen.getByTestId('catalog-card-empty-notice')).toHaveTextContent(EMPTY_ENCLOSURE_NOTICE);
    expect(
      screen.getByText('Enclosure sold empty (images with subwoofers for illustration purposes only)'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('catalog-card-count-label')).toHaveTextContent('Dual');
    expect(screen.getByTestId('catalog-card-fitment')).toHaveTextContent('2015-2020 Ford F-150 / F-250');
  });

  it('loaded enclosure: no empty notice; Quad for 4 holes, Single for 1', () => {
    const { unmount } = renderCard({
      product: enclosure({ sku: 'VS-L-FORD-F150-12', category: 'loaded-subwoofer-enclosures', totalSubwooferHoles: 4 }),
    });
    expect(screen.queryByTestId('catalog-card-empty-notice')).not.toBeInTheDocument();
    expect(screen.getByTestId('catalog-card-count-label')).toHaveTextContent('Quad');
    unmount();
    renderCard({ product: enclosure({ totalSubwooferHoles: 1 }) });
    expect(screen.getByTestId('catalog-card-count-label')).toHaveTextContent('Single');
  });

  const F150 = { year: 2018, make: 'Ford', model: 'F-150' };
  // Its code comes on demand: the first render waits for it.
  const fitLabel = () => screen.findByTestId('catalog-card-fit');

  it("'Fits your {year make model}' with a tick when the product fits My vehicle", async () => {
    renderCard({ product: enclosure(), myVehicle: F150 });
    const label = await fitLabel();
    expect(label).toHaveTextContent('Fits your 2018 Ford F-150');
    expect(label).toHaveAttribute('data-fit', 'fits');
    expect(label.querySelector('svg')).not.toBeNull();
    // It comes after hydration (the server knows no vehicle): over the image, so no line of the card moves.
    expect(getComputedStyle(label.parentElement!).position).toBe('absolute');
  });

  it("'Fits with notes' when the catalogue wrote compatibility notes: the label alone (the product page lists them)", async () => {
    renderCard({
      product: enclosure({
        vehicleFitment: { vehicleMake: 'Ford', compatibilityNotes: 'Crew Cab only; not for Raptor.' },
      }),
      myVehicle: F150,
    });
    const label = await fitLabel();
    expect(label).toHaveTextContent(FIT_CONFIDENCE_TEXTS.fitsWithNotes);
    expect(label).toHaveAttribute('data-fit', 'fits-with-notes');
    expect(screen.queryByText('Crew Cab only; not for Raptor.')).not.toBeInTheDocument();
  });

  it.each([
    ['does not fit', () => enclosure(), { ...F150, year: 2012 }, 'does-not-fit', 'Does not fit your 2012 Ford F-150'],
    ['universal', () => product({ category: 'car-subwoofers' }), F150, 'universal', 'Universal'],
    ['no fit data', () => product({ category: 'car-speakers' }), F150, 'no-data', 'No fit data'],
  ] as const)('%s: the label says so, with its kind in data-fit', async (_name, make, vehicle, kind, text) => {
    renderCard({ product: make(), myVehicle: vehicle });
    const label = await fitLabel();
    expect(label).toHaveAttribute('data-fit', kind);
    expect(label).toHaveTextContent(text);
  });

  it('no label without a vehicle', () => {
    renderCard({ product: enclosure() });
    expect(screen.queryByTestId('catalog-card-fit')).not.toBeInTheDocument();
  });
});

describe('ProductCard: fit claim, displayed SKU, bundle prices', () => {
  const chevy = (model: string) =>
    enclosure({
      sku: `VS-CHEV-${model.toUpperCase()}-12`,
      properties: { Make: 'Chevrolet', Model: model, 'Start Year': '2014', 'End Year': '2019', 'Subwoofer Size': '12' },
    });

  it('item 3: year and make alone claim no fit; the card asks for the model instead', async () => {
    for (const model of ['Colorado', 'Silverado 1500', 'Camaro']) {
      const { unmount } = renderCard({ product: chevy(model), myVehicle: { year: 2016, make: 'Chevrolet' } });
      expect(await screen.findByTestId('catalog-card-choose-model')).toHaveTextContent(
        'Choose your model to check fit',
      );
      expect(screen.queryByTestId('catalog-card-fit')).not.toBeInTheDocument();
      expect(screen.queryByText(/Fits your/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('item 3: with the model, only the matching box claims the fit', async () => {
    const { unmount } = renderCard({
      product: chevy('Colorado'),
      myVehicle: { year: 2016, make: 'Chevrolet', model: 'Colorado' },
    });
    expect(await screen.findByTestId('catalog-card-fit')).toHaveTextContent('Fits your 2016 Chevrolet Colorado');
    unmount();
    renderCard({ product: chevy('Camaro'), myVehicle: { year: 2016, make: 'Chevrolet', model: 'Colorado' } });
    expect(await screen.findByTestId('catalog-card-fit')).toHaveAttribute('data-fit', 'does-not-fit');
    expect(screen.queryByText(/Fits your/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalog-card-choose-model')).not.toBeInTheDocument();
  });

  it('item 4: the image alt text shows the displayed SKU, like the SKU line', () => {
    renderCard({ product: enclosure({ name: 'Ford Box', sku: 'L-VS-FORD-2009-UP-SC-2X12' }) });
    expect(screen.getByTestId('catalog-card-image')).toHaveAttribute('alt', 'Ford Box, SKU L-VS-FORD-2015-UP-SC-2X12');
    expect(screen.getByTestId('catalog-product-card')).not.toHaveTextContent('2009-UP');
  });

  it("item 13: a bundle with its normal price shows 'Normal' and 'Special Price'", () => {
    renderCard({
      product: { ...product({ isBundle: true, price: 499.99, price_map: 499.99 }), bundleNormalPrice: 649.97 },
    });
    const price = screen.getByTestId('catalog-card-price');
    expect(price).toHaveTextContent('Normal');
    expect(price).toHaveTextContent('$649.97');
    expect(price).toHaveTextContent('Special Price');
    expect(price).toHaveTextContent('$499.99');
  });
});

describe('ProductCard: Add to Cart (spec 2 §4 add-to-cart button, §7 payload)', () => {
  let requested: AddToCartItem[];
  let off: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    requested = [];
    off = on('cart:add-requested', ({ item }) => requested.push(item));
  });
  afterEach(() => {
    off();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const inStock = () =>
    product({
      id: 'prod-42',
      sku: 'SA-12 D2',
      price: 249.99,
      price_map: 249.99,
      price_msrp: 329.99,
      price_dealer: null,
      product_type: 'normal',
    });

  it("emits cart:add-requested with the item {sku, quantity: 1, product_id, prices, is_pre_ordered_item, product_type, source: 'collection-card'}", () => {
    renderCard({ product: inStock() });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(requested).toEqual([
      {
        sku: 'SA-12 D2',
        quantity: 1,
        product_id: 'prod-42',
        price: 249.99,
        price_map: 249.99,
        price_msrp: 329.99,
        price_dealer: null,
        is_pre_ordered_item: false,
        product_type: 'normal',
        source: 'collection-card',
      },
    ]);
  });

  it('a pre-order sends is_pre_ordered_item: true', () => {
    renderCard({
      product: product({
        sku: 'ZVX-15',
        currentlyInStock: false,
        preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: true },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pre-order' }));
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ sku: 'ZVX-15', is_pre_ordered_item: true, quantity: 1 });
  });

  it('idle -> loading (spinner, disabled) -> success (done mark) on cart:item-added -> idle after about 1.2 s', () => {
    renderCard({ product: inStock() });
    const button = screen.getByTestId('catalog-add-to-cart');
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-status', 'loading');
    expect(button).toHaveAttribute('aria-busy', 'true');

    // a second click while loading does nothing
    fireEvent.click(button);
    expect(requested).toHaveLength(1);

    // an answer for another sku is not ours
    act(() => emit('cart:item-added', { item: { sku: 'OTHER', quantity: 1 } }));
    expect(button).toHaveAttribute('data-status', 'loading');

    act(() => emit('cart:item-added', { item: requested[0] }));
    expect(button).toHaveAttribute('data-status', 'success');
    expect(button).toHaveTextContent('Added');
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart');

    act(() => jest.advanceTimersByTime(UI_DELAYS.addToCartRevertMs - 1));
    expect(button).toHaveAttribute('data-status', 'success');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-status', 'idle');
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Add to Cart');
  });

  it('a failure is only logged and the button returns to normal', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard({ product: inStock() });
    const button = screen.getByTestId('catalog-add-to-cart');
    fireEvent.click(button);
    act(() => emit('cart:add-failed', { item: requested[0], message: 'Network down' }));
    expect(button).toHaveAttribute('data-status', 'idle');
    expect(button).toBeEnabled();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without an answer from the cart the button times out back to idle', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard({ product: inStock() });
    const button = screen.getByTestId('catalog-add-to-cart');
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(ADD_TO_CART_ANSWER_TIMEOUT_MS));
    expect(button).toHaveAttribute('data-status', 'idle');
  });
});

describe('ProductCard: variant chips, stock indicator and review count', () => {
  const row = (sku: string, price: number, overrides: Partial<ProductVariant> = {}): ProductVariant => ({
    sku,
    currentlyInStock: true,
    price,
    price_map: price,
    price_msrp: Math.round(price * 1.3) + 0.99,
    preorderInfo: null,
    images: [`/img/${sku}.svg`],
    ...overrides,
  });
  /** The seeded ZVX family: the parent is priced at its cheapest child (8"), each child has its own price. */
  const zvx = (
    rows: ProductVariant[] = [row('ZVX-8 D1', 240.99), row('ZVX-10 D4', 300.99), row('ZVX-12 D4', 360.99)],
  ) =>
    product({
      sku: 'ZVX-SUBS',
      slug: 'zvx-series-competition-subwoofers',
      product_type: 'variant',
      price: 240.99,
      price_map: 240.99,
      price_msrp: 313.99,
      childSkus: [
        { sku: 'ZVX-8 D1', image: '/img/zvx-8.svg', variant_option_one_value: '8"' },
        { sku: 'ZVX-10 D4', image: '/img/zvx-10.svg', variant_option_one_value: '10"' },
        { sku: 'ZVX-12 D4', image: '/img/zvx-12.svg', variant_option_one_value: '12"' },
      ],
      variants: rows,
    } as Partial<CardProduct>);
  const onSale: Viewer = { isDealer: false, sale: fallSale };
  const chip = (name: string) => screen.getByRole('button', { name });

  it('item 2: the 12" chip shows ZVX-12 D4 with its own price and the sale from the shared rule', () => {
    renderCard({ product: zvx(), viewer: onSale });
    fireEvent.click(chip('12"'));
    expect(screen.getByTestId('catalog-card-sku')).toHaveTextContent('SKU: ZVX-12 D4');
    expect(priceLine('map')).toHaveTextContent('MAP:$360.99');
    expect(priceLine('sale')).toHaveTextContent('Sale Price:$306.84');
    fireEvent.click(chip('8"'));
    expect(priceLine('map')).toHaveTextContent('MAP:$240.99');
    expect(priceLine('sale')).toHaveTextContent('Sale Price:$204.84');
  });

  it("item 2: a dealer sees the chip's dealer price, and a chip's own stock drives the card", () => {
    const rows = [
      row('ZVX-8 D1', 240.99, { price_dealer: 192 }),
      row('ZVX-10 D4', 300.99, { price_dealer: 240, currentlyInStock: false }),
      row('ZVX-12 D4', 360.99, { price_dealer: 288 }),
    ];
    renderCard({ product: zvx(rows), viewer: dealer });
    fireEvent.click(chip('12"'));
    expect(priceLine('dealer')).toHaveTextContent('Dealer:$288.00');
    fireEvent.click(chip('10"'));
    expect(priceLine('dealer')).toHaveTextContent('Dealer:$240.00');
    expect(screen.getByTestId('catalog-card-stock')).toHaveTextContent('Sold Out');
  });

  it("item 12: the card priced at its lowest variant says 'From' until a chip is chosen", () => {
    const { unmount } = renderCard({ product: zvx() });
    expect(priceLine('price')).toHaveTextContent('From$240.99');
    fireEvent.click(chip('12"'));
    expect(priceLine('price')).toHaveTextContent('Price$360.99');
    expect(priceLine('price')).not.toHaveTextContent('From');
    fireEvent.click(chip('12"')); // chosen again: back to the product itself
    expect(priceLine('price')).toHaveTextContent('From$240.99');
    unmount();

    renderCard({ product: zvx(), viewer: onSale });
    expect(priceLine('sale')).toHaveTextContent('Sale Price from:$204.84');
    expect(priceLine('map')).toHaveTextContent('MAP:$240.99');
  });

  it("item 12: no 'From' when the variants cost the same, or on a card without variants", () => {
    const { unmount } = renderCard({
      product: zvx([row('ZVX-8 D1', 240.99), row('ZVX-10 D4', 240.99), row('ZVX-12 D4', 240.99)]),
    });
    expect(priceLine('price')).toHaveTextContent('Price$240.99');
    expect(screen.getByTestId('catalog-card-price')).not.toHaveTextContent('From');
    unmount();
    renderCard({ product: product({ price: 199.99, price_map: 199.99 }) });
    expect(screen.getByTestId('catalog-card-price')).not.toHaveTextContent(/from/i);
  });

  it('item 12: every variant chip says whether it is pressed', () => {
    renderCard({ product: zvx() });
    const chips = screen.getAllByTestId('catalog-card-variant-chip');
    expect(chips.map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    fireEvent.click(chip('10"'));
    expect(chips.map((c) => c.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('button', { name: '10"', pressed: true })).toBeInTheDocument();
  });

  it("item 6: the simple stock indicator, 'In Stock' or 'Sold Out' (spec 1 §4), never against the button", () => {
    const cases: Array<[Partial<ProductCardData>, Viewer, string]> = [
      [{ currentlyInStock: true }, shopper, 'In Stock'],
      [{ currentlyInStock: false }, shopper, 'Sold Out'],
      [
        { currentlyInStock: false, preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: true } },
        shopper,
        'Available for Pre-order',
      ],
      // a dealer never pre-orders: the card's Out of Stock, and Sold Out
      [
        { currentlyInStock: false, preorderInfo: { is_pre_order_enabled: true, is_pre_order_eligible: true } },
        dealer,
        'Sold Out',
      ],
    ];
    for (const [overrides, viewer, text] of cases) {
      const { unmount } = renderCard({ product: product(overrides), viewer });
      expect(screen.getByTestId('catalog-card-stock')).toHaveTextContent(new RegExp(`^${text}$`));
      unmount();
    }
  });

  it('item 9: a count of one reads singular', () => {
    renderCard({ product: product({ rating: { avg_rating: 5, count: 1 } }) });
    const rating = screen.getByRole('img', { name: 'Rated 5.0 out of 5, 1 review' });
    expect(rating).toHaveTextContent('(1)');
  });
});
