import {
  CART_COMPATIBILITY_TEXTS,
  compatibleSuggestions,
  incompatibleSubwoofers,
  isCompatible,
  isSubwooferCompatibleWithAll,
  isTickMark,
  readCompatibilityChart,
  subwooferSeriesPrefix,
  suggestsSubwoofers,
  type CompatibilityEnclosure,
} from './compatibility';
import { describeMapsEach } from '../testing/mapsEach';

function enclosure(table: unknown, size: string | null = '12"', title = 'Compatibility Chart'): CompatibilityEnclosure {
  return {
    metafields: [
      { key: 'other', value: 'x' },
      {
        key: 'tab_box_info',
        value: {
          boxInfo: [
            { title, table },
            { title: 'Specs', table: {} },
          ],
        },
      },
    ],
    properties: size === null ? {} : { 'Subwoofer Size': size },
  };
}

const chart = { SA: '✓', ZVX: '✔', U: '✗', X: '', NS: ' ✓ ' };

describe('isTickMark', () => {
  it.each(['✓', '✔', ' ✔ '])('%p is a tick', (mark) => {
    expect(isTickMark(mark)).toBe(true);
  });

  it.each(['✗', 'x', '', true, undefined])('%p is no tick', (mark) => {
    expect(isTickMark(mark)).toBe(false);
  });
});

describeMapsEach('subwooferSeriesPrefix', subwooferSeriesPrefix, '%s -> %s', [
  ['SA-12 D2', 'SA'],
  ['ZVX-15v2-D1', 'ZVX'],
  ['U12D2', 'U12D2'],
  [' NS-10 ', 'NS'],
  ['-12', ''],
]);

describe('readCompatibilityChart', () => {
  it.each([
    ['no metafields', {}, null],
    ['no chart metafield', { metafields: [{ key: 'x', value: {} }] }, null],
    ['value not an object', { metafields: [{ key: 'tab_box_info', value: 42 }] }, null],
    ['value is bad JSON text', { metafields: [{ key: 'tab_box_info', value: '{oops' }] }, null],
    ['boxInfo missing', { metafields: [{ key: 'tab_box_info', value: {} }] }, null],
    ['boxInfo empty', { metafields: [{ key: 'tab_box_info', value: { boxInfo: [] } }] }, null],
    ['first entry not an object', { metafields: [{ key: 'tab_box_info', value: { boxInfo: ['x'] } }] }, null],
    ['first entry titled otherwise', enclosure(chart, '12"', 'Specs'), null],
    [
      'table missing',
      { metafields: [{ key: 'tab_box_info', value: { boxInfo: [{ title: 'Compatibility Chart' }] } }] },
      null,
    ],
  ])('%s -> no chart', (_name, encl, expected) => {
    expect(readCompatibilityChart(encl as CompatibilityEnclosure)).toBe(expected);
  });

  it('reads an object table with upper-cased keys', () => {
    expect(readCompatibilityChart(enclosure({ sa: '✓', ZVX: '✔', bad: 1 }))).toEqual(
      new Map([
        ['SA', '✓'],
        ['ZVX', '✔'],
      ]),
    );
  });

  it('reads JSON text, pair lists and row objects, ignoring blank or odd rows', () => {
    const json = {
      metafields: [
        {
          key: 'tab_box_info',
          value: JSON.stringify({ boxInfo: [{ title: ' compatibility chart ', table: JSON.stringify({ SA: '✓' }) }] }),
        },
      ],
    };
    expect(readCompatibilityChart(json)).toEqual(new Map([['SA', '✓']]));
    expect(readCompatibilityChart(enclosure([['SA', '✓'], ['U', '✗'], [' ', '✓'], 5]))).toEqual(
      new Map([
        ['SA', '✓'],
        ['U', '✗'],
      ]),
    );
    expect(
      readCompatibilityChart(
        enclosure([
          { series: 'SA', mark: '✓' },
          { prefix: 'ZVX', value: '✔' },
          { key: 'U', mark: '✓' },
          { name: 'NS', value: '✓' },
          { series: 'X' },
        ]),
      ),
    ).toEqual(
      new Map([
        ['SA', '✓'],
        ['ZVX', '✔'],
        ['U', '✓'],
        ['NS', '✓'],
      ]),
    );
  });
});

