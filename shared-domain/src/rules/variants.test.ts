import {
  allOptionsChosen,
  coilFamilyKey,
  coilMarkerOf,
  combineReviewScores,
  defaultVariant,
  findVariantForOptions,
  isOptionValueEnabled,
  optionCount,
  optionValueOf,
  optionValues,
  reviewSkusFor,
  selectVariantSku,
  shouldScrollAfterVariantChange,
  showOptionThree,
  visibleOptionValues,
  type VariantOptionRow,
} from './variants';

const row = (sku: string, one?: string, two?: string, three?: string, site_handle = 'zvx'): VariantOptionRow => ({
  sku,
  site_handle,
  variant_option_one_value: one,
  variant_option_two_value: two,
  variant_option_three_value: three,
});

const zvx: VariantOptionRow[] = [
  row('ZVX-8 D1', '8"', 'Dual 1 Ohm', 'Black'),
  row('ZVX-12 D4', '12"', 'Dual 4 Ohm', 'Black'),
  row('ZVX-10 D4', '10"', 'Dual 4 Ohm', 'Red'),
  row('ZVX-12 D2', '12"', 'Dual 2 Ohm', 'Black', 'other'),
];

describe('option values', () => {
  it('reads distinct values and blanks as null', () => {
    expect(optionValues(zvx, 1)).toEqual(['8"', '12"', '10"']);
    expect(optionValues(zvx, 3)).toEqual(['Black', 'Red']);
    expect(optionValueOf(row('A', ''), 1)).toBeNull();
  });

  it.each([
    [1, '12"', {}, true],
    [1, '12"', { two: 'Dual 4 Ohm' }, true],
    [1, '8"', { two: 'Dual 4 Ohm' }, false],
    [2, 'Dual 1 Ohm', { one: '12"' }, false],
    [2, 'Dual 1 Ohm', { one: '8"' }, true],
    [3, 'Red', { one: '10"', two: '' }, true],
    [3, 'Red', { one: '12"', two: null }, false],
    [1, '15"', {}, false],
  ] as const)('option %i value %s with %p -> %p', (index, value, selected, expected) => {
    expect(isOptionValueEnabled(zvx, index, value, selected)).toBe(expected);
  });
});

describe('ZVX-SUBS option two', () => {
  const values = ['Dual 1 Ohm', 'Dual 2 Ohm', 'Dual 4 Ohm'];
  it.each([
    ['ZVX-SUBS', 2, '8"', ['Dual 1 Ohm', 'Dual 2 Ohm']],
    ['zvx-subs', 2, '8 in', ['Dual 1 Ohm', 'Dual 2 Ohm']],
    ['ZVX-SUBS', 2, '12"', ['Dual 2 Ohm', 'Dual 4 Ohm']],
    ['ZVX-SUBS', 2, null, ['Dual 2 Ohm', 'Dual 4 Ohm']],
    ['ZVX-SUBS', 1, '8"', values],
    ['SA-SUBS', 2, '8"', values],
    [null, 2, '8"', values],
  ] as const)('%s option %i with option one %p', (parent, index, one, expected) => {
    expect(visibleOptionValues(parent, index, values, { one })).toEqual(expected);
  });
});

describe('option three and completeness', () => {
  it.each([
    [zvx, true, 3],
    [[row('A', '8"', 'x', 'Black'), row('B', '10"', 'y', 'Black')], false, 3],
    [[row('A', '8"'), row('B', '10"')], false, 1],
    [[], false, 0],
  ])('showOptionThree / optionCount %#', (variants, show, count) => {
    expect(showOptionThree(variants)).toBe(show);
    expect(optionCount(variants)).toBe(count);
  });

  it.each([
    [zvx, {}, false],
    [zvx, { one: '8"', two: 'Dual 1 Ohm' }, false],
    [zvx, { one: '8"', two: 'Dual 1 Ohm', three: 'Black' }, true],
    [[row('A', '8"'), row('B', '10"')], {}, true],
  ])('allOptionsChosen %#', (variants, selected, expected) => {
    expect(allOptionsChosen(variants, selected)).toBe(expected);
  });
});

describe('findVariantForOptions', () => {
  it.each([
    [{ one: '12"', two: 'Dual 4 Ohm', three: 'Black' }, 'ZVX-12 D4'],
    [{ one: '12"', two: 'Dual 2 Ohm' }, 'ZVX-12 D2'],
    [{ one: '12"', two: 'Dual 1 Ohm' }, 'ZVX-12 D2'],
    [{ one: '10"', three: 'Black' }, 'ZVX-10 D4'],
    [{ one: '15"' }, null],
    [{ two: 'Dual 9 Ohm' }, null],
  ])('%p -> %p', (selected, sku) => {
    expect(findVariantForOptions(zvx, selected)?.sku ?? null).toBe(sku);
  });
});

