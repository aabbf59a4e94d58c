// A quantity change or a remove of one cart line: the row is busy (dimmed, its input blocked) until the cart answers,
// and the cart's is-pushing flag follows; a refused write shows the service's message on the row.
import { useState } from 'react';
import { apiErrorMessage, isValidCartQuantity, type CartLineItem } from '@storefront/shared-domain';
import { useRemoveCartLineMutation, useUpdateCartLineMutation } from '../cart-api/cartApi';

export function useCartLineWrite(line: CartLineItem, onPushing?: (pushing: boolean) => void) {
  const [updateLine] = useUpdateCartLineMutation();
  const [removeLine] = useRemoveCartLineMutation();
  const [updating, setUpdating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (write: () => Promise<unknown>) => {
    setUpdating(true);
    setFailure(null);
    onPushing?.(true);
    try {
      await write();
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      setUpdating(false);
      onPushing?.(false);
    }
  };
  const changeQuantity = (quantity: number) => {
    if (!isValidCartQuantity(quantity) || quantity === line.quantity) return;
    void run(() => updateLine({ sku: line.sku, quantity }).unwrap());
  };
  const remove = () => void run(() => removeLine(line.sku).unwrap());
  return { updating, failure, changeQuantity, remove };
}
