import { PASTE_MESSAGES, parseQuickOrderPaste } from './parseQuickOrderPaste';

describe('parseQuickOrderPaste', () => {
  it('reads comma, semicolon, tab and space separated lines', () => {
    expect(parseQuickOrderPaste('ZVX-15, 2\nSA-8;3\nU12\t4\nSKM-1 5').lines).toEqual([
      { sku: 'ZVX-15', quantity: 2, line: 1 },
      { sku: 'SA-8', quantity: 3, line: 2 },
      { sku: 'U12', quantity: 4, line: 3 },
      { sku: 'SKM-1', quantity: 5, line: 4 },
    ]);
  });

  it('defaults a missing quantity to 1 (also after a trailing separator)', () => {
    expect(parseQuickOrderPaste('ZVX-15\nSA-8,\nU12\t').lines).toEqual([
      { sku: 'ZVX-15', quantity: 1, line: 1 },
      { sku: 'SA-8', quantity: 1, line: 2 },
      { sku: 'U12', quantity: 1, line: 3 },
    ]);
  });

  it('keeps spaces inside a SKU and takes a trailing number as the quantity', () => {
    expect(parseQuickOrderPaste('SA-12 D2\nSA-12 D4 3\nSA-15 D2, 2').lines).toEqual([
      { sku: 'SA-12 D2', quantity: 1, line: 1 },
      { sku: 'SA-12 D4', quantity: 3, line: 2 },
      { sku: 'SA-15 D2', quantity: 2, line: 3 },
    ]);
  });

  it('ignores blank lines but counts them in line numbers, and trims surrounding spaces', () => {
    const result = parseQuickOrderPaste('\n  ZVX-15 ,  2  \n\n   \r\nSA-8\t\t7\r\n');
    expect(result.errors).toEqual([]);
    expect(result.lines).toEqual([
      { sku: 'ZVX-15', quantity: 2, line: 2 },
      { sku: 'SA-8', quantity: 7, line: 5 },
    ]);
  });

  it('sums duplicates case-insensitively at the first line', () => {
    expect(parseQuickOrderPaste('zvx-15, 2\nSA-8\nZVX-15 3\nZvx-15').lines).toEqual([
      { sku: 'zvx-15', quantity: 6, line: 1 },
      { sku: 'SA-8', quantity: 1, line: 2 },
    ]);
  });

  it.each(['0', '-1', '2.5', '1001', 'two', '+3', '1e3'])('refuses the quantity %p with the line number', (qty) => {
    const result = parseQuickOrderPaste(`SA-8, 1\nU12, 2\nZVX-15, ${qty}`);
    expect(result.lines).toHaveLength(2);
    expect(result.errors).toEqual([
      { line: 3, text: `ZVX-15, ${qty}`, message: 'Line 3: quantity must be a whole number from 1 to 1000' },
    ]);
  });

  it('accepts the limits 1 and 1000', () => {
    expect(parseQuickOrderPaste('A-1, 1\nB-2, 1000').lines.map((l) => l.quantity)).toEqual([1, 1000]);
  });

  it('reports a missing SKU', () => {
    const result = parseQuickOrderPaste('A-1, 1\nB-2\nC-3\n, 4');
    expect(result.errors).toEqual([{ line: 4, text: ', 4', message: 'Line 4: missing SKU' }]);
    expect(result.lines.map((l) => l.sku)).toEqual(['A-1', 'B-2', 'C-3']);
  });

  it('reports a line with more than two values', () => {
    expect(parseQuickOrderPaste('A-1, 2, 3').errors).toEqual([
      { line: 1, text: 'A-1, 2, 3', message: "Line 1: expected 'SKU, quantity'" },
    ]);
  });

  it('refuses a duplicate that would take the total above 1000 and keeps the earlier total', () => {
    const result = parseQuickOrderPaste('A-1, 600\nA-1, 400\na-1, 1');
    expect(result.lines).toEqual([{ sku: 'A-1', quantity: 1000, line: 1 }]);
    expect(result.errors).toEqual([
      { line: 3, text: 'a-1, 1', message: 'Line 3: total quantity of A-1 would be more than 1000' },
    ]);
  });

  it('skips a spreadsheet header row on the first line only', () => {
    expect(parseQuickOrderPaste('SKU\tQuantity\nA-1\t2').lines).toEqual([{ sku: 'A-1', quantity: 2, line: 2 }]);
    expect(parseQuickOrderPaste('A-1, 2\nSKU, Qty').errors.map((e) => e.line)).toEqual([2]);
  });

  it('collects several errors and still returns the good lines', () => {
    const result = parseQuickOrderPaste('A-1, 2\nB-2, x\n\n, 3\nC-3');
    expect(result.lines.map((l) => l.sku)).toEqual(['A-1', 'C-3']);
    expect(result.errors.map((e) => e.message)).toEqual([
      'Line 2: quantity must be a whole number from 1 to 1000',
      'Line 4: missing SKU',
    ]);
  });

  it('returns nothing for empty or blank text', () => {
    expect(parseQuickOrderPaste('')).toEqual({ lines: [], errors: [] });
    expect(parseQuickOrderPaste(' \n\t\n')).toEqual({ lines: [], errors: [] });
  });

  it('words the unknown-SKU message used after the lookup', () => {
    expect(PASTE_MESSAGES.unknownSku(5, 'XYZ')).toBe('Line 5: unknown SKU XYZ');
  });
});
