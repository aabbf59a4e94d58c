import type mongoose from 'mongoose';
import { chargeModel } from './charge';
import { eventModel } from './event';
import { paymentMethodModel } from './payment-method';
import { refundModel } from './refund';
import { tokenModel } from './token';

export interface PaymentsModels {
  Token: ReturnType<typeof tokenModel>;
  PaymentMethod: ReturnType<typeof paymentMethodModel>;
  Charge: ReturnType<typeof chargeModel>;
  Event: ReturnType<typeof eventModel>;
  Refund: ReturnType<typeof refundModel>;
}

export const paymentsModels = (c: mongoose.Connection): PaymentsModels => ({
  Token: tokenModel(c),
  PaymentMethod: paymentMethodModel(c),
  Charge: chargeModel(c),
  Event: eventModel(c),
  Refund: refundModel(c),
});
