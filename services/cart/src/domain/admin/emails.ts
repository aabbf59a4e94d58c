// The emails of the order lifecycle, queued in the request that made the change and sent by the job queue. Each has a
// key naming its change, so a retried request (or a recovered checkout) never mails twice.
import { enqueueMail } from '@storefront/service-platform';
import type { MailMessage } from '@storefront/service-platform';
import { trackingUrlOf } from '@storefront/shared-domain/admin';
import type { OrderDoc, ReturnDoc, ShipmentDoc } from '../../models/order';
import type { AdminContext } from './context';
import { formatCents, toCents } from './context';

const orderLink = (origin: string, order: OrderDoc) =>
  order.account_id ? [`See your order: ${origin}/account/orders/${order.order_number}`] : [];

const signOff = ['', 'Thank you for shopping with us.', 'Car Audio Storefront'];

export function orderConfirmationMail(order: OrderDoc, origin: string): MailMessage {
  const lines = order.lineItems.map(
    (l) => `  ${l.quantity} x ${l.name} (${l.sku})  ${formatCents(toCents(l.price) * l.quantity)}`,
  );
  return {
    to: order.email,
    subject: `Order ${order.order_number} confirmed`,
    text: [
      `Thank you for your order ${order.order_number}.`,
      '',
      ...lines,
      '',
      `Total: ${formatCents(toCents(order.final_total))}`,
      'We will email you again when it ships.',
      ...orderLink(origin, order),
      ...signOff,
    ].join('\n'),
  };
}

export function shipmentMail(order: OrderDoc, shipment: ShipmentDoc, origin: string): MailMessage {
  const url = trackingUrlOf(shipment.carrier, shipment.trackingNumber);
  return {
    to: order.email,
    subject: `Order ${order.order_number} has shipped`,
    text: [
      `Your order ${order.order_number} has shipped.`,
      '',
      `Carrier: ${shipment.carrier}`,
      `Tracking number: ${shipment.trackingNumber}`,
      ...(url ? [`Track it: ${url}`] : []),
      '',
      ...shipment.lines.map((l) => `  ${l.quantity} x ${l.sku}`),
      ...orderLink(origin, order),
      ...signOff,
    ].join('\n'),
  };
}

export function refundMail(order: OrderDoc, cents: number, origin: string): MailMessage {
  return {
    to: order.email,
    subject: `Refund of ${formatCents(cents)} for order ${order.order_number}`,
    text: [
      `We have refunded ${formatCents(cents)} for your order ${order.order_number} to the card you paid with.`,
      'It can take 5-10 business days to appear on your statement.',
      ...orderLink(origin, order),
      ...signOff,
    ].join('\n'),
  };
}

export function returnDecisionMail(ret: ReturnDoc, email: string, origin: string): MailMessage {
  const what = `${ret.quantity} x ${ret.name} (${ret.sku}) from order ${ret.order_number}`;
  const approved = ret.status === 'approved';
  return {
    to: email,
    subject: approved
      ? `Your return for order ${ret.order_number} is approved`
      : `Your return for order ${ret.order_number} was not approved`,
    text: [
      approved ? `Your return of ${what} is approved.` : `Your return of ${what} was not approved.`,
      ...(approved
        ? ['Send the items back to us; we refund them once they arrive.']
        : [`Reason: ${ret.rejection_reason ?? ''}`]),
      `Your returns: ${origin}/returns`,
      ...signOff,
    ].join('\n'),
  };
}

export const queueMail = (ctx: Pick<AdminContext, 'queue'>, message: MailMessage, key: string) =>
  enqueueMail(ctx.queue, message, `mail:${key}`);
