import {
  FITMENT_CSV_HEADER,
  parseFitmentCsv,
  preorderErrors,
  priceError,
  priceErrors,
  splitCsv,
  stockError,
  toFitmentCsv,
  type FitmentRow,
} from './catalog';

describe('the catalogue form rules', () => {
  it('prices: 0 or more, whole cents, under the maximum', () => {
    expect([0, 1, 19.99, 0.1 + 0.2].map(priceError)).toEqual([null, null, null, null]);
    for (const bad of [-0.01, 1.005, Number.NaN, Infinity, '5', 1_000_000.01]) expect(priceError(bad)).not.toBeNull();
  });

  it('MAP and the price at most the MSRP, the dealer price at most MAP (compared in cents)', () => {
    const ok = { price: 100, price_msrp: 120.5, price_map: 100, price_dealer: 80 };
    expect(priceErrors(ok)).toEqual({});
    expect(priceErrors({ ...ok, price_map: 120.51 })).toEqual({ price_map: 'MAP cannot be more than the MSRP.' });
    expect(priceErrors({ ...ok, price: 121 })).toHaveProperty('price');
    expect(priceErrors({ ...ok, price_dealer: 100.01 })).toHaveProperty('price_dealer');
    expect(priceErrors({ price: 5, price_msrp: null, price_map: null, price_dealer: null })).toEqual({});
  });

  it('stock: whole numbers of 0 or more; a pre-order needs a real date', () => {
    expect([0, 7].map(stockError)).toEqual([null, null]);
    expect([-1, 1.5, '3'].map(stockError).every(Boolean)).toBe(true);
    expect(preorderErrors({ enabled: true, inStockEtaDate: null, manualOverrideEtaDate: null })).toHaveProperty([
      'preorder.inStockEtaDate',
    ]);
    expect(preorderErrors({ enabled: true, inStockEtaDate: '2030-02-30', manualOverrideEtaDate: null })).toEqual({
      'preorder.inStockEtaDate': 'Enter a date as YYYY-MM-DD.',
    });
    expect(preorderErrors({ enabled: true, inStockEtaDate: '2030-02-28', manualOverrideEtaDate: null })).toEqual({});
  });
});

describe('the fitment CSV', () => {
  it('reads quotes, CRLF and empty lines; refuses an open quote', () => {
    expect(splitCsv('a,"b, c","d ""e"""\r\n\r\nx,y,z')).toEqual([['a', 'b, c', 'd "e"'], [''], ['x', 'y', 'z']]);
    expect(splitCsv('a,"b')).toBeNull();
  });

  it('writes what it reads (export -> import gives the same rows)', () => {
    const rows: FitmentRow[] = [
      { startYear: 2015, endYear: null, make: 'Ford', model: 'F-150', trim: 'Crew Cab', sku: 'VS-1' },
      { startYear: 1999, endYear: 2004, make: 'Mercedes-Benz', model: 'Sprinter 2500', trim: '', sku: 'VS 2' },
    ];
    const parsed = parseFitmentCsv(toFitmentCsv(rows));
    expect(parsed.report).toEqual([]);
    expect(parsed.rows.map((r) => r.row)).toEqual(rows);
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 3]);
  });

  it('reports each bad line by its number: header, years, texts, duplicates', () => {
    const parsed = parseFitmentCsv(
      [
        FITMENT_CSV_HEADER,
        '2015,2014,Ford,F-150,,VS-1',
        '15,,Ford,F-150,,VS-1',
        '2015,,Ford,F|150,,VS-1',
        '2015,,Ford,F-150,,VS-1',
        '2015,,ford,f-150,,vs-1',
      ].join('\n'),
    );
    expect(parsed.report).toEqual([
      { line: 2, errors: ['end_year is before start_year'] },
      { line: 3, errors: [expect.stringMatching(/^start_year/)] },
      { line: 4, errors: [expect.stringMatching(/^model may hold/)] },
      { line: 6, errors: ['Duplicate of line 5'] },
    ]);
    expect(parseFitmentCsv('sku,make\nVS-1,Ford').report).toEqual([
      { line: 1, errors: [expect.stringMatching(/header/)] },
    ]);
    expect(parseFitmentCsv(`${FITMENT_CSV_HEADER}\n`).report).toEqual([{ line: 1, errors: [expect.any(String)] }]);
  });
});
