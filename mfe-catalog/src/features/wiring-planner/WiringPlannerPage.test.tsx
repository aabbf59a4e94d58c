/**
 * @jest-environment jest-fixed-jsdom
 */
// The wiring planner's inputs and outputs against a local fixture of GET /api/fit-tools/{subwoofers,amplifiers}
// (the shapes of shared-domain/src/types/fitTools.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  on,
  type AddToCartItem,
  type AmplifierParameters,
  type FitToolAmplifiersResponse,
  type FitToolSubwoofersResponse,
} from '@storefront/shared-domain';
import { fitToolsRoutes } from '../../testing/fitToolsApi';
import { subwooferParameters } from '../../testing/subwooferParameters';
import { expectValues, fitToolRenderer, pick, type } from '../../testing/fitToolPage';
import { currentSearch, product } from '../test-utils';
import { WiringPlannerPage } from '.';

function subwoofer(
  sku: string,
  name: string,
  ohmsPerCoil: number,
  rmsWatts: number,
): FitToolSubwoofersResponse['subwoofers'][number] {
  // The planner reads only the coils and the power; the rest is the shared fixture's 12" driver.
  const parameters = subwooferParameters(sku, { rmsWatts, voiceCoils: { layout: 'DVC', count: 2, ohmsPerCoil } });
  return { product: product({ sku, name, category: 'car-subwoofers' }), parameters };
}

function amplifier(sku: string, name: string, ratings: Array<[number, number]>, minimumStableOhms: number) {
  const parameters: AmplifierParameters = {
    sku,
    channels: 1,
    ratings: ratings.map(([ohms, rmsWatts]) => ({ ohms, rmsWatts })),
    minimumStableOhms,
  };
  return { product: product({ sku, name, slug: sku.toLowerCase(), category: 'car-amplifiers' }), parameters };
}

const SUBWOOFERS: FitToolSubwoofersResponse = {
  subwoofers: [
    subwoofer('SA-12-D2', 'SA-12 D2 Subwoofer', 2, 500),
    subwoofer('SA-12-D4', 'SA-12 D4 Subwoofer', 4, 500),
  ],
};
const AMPLIFIERS: FitToolAmplifiersResponse = {
  amplifiers: [
    amplifier(
      'AMP-1000.1',
      'SA-1000.1 Mono Amplifier',
      [
        [4, 300],
        [2, 600],
        [1, 1000],
      ],
      1,
    ),
    amplifier(
      'AMP-1200.1',
      'SA-1200.1 Mono Amplifier',
      [
        [4, 700],
        [2, 1200],
      ],
      2,
    ),
    amplifier(
      'AMP-250.1',
      'SA-250.1 Mono Amplifier',
      [
        [4, 150],
        [2, 250],
      ],
      2,
    ),
    // Would match two DVC 4 ohm 500 W subs exactly at 1 ohm, but cannot be bought now.
    {
      ...amplifier('AMP-SOLD-OUT', 'SA-1000.1 Sold Out', [[1, 1000]], 1),
      product: product({ sku: 'AMP-SOLD-OUT', name: 'SA-1000.1 Sold Out', currentlyInStock: false }),
    },
  ],
};

const fitToolsApi = fitToolsRoutes({ subwoofers: SUBWOOFERS, amplifiers: AMPLIFIERS });

const renderPlanner = fitToolRenderer(<WiringPlannerPage />, '/subwoofer-wiring-diagrams', {
  defaultHandler: fitToolsApi,
  ready: () => screen.findAllByTestId('catalog-wiring-option'),
});

const loads = () => screen.getAllByTestId('catalog-wiring-option').map((o) => o.getAttribute('data-ohms'));
const option = (id: string) =>
  screen.getAllByTestId('catalog-wiring-option').find((o) => o.getAttribute('data-wiring') === id)!;

