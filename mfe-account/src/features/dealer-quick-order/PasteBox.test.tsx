import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { storefrontTheme } from '@storefront/shared-domain';
import { PasteBox } from './PasteBox';
import { parseQuickOrderPaste } from './parseQuickOrderPaste';

describe('PasteBox', () => {
  it('its example lists catalogue SKUs a dealer orders, in each form the hint describes, and parses cleanly', () => {
    render(
      <ThemeProvider theme={storefrontTheme}>
        <PasteBox onSubmit={async () => ({ added: 0, errors: [] })} />
      </ThemeProvider>,
    );
    const example = screen.getByTestId('account-dealer-paste-input').getAttribute('placeholder') ?? '';
    // 'SKU, quantity', 'SKU<TAB>quantity' and a bare SKU (quantity 1). These SKUs are in the seeded catalogue
    // (services/catalog/src/seed/catalogue.ts: a subwoofer, an amplifier and an amplifier wiring kit).
    expect(example.split('\n')).toEqual(['EVL-12 D2, 4', 'RP-2000.1D\t2', 'SKAK-4GA-OFC']);
    expect(parseQuickOrderPaste(example)).toEqual({
      lines: [
        { sku: 'EVL-12 D2', quantity: 4, line: 1 },
        { sku: 'RP-2000.1D', quantity: 2, line: 2 },
        { sku: 'SKAK-4GA-OFC', quantity: 1, line: 3 },
      ],
      errors: [],
    });
  });
});
