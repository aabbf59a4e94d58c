import {
  PRODUCT_PAGE_TEXTS,
  chooseVariantOption,
  chosenOptionsOf,
  fitmentLine,
  readProductPageAddress,
  skuFromText,
  variantOptionViews,
  withImplicitOptions,
} from './product-page';
import type { VariantOptionRow } from './variants';

const ZVX: Array<VariantOptionRow & { variant_option_one_name: string; variant_option_two_name: string }> = [
  ['ZVX-8 D1', '8"', 'Dual 1 Ohm'],
  ['ZVX-10 D4', '10"', 'Dual 4 Ohm'],
  ['ZVX-12 D4', '12"', 'Dual 4 Ohm'],
].map(([sku, one, two]) => ({
  sku,
  site_handle: 'zvx',
  variant_option_one_name: 'Size',
  variant_option_one_value: one,
  variant_option_two_name: 'Impedance',
  variant_option_two_value: two,
}));

const THREE: VariantOptionRow[] = [
  { sku: 'A-1', variant_option_one_value: 'Red', variant_option_two_value: 'S', variant_option_three_value: 'Gloss' },
  { sku: 'A-2', variant_option_one_value: 'Red', variant_option_two_value: 'M', variant_option_three_value: 'Matte' },
  { sku: 'A-3', variant_option_one_value: 'Blue', variant_option_two_value: 'S', variant_option_three_value: 'Matte' },
];
const THREE_SINGLE: VariantOptionRow[] = THREE.map((v) => ({ ...v, variant_option_three_value: 'Std' }));

describe('variantOptionViews', () => {
  it('names options from the related variants and applies the ZVX-SUBS rule to option two', () => {
    const views = variantOptionViews(ZVX, { parentSku: 'ZVX-SUBS', chosen: { one: '8"', two: 'Dual 1 Ohm' } });
    expect(views.map((v) => v.name)).toEqual(['Size', 'Impedance']);
    expect(views[0].values.map((v) => [v.value, v.enabled, v.selected])).toEqual([
      ['8"', true, true],
      ['10"', true, false],
      ['12"', true, false],
    ]);
    expect(views[1].values.map((v) => v.value)).toEqual(['Dual 1 Ohm']);
    const ten = variantOptionViews(ZVX, { parentSku: 'zvx-subs', chosen: { one: '10"', two: 'Dual 4 Ohm' } });
    expect(ten[1].values.map((v) => v.value)).toEqual(['Dual 4 Ohm']);
  });

  it('shows both impedances for any other parent, disabling the one no variant combines with option one', () => {
    const views = variantOptionViews(ZVX, { parentSku: 'OTHER', chosen: { one: '10"', two: 'Dual 4 Ohm' } });
    expect(views[1].values.map((v) => [v.value, v.enabled])).toEqual([
      ['Dual 1 Ohm', false],
      ['Dual 4 Ohm', true],
    ]);
  });

  it('shows option three only with more than one value, checked against options one and two', () => {
    const views = variantOptionViews(THREE, { chosen: { one: 'Red', two: 'S', three: 'Gloss' } });
    expect(views.map((v) => v.index)).toEqual([1, 2, 3]);
    expect(views[2].values.map((v) => [v.value, v.enabled])).toEqual([
      ['Gloss', true],
      ['Matte', false],
    ]);
    expect(views[0].name).toBe('Option 1');
    expect(variantOptionViews(THREE_SINGLE, { chosen: {} }).map((v) => v.index)).toEqual([1, 2]);
    expect(variantOptionViews(THREE, { chosen: {}, optionNames: ['Colour'] })[0].name).toBe('Colour');
  });

  it('has no lists without option values', () => {
    expect(variantOptionViews([{ sku: 'X' }], { chosen: {} })).toEqual([]);
  });
});

describe('chooseVariantOption', () => {
  it('applies the exact match, else the first variant with the same option one', () => {
    expect(chooseVariantOption(ZVX, { one: '10"', two: 'Dual 4 Ohm' }, 1, '12"')).toEqual({
      chosen: { one: '12"', two: 'Dual 4 Ohm', three: null },
      sku: 'ZVX-12 D4',
    });
    expect(chooseVariantOption(ZVX, { one: '8"', two: 'Dual 1 Ohm' }, 1, '10"')).toEqual({
      chosen: { one: '10"', two: 'Dual 4 Ohm', three: null },
      sku: 'ZVX-10 D4',
    });
  });

  it('applies nothing while an option is missing', () => {
    expect(chooseVariantOption(ZVX, {}, 1, '10"')).toEqual({ chosen: { one: '10"' }, sku: null });
    expect(chooseVariantOption(ZVX, { one: '10"' }, 2, 'Dual 4 Ohm').sku).toBe('ZVX-10 D4');
  });

  it('counts a hidden single option three as chosen', () => {
    expect(chooseVariantOption(THREE_SINGLE, { one: 'Red' }, 2, 'M').sku).toBe('A-2');
    expect(withImplicitOptions(THREE_SINGLE, {})).toEqual({ three: 'Std' });
    expect(withImplicitOptions(THREE, {})).toEqual({});
  });

  it('applies nothing when no variant has the option', () => {
    expect(chooseVariantOption(ZVX, { one: '10"', two: 'Dual 4 Ohm' }, 1, '15"')).toEqual({
      chosen: { one: '15"', two: 'Dual 4 Ohm' },
      sku: null,
    });
  });

  it('reads a variant row as chosen options', () => {
    expect(chosenOptionsOf(ZVX[0])).toEqual({ one: '8"', two: 'Dual 1 Ohm', three: null });
    expect(chosenOptionsOf(null)).toEqual({});
  });
});