describe('Subwoofer wiring planner (/subwoofer-wiring-diagrams)', () => {
  it('shows every wiring of the typed subwoofers with its final load and a described diagram', async () => {
    await renderPlanner();
    expect(screen.getByTestId('catalog-wiring-planner-page')).toHaveAttribute('data-boundary', 'catalog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subwoofer Wiring Diagrams');
    // Default: two DVC 4 ohm subwoofers.
    expect(loads()).toEqual(['16', '4', '4', '1']);
    const parallel = option('coils-parallel_subs-parallel');
    expect(parallel).toHaveTextContent('2 x DVC 4 ohm, coils in parallel, subs in parallel');
    expect(within(parallel).getByTestId('catalog-wiring-load')).toHaveTextContent('1 ohm');
    const diagram = within(parallel).getByRole('img');
    expect(diagram).toHaveAccessibleName(
      'Wiring diagram: 2 x DVC 4 ohm, coils in parallel, subs in parallel. Final load 1 ohm.',
    );
    expect(diagram).toHaveAccessibleDescription(/Red wire: amplifier positive \(\+\) to subwoofer 1 coil 1 positive/);
    // All in parallel: 4 red runs (amp + and the three other + terminals), 4 black, no jumpers.
    const wires = within(parallel).getAllByTestId('catalog-wiring-wire');
    expect(wires.filter((w) => w.getAttribute('data-polarity') === 'positive')).toHaveLength(4);
    expect(wires.filter((w) => w.getAttribute('data-polarity') === 'negative')).toHaveLength(4);
    expect(wires.filter((w) => w.getAttribute('data-polarity') === 'link')).toHaveLength(0);
    // Coils in series, subs in parallel: one blue jumper per subwoofer.
    const seriesParallel = within(option('coils-series_subs-parallel')).getAllByTestId('catalog-wiring-wire');
    expect(seriesParallel.filter((w) => w.getAttribute('data-polarity') === 'link')).toHaveLength(2);
    expect(within(option('coils-series_subs-parallel')).getByTestId('catalog-wiring-steps')).toHaveTextContent(
      'Blue wire: subwoofer 1 coil 1 negative (−) to subwoofer 1 coil 2 positive (+)',
    );
  });

  it('a catalogue subwoofer fills the coils and RMS; two DVC 2 ohm subs give 8, 2, 2 and 0.5 ohm', async () => {
    await renderPlanner();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-12 D2 Subwoofer' })).toHaveLength(1));
    await pick('catalog-wiring-subwoofer', 'SA-12-D2');
    await waitFor(() => expect(screen.getByTestId('catalog-wiring-ohms')).toHaveValue('2'));
    expectValues({ 'catalog-wiring-layout': 'DVC', 'catalog-wiring-rms': '500' });
    await waitFor(() => expect(loads()).toEqual(['8', '2', '2', '0.5']));
    await pick('catalog-wiring-count', '1');
    await waitFor(() => expect(loads()).toEqual(['4', '1']));
  });

  it('with an amplifier: the power of each wiring, and a warning below its minimum stable load', async () => {
    await renderPlanner();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-1000.1 Mono Amplifier' })).toHaveLength(1));
    await pick('catalog-wiring-subwoofer', 'SA-12-D2');
    await pick('catalog-wiring-amplifier', 'AMP-1000.1');
    await waitFor(() => expect(screen.getAllByTestId('catalog-wiring-warning')).toHaveLength(1));
    const half = option('coils-parallel_subs-parallel');
    expect(half).toHaveAttribute('data-safe', 'false');
    expect(within(half).getByTestId('catalog-wiring-warning')).toHaveTextContent(
      'Below the amplifier’s 1 ohm minimum stable load: not safe.',
    );
    expect(within(half).queryByTestId('catalog-wiring-power')).not.toBeInTheDocument();
    const two = option('coils-series_subs-parallel');
    expect(two).toHaveAttribute('data-safe', 'true');
    expect(within(two).getByTestId('catalog-wiring-power')).toHaveTextContent(
      '600 W RMS from the amplifier · 300 W per subwoofer · 60 % of its RMS rating',
    );
    // 8 ohm is above the highest rating: scaled from 4 ohm (300 W * 4 / 8).
    expect(within(option('coils-series_subs-series')).getByTestId('catalog-wiring-power')).toHaveTextContent(
      '150 W RMS from the amplifier (estimated from its ratings)',
    );
    expect(screen.getByTestId('catalog-wiring-power-rule')).toHaveTextContent('P = V² / R');
  });

  it('suggests matching amplifiers you can buy as product cards with add-to-cart', async () => {
    await renderPlanner();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-12 D4 Subwoofer' })).toHaveLength(1));
    await pick('catalog-wiring-subwoofer', 'SA-12-D4');
    // Two DVC 4 ohm 500 W subs (1000 W): the 1 ohm amplifier gives 1000 W at 1 ohm; the 1200 W one only 700 W at 4 ohm.
    const suggestions = await screen.findAllByTestId('catalog-wiring-suggestion');
    expect(suggestions.map((s) => s.getAttribute('data-sku'))).toEqual(['AMP-1000.1']);
    expect(suggestions[0]).toHaveTextContent('1000 W RMS at 1 ohm');
    expect(suggestions[0]).toHaveTextContent('100 % of your subwoofers’ total RMS');
    const card = within(suggestions[0]).getByTestId('catalog-product-card');
    expect(card).toHaveTextContent('SA-1000.1 Mono Amplifier');
    const requested: AddToCartItem[] = [];
    const off = on('cart:add-requested', ({ item }) => requested.push(item));
    fireEvent.click(within(card).getByTestId('catalog-add-to-cart'));
    off();
    expect(requested).toEqual([expect.objectContaining({ sku: 'AMP-1000.1', quantity: 1, source: 'wiring-planner' })]);
  });

  it('asks for the RMS before suggesting amplifiers, and says so when none matches', async () => {
    await renderPlanner();
    expect(screen.getByTestId('catalog-wiring-suggestions-need-rms')).toHaveTextContent(
      'Enter the subwoofers’ RMS power to see matching amplifiers.',
    );
    type('catalog-wiring-rms', '5000');
    expect(await screen.findByTestId('catalog-wiring-suggestions-none')).toBeInTheDocument();
  });

  it('typing over a catalogue subwoofer’s coils makes it a hand-typed one', async () => {
    await renderPlanner();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-12 D2 Subwoofer' })).toHaveLength(1));
    await pick('catalog-wiring-subwoofer', 'SA-12-D2');
    await waitFor(() => expect(screen.getByTestId('catalog-wiring-ohms')).toHaveValue('2'));
    type('catalog-wiring-ohms', '1');
    await waitFor(() => expect(screen.getByTestId('catalog-wiring-subwoofer')).toHaveValue(''));
    await waitFor(() => expect(loads()).toEqual(['4', '1', '1', '0.25']));
  });

  it.each([['abc'], ['0'], ['40'], ['']])(
    'refuses %p ohms per coil with a message and shows no wiring',
    async (text) => {
      await renderPlanner();
      type('catalog-wiring-ohms', text);
      expect(await screen.findByText('Enter the ohms per coil, from 0.5 to 16.')).toBeInTheDocument();
      expect(screen.getByTestId('catalog-wiring-ohms')).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(screen.queryAllByTestId('catalog-wiring-option')).toHaveLength(0));
      type('catalog-wiring-ohms', '4');
      await waitFor(() => expect(loads()).toEqual(['16', '4', '4', '1']));
    },
  );

  it('refuses an RMS that is not a number of watts', async () => {
    await renderPlanner();
    type('catalog-wiring-rms', '-5');
    expect(
      await screen.findByText('Enter the RMS power in watts, from 1 to 20000, or leave it empty.'),
    ).toBeInTheDocument();
  });

  it('works by hand when the catalogue cannot be loaded', async () => {
    await renderPlanner((url) => (url.pathname.startsWith('/api/fit-tools') ? { status: 503, body: {} } : undefined));
    expect(await screen.findByTestId('catalog-wiring-catalogue-unavailable')).toHaveTextContent(
      'you can still type the voice coils by hand',
    );
    await pick('catalog-wiring-layout', 'SVC');
    await waitFor(() => expect(loads()).toEqual(['8', '2']));
  });
});