describe('isCompatible', () => {
  it.each([
    ['tick ✓ and same size', enclosure(chart), { sku: 'SA-12 D2', properties: { Size: '12"' } }, true],
    [
      'tick ✔ and same size written differently',
      enclosure(chart, '12"'),
      { sku: 'ZVX-12v2', properties: { 'Subwoofer Size': '12 in' } },
      true,
    ],
    ['size "12" vs 12 in', enclosure(chart, '12'), { sku: 'SA-12', properties: { Size: '12 in' } }, true],
    ['tick with spaces', enclosure(chart), { sku: 'NS-12', properties: { Size: '12' } }, true],
    ['prefix case ignored', enclosure(chart), { sku: 'sa-12', properties: { Size: '12' } }, true],
    ['cross mark', enclosure(chart), { sku: 'U-12', properties: { Size: '12"' } }, false],
    ['empty mark', enclosure(chart), { sku: 'X-12', properties: { Size: '12"' } }, false],
    ['series not in chart', enclosure(chart), { sku: 'EVO-12', properties: { Size: '12"' } }, false],
    ['different size', enclosure(chart, '10"'), { sku: 'SA-12', properties: { Size: '12"' } }, false],
    ['enclosure without size', enclosure(chart, null), { sku: 'SA-12', properties: { Size: '12"' } }, false],
    ['subwoofer without size', enclosure(chart), { sku: 'SA-12' }, false],
    ['missing chart', { properties: { Size: '12"' } }, { sku: 'SA-12', properties: { Size: '12"' } }, false],
    ['sku without series', enclosure(chart), { sku: '-12', properties: { Size: '12"' } }, false],
    ['no subwoofer sku', enclosure(chart), { sku: undefined as unknown as string, properties: { Size: '12"' } }, false],
  ])('%s', (_name, encl, sub, expected) => {
    expect(isCompatible(encl, sub)).toBe(expected);
  });

  it('handles missing arguments', () => {
    expect(isCompatible(undefined as unknown as CompatibilityEnclosure, { sku: 'SA-12' })).toBe(false);
    expect(isCompatible(enclosure(chart), undefined as unknown as { sku: string })).toBe(false);
  });
});

describe('cart helpers', () => {
  const sa = { sku: 'SA-12', properties: { Size: '12"' } };
  const u = { sku: 'U-12', properties: { Size: '12"' } };
  const sa10 = { sku: 'SA-10', properties: { Size: '10"' } };

  it('lists incompatible and compatible subwoofers', () => {
    expect(incompatibleSubwoofers(enclosure(chart), [sa, u, sa10])).toEqual([u, sa10]);
    expect(compatibleSuggestions(enclosure(chart), [sa, u, sa10])).toEqual([sa]);
  });

  it.each([
    [[enclosure(chart)], true],
    [[enclosure(chart), enclosure(chart, '10"')], false],
    [[], true],
  ])('subwoofer against all enclosures %#', (enclosures, expected) => {
    expect(isSubwooferCompatibleWithAll(sa, enclosures)).toBe(expected);
  });

  it('quotes the hint texts', () => {
    expect(CART_COMPATIBILITY_TEXTS).toMatchObject({
      addSubwoofersQuestion: 'Would you like to add some subwoofers to the cart as well?',
      addSubwoofersHeading: 'Check out our subwoofers as well',
      insteadAdd: 'Instead you can add these products:',
      incompatibleSubwoofer: 'This subwoofer is not compatible with one or more enclosures in your cart.',
    });
  });
});

describe('suggestsSubwoofers', () => {
  it.each([
    ['an empty vehicle enclosure alone', ['VS-FORD-2009-UP-SC-2X12'], false, true],
    ['an empty enclosure with a subwoofer', ['VS-FORD-2009-UP-SC-2X12', 'SA-12 D2'], true, false],
    ['a loaded L-VS- enclosure (subwoofers included)', ['L-VS-FORD-2009-UP-SC-2X12-SA'], false, false],
    [
      'loaded VS.L / VS-L / L-VD / L-EVL / L-SVR / L-SDR enclosures',
      ['VS.L-F150', 'VS-L-F150', 'L-VD-F150', 'L-EVL-F150', 'L-SVR-F150', 'L-SDR-F150'],
      false,
      false,
    ],
    ['a loaded and an empty enclosure', ['L-VS-F150-SA', 'vs-f150-2x12'], false, true],
    ['VS-10 / VS-12 (subwoofers, not enclosures)', ['VS-12 D2'], false, false],
    ['no enclosure', ['AMP-1'], false, false],
  ])('%s', (_what, skus, hasSubwoofer, expected) => {
    expect(suggestsSubwoofers(skus, hasSubwoofer)).toBe(expected);
  });
});
