/**
 * @jest-environment jest-fixed-jsdom
 */
// The planner's power tab against local fixtures of the fit tools' amplifiers, the cart, GET /api/vehicles/electrical
// and the wiring, fuse and battery listings: the 2,000 W / 17 ft / 130 A case of the electrical maths
// (shared-domain electricalPlanner.test.ts) as the shopper sees it, and its one-click adds.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  clearMyVehicle,
  on,
  resetMyVehicleForTests,
  setMyVehicle,
  type AddToCartItem,
  type AmplifierParameters,
  type FitToolAmplifiersResponse,
} from '@storefront/shared-domain';
import { fitToolsRoutes } from '../../testing/fitToolsApi';
import { fitToolRenderer, type } from '../../testing/fitToolPage';
import { collectionResponse, currentSearch, product, type RouteHandler } from '../test-utils';
import { WiringPlannerPage } from '.';

function amplifier(sku: string, name: string, rmsWatts: number) {
  const parameters: AmplifierParameters = { sku, channels: 1, ratings: [{ ohms: 1, rmsWatts }], minimumStableOhms: 1 };
  return { product: product({ sku, name, category: 'car-amplifiers' }), parameters };
}

const AMPLIFIERS: FitToolAmplifiersResponse = {
  amplifiers: [
    amplifier('AMP-2000.1', 'SA-2000.1 Mono Amplifier', 2000),
    amplifier('AMP-500.1', 'SA-500.1', 500),
    amplifier('AMP-414.4AB', 'SA-414.4AB | 4-Channel Class AB Amplifier', 414),
  ],
};

const kit = (gauge: string, kind: string) =>
  product({
    sku: `SKAK-${gauge}GA-${kind}`,
    name: `${gauge} Gauge ${kind} Kit`,
    properties: { Gauge: `${gauge} AWG`, Material: kind === 'CCA' ? 'CCA' : 'OFC' },
  });
const LISTINGS: Record<string, unknown> = {
  'amplifier-wiring-kits': collectionResponse(
    ['0', '4', '8'].flatMap((g) => ['OFC', 'CCA', 'DUAL'].map((k) => kit(g, k))),
  ),
  'fuse-holders-and-fuses': collectionResponse(
    ['SKF-ANL-100', 'SKF-ANL-150', 'SKF-ANL-250', 'SKF-AGU-60', 'SKFH-ANL-1', 'SKFH-AGU-1'].map((sku) =>
      product({ sku, name: sku }),
    ),
  ),
  'car-audio-batteries': collectionResponse(
    ['30', '60', '100'].map((ah) =>
      product({ sku: `BAT-SK${ah}AH`, name: `${ah}Ah`, properties: { Capacity: `${ah}Ah` } }),
    ),
  ),
};