describe('Subwoofer wiring planner: a wiring in the address', () => {
  it('opens the wiring of the address: typed coils and count', async () => {
    const { router } = await renderPlanner(fitToolsApi, '?subs=3&vc=SVC&ohms=2');
    expectValues({ 'catalog-wiring-count': '3', 'catalog-wiring-layout': 'SVC', 'catalog-wiring-ohms': '2' });
    // Three SVC 2 ohm subwoofers: 6 ohm in series, 0.667 ohm in parallel.
    expect(loads()).toEqual(['6', '0.667']);
    expect(router.state.location.search).toBe('?subs=3&vc=SVC&ohms=2');
  });

  it('a subwoofer and an amplifier of the address come from the catalogue, with the power of each wiring', async () => {
    await renderPlanner(fitToolsApi, '?sub=SA-12-D2&subs=1&amp=AMP-1000.1');
    await waitFor(() => expect(screen.getByTestId('catalog-wiring-subwoofer')).toHaveValue('SA-12-D2'));
    await waitFor(() => expect(screen.getByTestId('catalog-wiring-amplifier')).toHaveValue('AMP-1000.1'));
    expectValues({ 'catalog-wiring-ohms': '2', 'catalog-wiring-rms': '500' });
    await waitFor(() => expect(loads()).toEqual(['4', '1']));
    const oneOhm = screen.getAllByTestId('catalog-wiring-option').find((o) => o.getAttribute('data-ohms') === '1')!;
    expect(within(oneOhm).getByTestId('catalog-wiring-power')).toHaveTextContent('1000 W RMS from the amplifier');
  });

  it('ignores values no field accepts and skus the catalogue does not have (each field keeps its default)', async () => {
    const { router } = await renderPlanner(
      fitToolsApi,
      '?subs=9&vc=TVC&ohms=abc&rms=-5&sub=NO-SUCH-SUB&amp=NO-SUCH-AMP&utm_source=forum',
    );
    expectValues({
      'catalog-wiring-count': '2',
      'catalog-wiring-layout': 'DVC',
      'catalog-wiring-ohms': '4',
      'catalog-wiring-rms': '',
    });
    expect(loads()).toEqual(['16', '4', '4', '1']);
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=forum'));
    expectValues({ 'catalog-wiring-subwoofer': '', 'catalog-wiring-amplifier': '' });
    expect(screen.queryByTestId('catalog-wiring-power')).not.toBeInTheDocument();
  });

  it('typing writes the changed fields to the address, debounced, replacing the entry', async () => {
    const { router } = await renderPlanner();
    await pick('catalog-wiring-count', '4');
    type('catalog-wiring-ohms', '2');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?subs=4&ohms=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-1000.1 Mono Amplifier' })).toHaveLength(1));
    await pick('catalog-wiring-amplifier', 'AMP-1000.1');
    await pick('catalog-wiring-count', '2');
    await waitFor(() => expect(router.state.location.search).toBe('?ohms=2&amp=AMP-1000.1'));
    // Invalid while typing: the field is left out (a shared link would open on its default).
    type('catalog-wiring-ohms', 'x');
    await waitFor(() => expect(currentSearch(router).get('ohms')).toBeNull());
    expect(currentSearch(router).get('amp')).toBe('AMP-1000.1');
  });
});
