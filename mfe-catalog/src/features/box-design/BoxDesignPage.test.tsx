/**
 * @jest-environment jest-fixed-jsdom
 */
// The box design calculator's inputs and outputs against a local fixture of GET /api/fit-tools/{subwoofers,enclosures}
// (the shapes of shared-domain/src/types/fitTools.ts).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  on,
  type AddToCartItem,
  type EnclosureParameters,
  type FitToolEnclosuresResponse,
  type FitToolSubwoofersResponse,
} from '@storefront/shared-domain';
import { sealedAlignment, cubicFeetToLiters } from '@storefront/shared-domain/fit-tools';
import { fitToolsRoutes } from '../../testing/fitToolsApi';
import { subwooferParameters } from '../../testing/subwooferParameters';
import { expectValues, fitToolRenderer, pick, type } from '../../testing/fitToolPage';
import { currentSearch, product } from '../test-utils';
import { BOX_DESIGN_DEFAULTS, BOX_DESIGN_TEXTS as T, BoxDesignPage, designOf } from '.';

const SUB = subwooferParameters('SA-12 D2');

const SUBWOOFERS: FitToolSubwoofersResponse = {
  subwoofers: [{ product: product({ sku: SUB.sku, name: 'SA-12 D2 Subwoofer' }), parameters: SUB }],
};

/** The default design with the catalogue subwoofer: what the matching fixtures are built around. */
const designNet = designOf({ ...BOX_DESIGN_DEFAULTS, displacementCubicFeet: '0.12' }).netCubicFeet!;

function enclosure(sku: string, name: string, parameters: Omit<EnclosureParameters, 'sku'>, loaded = false) {
  return {
    product: product({
      sku,
      name,
      slug: sku.toLowerCase(),
      category: loaded ? 'loaded-subwoofer-enclosures' : 'empty-subwoofer-enclosures',
      totalSubwooferHoles: parameters.subwooferCount,
    }),
    parameters: { sku, ...parameters },
  };
}

const ENCLOSURES: FitToolEnclosuresResponse = {
  enclosures: [
    enclosure('SK-2X12-P', 'Dual 12" Ported Universal Enclosure', {
      alignment: 'ported',
      subwooferCount: 2,
      subwooferSizeInches: 12,
      grossCubicFeet: designNet + 0.6,
      netCubicFeet: Math.round(designNet * 1.05 * 100) / 100,
      portAreaSquareInches: 36,
      tuningHz: 34,
    }),
    enclosure('SK-2X12-BIG', 'Dual 12" Ported Big Enclosure', {
      alignment: 'ported',
      subwooferCount: 2,
      subwooferSizeInches: 12,
      grossCubicFeet: 7,
      netCubicFeet: 6.2,
      portAreaSquareInches: 36,
      tuningHz: 33,
    }),
    enclosure('SK-2X12-S', 'Dual 12" Sealed Universal Enclosure', {
      alignment: 'sealed',
      subwooferCount: 2,
      subwooferSizeInches: 12,
      grossCubicFeet: 2.4,
      netCubicFeet: 2.1,
    }),
    enclosure(
      'LB-SA-2X12-P',
      'Loaded Dual 12" SA Enclosure',
      {
        alignment: 'ported',
        subwooferCount: 2,
        subwooferSizeInches: 12,
        grossCubicFeet: 5,
        netCubicFeet: 4.2,
        portAreaSquareInches: 36,
        tuningHz: 30,
        loadedSubwooferSku: 'SA-12 D2',
      },
      true,
    ),
  ],
};

const fitToolsApi = fitToolsRoutes({ subwoofers: SUBWOOFERS, enclosures: ENCLOSURES });

const renderCalculator = fitToolRenderer(<BoxDesignPage />, '/box-design-calculator', {
  defaultHandler: fitToolsApi,
  ready: () => screen.findByTestId('catalog-box-gross'),
});

