import { HttpError, isDuplicateKeyError } from '@storefront/service-platform';
import type { NewReturnInput, ReturnRequest } from '@storefront/shared-domain';
import type { OrderDoc, OrderModels, ReturnDoc } from '../models/order';
import { orderNotFound } from './get-order';
import { currentStatus } from './order-status';
import { toReturnRequest } from './orders';
import type { ReturnReason } from './orders';

export interface RequestReturnInput extends NewReturnInput {
  reason: ReturnReason;
}

export interface RequestReturnResult {
  data: ReturnRequest;
  /** False when an earlier request with the same Idempotency-Key already created it. */
  created: boolean;
}

const MAX_ATTEMPTS = 10;

/**
 * Asks to return units of a line of one of the account's delivered orders. The units already asked back are counted on
 * the order line and reserved with an optimistic write, so two requests at once can never ask back more than was
 * ordered. A retried request with the same Idempotency-Key answers the return it created.
 */
export async function requestReturn(
  { Order, ReturnRequest }: OrderModels,
  accountId: string,
  input: RequestReturnInput,
  key: string | null,
): Promise<RequestReturnResult> {
  const previous = async () =>
    key ? ReturnRequest.findOne({ account_id: accountId, idempotency_key: key }).lean<ReturnDoc>() : null;
  const earlier = await previous();
  if (earlier) return { data: toReturnRequest(earlier), created: false };

  const { order, lineIndex } = await reserve(Order, accountId, input);
  const line = order.lineItems[lineIndex];
  try {
    const doc = await ReturnRequest.create({
      account_id: accountId,
      order_number: order.order_number,
      sku: line.sku,
      name: line.name,
      quantity: input.quantity,
      reason: input.reason,
      ...(input.comment ? { comment: input.comment } : {}),
      status: 'requested',
      created_at: new Date(),
      ...(key ? { idempotency_key: key } : {}),
    });
    return { data: toReturnRequest(doc.toObject()), created: true };
  } catch (err) {
    // The same Idempotency-Key raced us and won: give the units back and answer its return.
    await Order.updateOne(
      { account_id: accountId, order_number: order.order_number },
      { $inc: { [`lineItems.${lineIndex}.return_requested`]: -input.quantity, version: 1 } },
    );
    const winner = isDuplicateKeyError(err) ? await previous() : null;
    if (!winner) throw err;
    return { data: toReturnRequest(winner), created: false };
  }
}

async function reserve(
  Order: OrderModels['Order'],
  accountId: string,
  input: RequestReturnInput,
): Promise<{ order: OrderDoc; lineIndex: number }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const order = await Order.findOne({ account_id: accountId, order_number: input.order_number }).lean<OrderDoc>();
    if (!order) throw orderNotFound(input.order_number);
    if (order.status !== 'delivered') {
      throw new HttpError(
        409,
        'order_not_delivered',
        `Order ${order.order_number} is ${currentStatus(order.status)}; only delivered orders can be returned`,
      );
    }
    const lineIndex = order.lineItems.findIndex((line) => line.sku === input.sku);
    if (lineIndex === -1) {
      throw new HttpError(400, 'line_not_found', `Order ${order.order_number} has no item ${input.sku}`);
    }
    const line = order.lineItems[lineIndex];
    const returnable = line.quantity - (line.return_requested ?? 0);
    if (input.quantity > returnable) {
      throw new HttpError(
        409,
        'quantity_exceeds_order',
        returnable > 0
          ? `Only ${returnable} of ${line.sku} can still be returned`
          : `Every ${line.sku} of this order has already been asked back`,
      );
    }
    const result = await Order.updateOne(
      { account_id: accountId, order_number: order.order_number, version: order.version },
      { $inc: { [`lineItems.${lineIndex}.return_requested`]: input.quantity, version: 1 } },
    );
    if (result.matchedCount === 1) return { order, lineIndex };
    await new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));
  }
  throw new HttpError(409, 'order_conflict', 'The order is being changed elsewhere, please retry');
}