describe('readProductPageAddress', () => {
  it('keeps variant and sku, removes every other parameter', () => {
    expect(readProductPageAddress('?sku=ZVX-8%20D1&utm_source=x')).toEqual({
      requestedSku: 'ZVX-8 D1',
      search: '?sku=ZVX-8+D1',
      changed: true,
      writeReview: false,
    });
    expect(readProductPageAddress('?variant=A-1&sku=A-2')).toMatchObject({ requestedSku: 'A-1', changed: false });
    expect(readProductPageAddress('?sku=ZVX-8%20D1')).toEqual({
      requestedSku: 'ZVX-8 D1',
      search: '?sku=ZVX-8%20D1',
      changed: false,
      writeReview: false,
    });
    expect(readProductPageAddress('')).toMatchObject({ requestedSku: null, search: '', changed: false });
  });

  it('ignores and removes malformed sku values', () => {
    expect(readProductPageAddress('?sku=%3Cscript%3E')).toEqual({
      requestedSku: null,
      search: '',
      changed: true,
      writeReview: false,
    });
    expect(readProductPageAddress(`?variant=${'A'.repeat(81)}&sku=B-1`)).toMatchObject({
      requestedSku: 'B-1',
      search: '?sku=B-1',
    });
  });

  it('asks for the write-a-review panel on an empty review parameter, also from the query the shell removed', () => {
    expect(readProductPageAddress('?sku=A-1&review=')).toMatchObject({ writeReview: true, search: '?sku=A-1' });
    expect(readProductPageAddress('?review')).toMatchObject({ writeReview: true, search: '', changed: true });
    expect(readProductPageAddress('?review=5').writeReview).toBe(false);
    expect(readProductPageAddress('', '?review=').writeReview).toBe(true);
    expect(readProductPageAddress('', null).writeReview).toBe(false);
  });

  it('reads skus as the services accept them', () => {
    expect(skuFromText(' ZVX-8 D1 ')).toBe('ZVX-8 D1');
    expect(skuFromText('')).toBeNull();
    expect(skuFromText(undefined)).toBeNull();
    expect(skuFromText('-x')).toBeNull();
  });
});

describe('fitmentLine', () => {
  it('says whether the product fits the remembered vehicle', () => {
    const product = { properties: { Make: 'Ford', Model: 'F-150|F-250', 'Start Year': '2015', 'End Year': '2020' } };
    const vehicle = { year: 2018, make: 'Ford', model: 'F-150', label: '2018 Ford F-150' };
    expect(fitmentLine(product, vehicle)).toEqual({ fits: true, text: 'Fits your 2018 Ford F-150' });
    expect(fitmentLine(product, { ...vehicle, year: 2021, label: '2021 Ford F-150' })).toEqual({
      fits: false,
      text: 'Does not fit your 2021 Ford F-150',
    });
    expect(fitmentLine(product, null)).toBeNull();
    expect(fitmentLine({ properties: {} }, vehicle)).toBeNull();
    expect(PRODUCT_PAGE_TEXTS.bundleContents).toBe('Bundle Contents');
  });

  it('claims a fit only for a whole vehicle', () => {
    const colorado = { properties: { Make: 'Chevrolet', Model: 'Colorado', 'Start Year': '2015', 'End Year': '2022' } };
    const chevrolet2016 = { year: 2016, make: 'Chevrolet', label: '2016 Chevrolet' };
    expect(fitmentLine(colorado, chevrolet2016)).toEqual({ fits: null, text: 'Choose your model to check fit' });
    expect(fitmentLine(colorado, { ...chevrolet2016, model: 'Silverado', label: '2016 Chevrolet Silverado' })).toEqual({
      fits: false,
      text: 'Does not fit your 2016 Chevrolet Silverado',
    });
    expect(fitmentLine(colorado, { year: 2016, label: '2016' })).toBeNull();
    expect(fitmentLine(colorado, { year: 2016, make: 'Ford', label: '2016 Ford' })).toEqual({
      fits: false,
      text: 'Does not fit your 2016 Ford',
    });
  });
});