function powerApi(cart: Array<{ sku: string; quantity: number }>): RouteHandler {
  const fitTools = fitToolsRoutes({ amplifiers: AMPLIFIERS });
  return (url, request) => {
    if (url.pathname === '/api/cartv2') return { body: { data: { items: cart } } };
    if (url.pathname === '/api/vehicles/electrical')
      return url.searchParams.get('model') === 'Tacoma'
        ? {
            body: {
              vehicle: { year: 2015, make: 'Toyota', model: 'Tacoma' },
              electrical: { alternatorAmps: 130, batteryAh: 55, batteryCca: 550 },
            },
          }
        : { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
    const listing = /^\/api\/collections\/([^/]+)$/.exec(url.pathname)?.[1];
    if (listing && listing in LISTINGS) return { body: LISTINGS[listing] };
    return fitTools(url, request);
  };
}

const renderPower = fitToolRenderer(<WiringPlannerPage />, '/subwoofer-wiring-diagrams', {
  defaultHandler: powerApi([{ sku: 'AMP-2000.1', quantity: 1 }]),
  ready: () => screen.findByTestId('catalog-power-planner'),
});

afterEach(() => {
  clearMyVehicle();
  resetMyVehicleForTests();
});

const skusIn = (id: string) =>
  within(screen.getByTestId(id))
    .getAllByTestId('catalog-power-product')
    .map((p) => p.getAttribute('data-sku'));

describe('Power tab of the wiring planner', () => {
  it('opens from its tab and keeps the tab in the address', async () => {
    const { router } = await renderPower(undefined, '?tab=power');
    fireEvent.click(screen.getByTestId('catalog-planner-tab-wiring'));
    await screen.findAllByTestId('catalog-wiring-option');
    expect(currentSearch(router).get('tab')).toBeNull();
    fireEvent.click(screen.getByTestId('catalog-planner-tab-power'));
    expect(await screen.findByTestId('catalog-power-planner')).toBeInTheDocument();
    expect(screen.getByTestId('catalog-planner-tab-power')).toHaveAttribute('aria-selected', 'true');
  });

  it('2,000 W from the cart, 17 ft, a 2015 Toyota Tacoma (130 A): 4 AWG, 125 A ANL and a Big 3, kit added in one click', async () => {
    setMyVehicle({ year: 2015, make: 'Toyota', model: 'Tacoma' });
    await renderPower(undefined, '?tab=power');
    await waitFor(() => expect(screen.getByTestId('catalog-power-alternator-status')).toBeInTheDocument());
    const shown: Record<string, string> = {
      'catalog-power-vehicle-note': 'Filled in for your 2015 Toyota Tacoma',
      'catalog-power-source': 'The amplifiers in my cart (1)',
      'catalog-power-draw': '91 A on average at 50 % duty cycle, 181 A at full power',
      'catalog-power-copper': '4 AWG OFC copper (0.38 V drop)',
      'catalog-power-cca': '2 AWG CCA',
      'catalog-power-ground': 'Ground wire: 4 AWG',
      'catalog-power-battery-fuse': '125 A ANL',
      'catalog-power-alternator-status': 'keeps up: 9 A to spare',
    };
    for (const [testId, text] of Object.entries(shown)) expect(screen.getByTestId(testId)).toHaveTextContent(text);
    const upgrades = screen.getAllByTestId('catalog-power-upgrade').map((u) => u.getAttribute('data-upgrade'));
    expect(upgrades).toEqual(['big3']);
    // 4 AWG copper: the 4 gauge OFC kit; CCA needs 2 AWG: the 0 gauge CCA kit. Fuses: ANL 150 (125 is not sold; 250
    // is above 4 AWG's 160 A) and the ANL holder. Big 3: the 0 gauge OFC kit.
    await waitFor(() => expect(skusIn('catalog-power-kits')).toEqual(['SKAK-4GA-OFC', 'SKAK-0GA-CCA']));
    const kits = within(screen.getByTestId('catalog-power-kits')).getAllByTestId('catalog-power-product');
    expect(kits[0]).toHaveTextContent('4 AWG copper: right for your run');
    expect(kits[1]).toHaveTextContent('0 AWG CCA: thick enough for your run in CCA');
    await waitFor(() => expect(skusIn('catalog-power-fuses')).toEqual(['SKF-ANL-150', 'SKFH-ANL-1']));
    expect(skusIn('catalog-power-big3')).toEqual(['SKAK-0GA-OFC']);
    expect(screen.queryByTestId('catalog-power-batteries')).toBeNull();

    const requested: AddToCartItem[] = [];
    const off = on('cart:add-requested', ({ item }) => requested.push(item));
    const kitCard = within(screen.getByTestId('catalog-power-kits')).getAllByTestId('catalog-power-product')[0];
    fireEvent.click(within(kitCard).getByTestId('catalog-add-to-cart'));
    off();
    expect(requested).toEqual([expect.objectContaining({ sku: 'SKAK-4GA-OFC', quantity: 1, source: 'power-planner' })]);
  });

  it('typed figures override the vehicle and the cart; a large system needs an alternator and a second battery', async () => {
    const { router } = await renderPower(undefined, '?tab=power');
    expect(screen.getByTestId('catalog-power-vehicle-note')).toHaveTextContent('Choose your vehicle');
    type('catalog-power-rms', '4000');
    type('catalog-power-alternator', '130');
    type('catalog-power-batteryAh', '55');
    type('catalog-power-batteryCca', '550');
    await waitFor(() => expect(screen.getByTestId('catalog-power-copper')).toHaveTextContent('1/0 AWG'));
    const upgrades = screen.getAllByTestId('catalog-power-upgrade').map((u) => u.getAttribute('data-upgrade'));
    expect(upgrades).toEqual(['big3', 'alternator', 'battery']);
    expect(screen.getByTestId('catalog-power-alternator-status')).toHaveTextContent('falls 81 A short');
    await waitFor(() => expect(skusIn('catalog-power-batteries')).toEqual(['BAT-SK60AH', 'BAT-SK100AH']));
    await waitFor(() => expect(currentSearch(router).get('prms')).toBe('4000'));
  });

  it('asks for an amplifier when the cart has none, and refuses an efficiency out of range', async () => {
    await renderPower(powerApi([]), '?tab=power');
    expect(screen.getByTestId('catalog-power-need-input')).toBeInTheDocument();
    type('catalog-power-rms', '1000');
    expect(await screen.findByTestId('catalog-power-plan')).toBeInTheDocument();
    type('catalog-power-efficiency', '120');
    expect(await screen.findByText('Enter an efficiency from 40 to 95 %, or leave it empty.')).toBeInTheDocument();
    expect(screen.queryByTestId('catalog-power-plan')).toBeNull();
  });
});

describe('Power tab: efficiency by amplifier class', () => {
  const draw = () => screen.getByTestId('catalog-power-draw');
  const assumed = () => screen.queryByTestId('catalog-power-efficiency-assumed');

  it('plans a class AB amplifier at 60 % and says so; a typed efficiency replaces it', async () => {
    const { router } = await renderPower(undefined, '?tab=power&pamp=AMP-414.4AB');
    // 414 W / 0.6 / 13.8 V = 50 A at full power, 25 A at the 50 % duty cycle.
    await waitFor(() => expect(draw()).toHaveTextContent('25 A on average at 50 % duty cycle, 50 A at full power'));
    expect(assumed()).toHaveTextContent('Assumed: class A/B, 60 %.');
    type('catalog-power-efficiency', '90');
    // 414 W / 0.9 / 13.8 V = 33 A.
    await waitFor(() => expect(draw()).toHaveTextContent('17 A on average at 50 % duty cycle, 33 A at full power'));
    expect(assumed()).toBeNull();
    await waitFor(() => expect(currentSearch(router).get('peff')).toBe('90'));
  });

  it('an amplifier that states no class (or typed power) is planned as class D, 80 %', async () => {
    await renderPower(undefined, '?tab=power');
    await waitFor(() => expect(assumed()).toHaveTextContent('Assumed: class not stated, planned as class D, 80 %.'));
    expect(draw()).toHaveTextContent('181 A at full power');
  });
});

describe('Power tab: the wiring tab’s amplifier', () => {
  const source = () => screen.getByTestId('catalog-power-source');
  // The wiring tab, ready once the address's amplifier is known (its link to the power tab shows).
  const renderWiring = fitToolRenderer(<WiringPlannerPage />, '/subwoofer-wiring-diagrams', {
    defaultHandler: powerApi([{ sku: 'AMP-2000.1', quantity: 1 }]),
    ready: () => screen.findByTestId('catalog-wiring-plan-power'),
  });

  it('switching tabs carries the wiring’s amplifier to the power plan when the plan has none', async () => {
    const { router } = await renderWiring(undefined, '?amp=AMP-500.1');
    fireEvent.click(screen.getByTestId('catalog-planner-tab-power'));
    await screen.findByTestId('catalog-power-planner');
    expect(currentSearch(router).get('pamp')).toBe('AMP-500.1');
    await waitFor(() => expect(source()).toHaveValue('AMP-500.1'));
    await waitFor(() => expect(screen.getByTestId('catalog-power-draw')).toHaveTextContent('45 A at full power'));
  });

  it('keeps the power plan’s own amplifier on a tab switch; "Plan power for this amplifier" replaces it', async () => {
    const { router } = await renderWiring(undefined, '?amp=AMP-500.1&pamp=AMP-2000.1');
    fireEvent.click(screen.getByTestId('catalog-planner-tab-power'));
    await screen.findByTestId('catalog-power-planner');
    expect(currentSearch(router).get('pamp')).toBe('AMP-2000.1');
    fireEvent.click(screen.getByTestId('catalog-planner-tab-wiring'));
    fireEvent.click(await screen.findByTestId('catalog-wiring-plan-power'));
    await screen.findByTestId('catalog-power-planner');
    expect(currentSearch(router).get('pamp')).toBe('AMP-500.1');
    await waitFor(() => expect(source()).toHaveValue('AMP-500.1'));
  });
});
