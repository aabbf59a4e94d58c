// The purchase conversion of the confirmation page (spec 2 §7 'Tracking events', §3 'Order (for conversion tracking)',
// §8 'Order tracking'), pushed to the page's data layer.
import { ERROR_TEXTS, LOCALE, trackEvent, type Order } from '@storefront/shared-domain';

/** What the confirmation page knows about a placed order (spec 2 §3 'Order (for conversion tracking)'). */
export interface ConversionOrder {
  order: Pick<Order, 'order_number' | 'final_total' | 'email'> & Partial<Order>;
  customer?: { first_name?: string; last_name?: string; primary_phone?: string };
}

/**
 * The purchase conversion: logs 'Order information is missing.' or 'Order total or order number is missing.' and
 * skips the event when data is missing (spec 2 §8). Returns whether the event was sent.
 */
export function trackPurchase(data: ConversionOrder | null | undefined, signedIn: boolean): boolean {
  const order = data?.order;
  if (!order) {
    console.error(ERROR_TEXTS.orderMissing);
    return false;
  }
  if (!order.order_number || typeof order.final_total !== 'number' || !Number.isFinite(order.final_total)) {
    console.error(ERROR_TEXTS.orderTotalMissing);
    return false;
  }
  const billing = order.billingAddress ?? {};
  // Customer data (email, names, phone, address parts) goes to tracking only for a signed-in viewer (spec 2 §7).
  const customerParts = signedIn
    ? {
        billingAddress: {
          first_name: billing.first_name,
          last_name: billing.last_name,
          address_line_1: billing.address_line_1,
          city: billing.city,
          state_code: billing.state_code,
          zip_code: billing.zip_code,
          country_code: billing.country_code,
        },
        shippingAddress: { phone_number: order.shippingAddress?.phone_number },
        customer: data.customer ?? {
          first_name: order.shippingAddress?.first_name,
          last_name: order.shippingAddress?.last_name,
          primary_phone: order.shippingAddress?.phone_number,
        },
      }
    : {};
  trackEvent('purchase', {
    order: {
      final_total: order.final_total,
      order_number: order.order_number,
      ...(signedIn ? { email: order.email } : {}),
    },
    lineItems: (order.lineItems ?? []).map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      child_items: line.child_items ?? [],
    })),
    ...customerParts,
    ecommerce: { transaction_id: order.order_number, value: order.final_total, currency: LOCALE.currency },
  });
  return true;
}