describe('Box design calculator (/box-design-calculator)', () => {
  it('shows the volumes, port and response of the default ported design, every input labelled', async () => {
    await renderCalculator();
    expect(screen.getByTestId('catalog-box-design-page')).toHaveAttribute('data-boundary', 'catalog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Box Design Calculator');
    // 38 x 16 x 18 in outside, 3/4" walls: 36.5 x 14.5 x 16.5 = 8732.625 in³ = 5.05 ft³.
    expect(screen.getByTestId('catalog-box-gross')).toHaveTextContent('5.05 ft³ (143.1 L)');
    expect(screen.getByTestId('catalog-box-net')).toHaveTextContent(/^\d\.\d\d ft³/);
    expect(screen.getByTestId('catalog-box-port-length')).toHaveTextContent(/^\d+\.\d in \(\d+\.\d cm\)$/);
    expect(screen.getByTestId('catalog-box-velocity')).toHaveTextContent(/m\/s$/);
    const plot = screen.getByRole('img', { name: 'Predicted frequency response, 10 to 200 Hz' });
    expect(plot).toHaveAccessibleDescription(/3 dB down at \d+ Hz; the dashed curve is the recommended box/);
    expect(screen.getByTestId('catalog-box-plot-design')).toHaveAttribute('d', expect.stringMatching(/^M/));
    expect(screen.getByTestId('catalog-box-plot-recommended')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Your boxRecommended box');
    expect(screen.getByText('Frequency (Hz)')).toBeInTheDocument();
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAccessibleName();
    for (const select of screen.getAllByRole('combobox')) expect(select).toHaveAccessibleName();
  });

  it('updates as the user types; centimetres give the same box', async () => {
    await renderCalculator();
    type('catalog-box-width', '48');
    await waitFor(() => expect(screen.getByTestId('catalog-box-gross')).toHaveTextContent('6.44 ft³'));
    type('catalog-box-width', '38');
    await pick('catalog-box-unit', 'cm');
    expect(screen.getByLabelText('Outside width (cm)')).toBeInTheDocument();
    type('catalog-box-width', '96.52');
    type('catalog-box-height', '40.64');
    type('catalog-box-depth', '45.72');
    type('catalog-box-wall', '1.905');
    await waitFor(() => expect(screen.getByTestId('catalog-box-gross')).toHaveTextContent('5.05 ft³ (143.1 L)'));
    expect(screen.getByTestId('catalog-box-port-length')).toHaveTextContent(/^\d+\.\d cm \(\d+\.\d in\)$/);
  });

  it('a sealed box shows Qtc and Fc and no port', async () => {
    await renderCalculator();
    await pick('catalog-box-alignment', 'sealed');
    const expected = designOf({ ...BOX_DESIGN_DEFAULTS, alignment: 'sealed' });
    const { qtc, fcHz } = sealedAlignment(
      { fsHz: 32, qts: 0.45, vasLiters: 45 },
      cubicFeetToLiters(expected.netCubicFeet!),
      2,
    );
    expect(await screen.findByTestId('catalog-box-qtc')).toHaveTextContent(qtc.toFixed(2));
    expect(screen.getByTestId('catalog-box-fc')).toHaveTextContent(`${fcHz.toFixed(1)} Hz`);
    expect(screen.queryByTestId('catalog-box-port-length')).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalog-box-tuning')).not.toBeInTheDocument();
  });

  it('tuning for a port length', async () => {
    await renderCalculator();
    await pick('catalog-box-port-mode', 'length');
    type('catalog-box-port-length-input', '20');
    await waitFor(() => expect(screen.getByTestId('catalog-box-tuning-result')).toHaveTextContent(/^\d+\.\d Hz$/));
    const short = Number.parseFloat(screen.getByTestId('catalog-box-tuning-result').textContent!);
    type('catalog-box-port-length-input', '30');
    await waitFor(() =>
      expect(Number.parseFloat(screen.getByTestId('catalog-box-tuning-result').textContent!)).toBeLessThan(short),
    );
  });

  it('warns when the port air speed is over the limit', async () => {
    await renderCalculator();
    expect(screen.queryByTestId('catalog-box-velocity-warning')).not.toBeInTheDocument();
    await pick('catalog-box-port-shape', 'round');
    type('catalog-box-port-diameter', '3');
    expect(await screen.findByTestId('catalog-box-velocity-warning')).toHaveTextContent(T.velocityWarning);
  });

  it.each([
    ['catalog-box-width', 'abc', T.errors.dimension],
    ['catalog-box-width', '-4', T.errors.dimension],
    ['catalog-box-qts', '7', T.errors.qts],
    ['catalog-box-tuning', '300', T.errors.tuning],
  ])('%s = %s: "%s"', async (testId, value, message) => {
    await renderCalculator();
    type(testId, value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId(testId)).toHaveAttribute('aria-invalid', 'true');
  });

  it('impossible boxes: walls thicker than half a side, nothing left for air', async () => {
    await renderCalculator();
    type('catalog-box-wall', '8');
    expect(await screen.findByTestId('catalog-box-problem')).toHaveTextContent(T.problems.wallTooThick);
    expect(screen.queryByTestId('catalog-box-gross')).not.toBeInTheDocument();
    expect(screen.getByTestId('catalog-box-matches')).toHaveTextContent(T.matchesNeedDesign);
    type('catalog-box-wall', '0.75');
    type('catalog-box-displacement', '1.9');
    expect(await screen.findByTestId('catalog-box-problem')).toHaveTextContent(T.problems.negativeNet);
    expect(screen.queryByTestId('catalog-box-plot')).not.toBeInTheDocument();
  });

  it('picking a catalogue subwoofer fills its parameters; typing over one frees the picker', async () => {
    await renderCalculator();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-12 D2 Subwoofer' })).toHaveLength(1));
    await pick('catalog-box-subwoofer', 'SA-12 D2');
    expectValues({
      'catalog-box-fs': '31',
      'catalog-box-qts': '0.44',
      'catalog-box-vas': '48',
      'catalog-box-rms': '600',
    });
    type('catalog-box-fs', '30');
    await waitFor(() => expect(screen.getByTestId('catalog-box-subwoofer')).toHaveValue(''));
  });

  it('shows matching empty enclosures and loaded ones with the subwoofer, with add-to-cart', async () => {
    const { api } = await renderCalculator();
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'SA-12 D2 Subwoofer' })).toHaveLength(1));
    await pick('catalog-box-subwoofer', 'SA-12 D2');
    const empty = await screen.findAllByTestId('catalog-box-match-empty');
    // Within ±15 % net and ±3 Hz: the universal box; not the 6.2 ft³ one, not the sealed one.
    expect(empty.map((e) => e.getAttribute('data-sku'))).toEqual(['SK-2X12-P']);
    expect(empty[0]).toHaveTextContent('tuned to 34 Hz');
    const loaded = screen.getAllByTestId('catalog-box-match-loaded');
    expect(loaded.map((e) => e.getAttribute('data-sku'))).toEqual(['LB-SA-2X12-P']);
    const requested: AddToCartItem[] = [];
    const off = on('cart:add-requested', ({ item }) => requested.push(item));
    fireEvent.click(within(empty[0]).getByTestId('catalog-add-to-cart'));
    off();
    expect(requested).toEqual([
      expect.objectContaining({ sku: 'SK-2X12-P', quantity: 1, source: 'box-design-calculator' }),
    ]);
    const enclosureCall = api.callsTo('/api/fit-tools/enclosures')[0];
    expect(enclosureCall.searchParams.get('subwooferSize')).toBe('12');
  });

  it('a tuning far from every box: no empty match, said plainly', async () => {
    await renderCalculator();
    type('catalog-box-tuning', '45');
    expect(await screen.findByTestId('catalog-box-no-empty-matches')).toHaveTextContent(T.noEmptyMatches);
  });

  it('without the catalogue: a note, and the parameters can still be typed', async () => {
    await renderCalculator(() => ({ status: 500, body: { error: { code: 'x', message: 'down' } } }));
    expect(await screen.findByTestId('catalog-box-catalogue-unavailable')).toHaveTextContent(T.catalogueUnavailable);
    expect(screen.getByTestId('catalog-box-gross')).toHaveTextContent('5.05 ft³');
  });

  it('the default design opens without a warning or a problem', async () => {
    await renderCalculator();
    expect(screen.getByTestId('catalog-box-velocity')).toBeInTheDocument();
    expect(screen.queryByTestId('catalog-box-velocity-warning')).not.toBeInTheDocument();
    expect(screen.queryByTestId('catalog-box-problem')).not.toBeInTheDocument();
  });
});