describe('default and selected variant', () => {
  it.each([
    ['zvx', 'ZVX-8 D1'],
    ['OTHER', 'ZVX-12 D2'],
    ['none', null],
  ])('defaultVariant for handle %s', (handle, sku) => {
    expect(defaultVariant(zvx, handle)?.sku ?? null).toBe(sku);
  });

  const base = { productSku: 'ZVX-SUBS', productHandle: 'zvx', isTrueVariant: true, relatedVariants: zvx };
  it.each([
    ['variant parameter', { variantParam: 'zvx-10 d4' }, 'ZVX-10 D4'],
    ['unknown parameter falls to path', { variantParam: 'NOPE', pathSku: 'ZVX-12 D4' }, 'ZVX-12 D4'],
    ['parameter wins over path', { variantParam: 'ZVX-12 D2', pathSku: 'ZVX-12 D4' }, 'ZVX-12 D2'],
    ['product sku as parameter', { variantParam: 'ZVX-SUBS' }, 'ZVX-SUBS'],
    ['default', {}, 'ZVX-8 D1'],
    ['no default match', { productHandle: 'nomatch' }, 'ZVX-SUBS'],
    ['not a true variant', { isTrueVariant: false }, 'ZVX-SUBS'],
    ['no related variants', { relatedVariants: [] }, 'ZVX-SUBS'],
  ])('%s', (_name, patch, sku) => {
    expect(selectVariantSku({ ...base, ...patch })).toBe(sku);
  });

  it.each([
    ['VS-F150', 'variant', true],
    ['SA-12', 'normal', true],
    ['SA-12', undefined, true],
    ['SA-12', 'variant', false],
  ])('scroll after change %s (%s) -> %p', (sku, type, expected) => {
    expect(shouldScrollAfterVariantChange(sku, type)).toBe(expected);
  });
});

describe('D1/D2/D4 review scores', () => {
  it.each([
    ['ZVX-12 D2', ' D2', 'ZVX-12'],
    ['ZVX-12 D4 REV', ' D4', 'ZVX-12 REV'],
    ['SA-12 D1', ' D1', 'SA-12'],
    ['SA-12 D3', null, 'SA-12 D3'],
    ['SA-12 D22', null, 'SA-12 D22'],
    ['SA-12D2', null, 'SA-12D2'],
  ])('%s: marker %p, family %s', (sku, marker, family) => {
    expect(coilMarkerOf(sku)).toBe(marker);
    expect(coilFamilyKey(sku)).toBe(family);
  });

  const scores = [
    { sku: 'SA-12 D2', count: 10, avgScore: 5 },
    { sku: 'SA-12 D4', count: 30, avgScore: 4 },
    { sku: 'SA-12 D1', count: 0, avgScore: 3 },
    { sku: 'SA-10 D2', count: 5, avgScore: 1 },
    { sku: 'SA-12', count: 7, avgScore: 2 },
    { sku: 'NS-12', count: 4, avgScore: 4.5 },
    { sku: 'BAD D2', count: Number.NaN, avgScore: Number.NaN },
  ];
  it.each([
    ['SA-12 D2', { count: 40, avgScore: 4.25 }],
    ['SA-12 D1', { count: 40, avgScore: 4.25 }],
    ['SA-10 D4', { count: 5, avgScore: 1 }],
    ['SA-12', { count: 7, avgScore: 2 }],
    ['ns-12', { count: 4, avgScore: 4.5 }],
    ['EVO-12', { count: 0, avgScore: 0 }],
    ['BAD D4', { count: 0, avgScore: 0 }],
  ])('%s', (sku, expected) => {
    expect(combineReviewScores(sku, scores)).toEqual(expected);
  });

  it.each([
    ['SA-12 D2', ['SA-12 D4', 'sa-12 d2', 'SA-10 D2', 'SA-12', 'SA-12 D1'], ['SA-12 D2', 'SA-12 D4', 'SA-12 D1']],
    ['SA-12', ['SA-12 D4'], ['SA-12']],
  ])('reviewSkusFor(%s)', (sku, related, expected) => {
    expect(reviewSkusFor(sku, related)).toEqual(expected);
  });
});
