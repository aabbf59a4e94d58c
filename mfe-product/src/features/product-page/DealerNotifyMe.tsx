// A dealer cannot add an item that is not in stock; 'a notify-style control shows' instead (spec 2 §5). Quick order
// (mfe-account's NotifyMe) has it; the product page shows dealers the same control under its disabled 'Out of Stock'
// too: the texts and the browser's back-in-stock list are shared-domain's, so a wish made on either screen is in one
// list.
import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { BACK_IN_STOCK_TEXTS, rememberBackInStockWish } from '@storefront/shared-domain';
import { outlineButtonCss } from '../../components/outlineButton';

/** The wish is still acknowledged on screen when this browser cannot keep it (storage full or blocked). */
function rememberWish(sku: string): void {
  if (!rememberBackInStockWish(sku)) console.warn('[product] could not remember the back-in-stock wish', sku);
}

export function DealerNotifyMe({ sku }: { sku: string }) {
  const theme = useTheme();
  const [recorded, setRecorded] = useState(false);
  return (
    <div data-testid="product-dealer-notify">
      {recorded ? (
        <p role="status" css={{ margin: 0, fontSize: theme.typography.sizes.sm }}>
          {BACK_IN_STOCK_TEXTS.recorded}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => {
            rememberWish(sku);
            setRecorded(true);
          }}
          css={{ ...outlineButtonCss(theme), fontWeight: theme.typography.weights.bold, cursor: 'pointer' }}
        >
          {BACK_IN_STOCK_TEXTS.button}
        </button>
      )}
    </div>
  );
}