describe('Box design calculator: a design in the address', () => {
  it('opens the design of the address: its inputs and outputs', async () => {
    const { router } = await renderCalculator(fitToolsApi, '?box=sealed&w=48&subs=1&fs=30&qts=0.5');
    expectValues({
      'catalog-box-alignment': 'sealed',
      'catalog-box-width': '48',
      'catalog-box-count': '1',
      'catalog-box-fs': '30',
      'catalog-box-height': BOX_DESIGN_DEFAULTS.height,
    });
    // 46.5 x 14.5 x 16.5 in inside.
    expect(screen.getByTestId('catalog-box-gross')).toHaveTextContent('6.44 ft³ (182.3 L)');
    const expected = designOf({
      ...BOX_DESIGN_DEFAULTS,
      alignment: 'sealed',
      width: '48',
      count: '1',
      fsHz: '30',
      qts: '0.5',
    });
    expect(screen.getByTestId('catalog-box-qtc')).toHaveTextContent(expected.sealed!.qtc.toFixed(2));
    expect(screen.queryByTestId('catalog-box-port-length')).not.toBeInTheDocument();
    // Already the design's own address: left as it is.
    expect(router.state.location.search).toBe('?box=sealed&w=48&subs=1&fs=30&qts=0.5');
  });

  it('a subwoofer of the address takes its parameters from the catalogue; an unknown one is dropped', async () => {
    await renderCalculator(fitToolsApi, '?sub=SA-12+D2&subs=1');
    await waitFor(() => expect(screen.getByTestId('catalog-box-subwoofer')).toHaveValue('SA-12 D2'));
    expectValues({ 'catalog-box-fs': '31', 'catalog-box-vas': '48', 'catalog-box-count': '1' });
    cleanup();

    const { router } = await renderCalculator(fitToolsApi, '?sub=NO-SUCH-SUB&fs=30');
    await waitFor(() => expect(currentSearch(router).get('sub')).toBeNull());
    expectValues({ 'catalog-box-subwoofer': '', 'catalog-box-fs': '30' });
  });

  it('ignores values no field accepts (each field keeps its default) and leaves other parameters alone', async () => {
    const { router } = await renderCalculator(
      fitToolsApi,
      '?box=round&w=abc&h=-4&wall=80&subs=9&fb=500&port=oval&qts=7&spl=90&utm_source=forum',
    );
    expectValues({
      'catalog-box-alignment': 'ported',
      'catalog-box-width': BOX_DESIGN_DEFAULTS.width,
      'catalog-box-height': BOX_DESIGN_DEFAULTS.height,
      'catalog-box-wall': BOX_DESIGN_DEFAULTS.wall,
      'catalog-box-count': BOX_DESIGN_DEFAULTS.count,
      'catalog-box-tuning': BOX_DESIGN_DEFAULTS.tuningHz,
      'catalog-box-port-shape': BOX_DESIGN_DEFAULTS.portShape,
      'catalog-box-qts': BOX_DESIGN_DEFAULTS.qts,
      'catalog-box-sensitivity': '90',
    });
    expect(screen.queryByTestId('catalog-box-problem')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=forum&spl=90'));
  });

  it('typing writes the changed fields to the address, debounced, replacing the entry; a default leaves it', async () => {
    const { router } = await renderCalculator();
    expect(router.state.location.search).toBe('');
    type('catalog-box-width', '40');
    await pick('catalog-box-port-shape', 'round');
    type('catalog-box-port-diameter', '5');
    // Not at once: the address follows once the typing stops.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?w=40&port=round&pd=5'));
    expect(router.state.historyAction).toBe('REPLACE');
    type('catalog-box-width', BOX_DESIGN_DEFAULTS.width);
    type('catalog-box-port-diameter', 'abc');
    await waitFor(() => expect(router.state.location.search).toBe('?port=round'));
    await waitFor(() => expect(screen.getByTestId('catalog-box-subwoofer').querySelectorAll('option')).toHaveLength(2));
    await pick('catalog-box-subwoofer', 'SA-12 D2');
    await waitFor(() => expect(currentSearch(router).get('sub')).toBe('SA-12 D2'));
    expect(currentSearch(router).get('fs')).toBe('31');
  });
});
