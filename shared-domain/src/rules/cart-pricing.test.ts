import { SHIPPING, SHIPPING_METHODS } from '../constants';
import { cartDealerShipping, cartLinePricing, isCartSubwoofer, isCartVehicleEnclosure } from './cart';
import { priceDisplayLines, saleDiscountFor } from './pricing';
import { cartShippingCost, shippingMethodPrice, shippingQuotes } from './shipping';

const sale = { saleIsActive: true, discountPercentage: 0.15, salePercentageDailyDeal: 0.25 };
const shopper = { isDealer: false };
const dealer = { isDealer: true };
const enclosure = {
  sku: 'VS-FORD-2009-UP-SC-2X12',
  price: 289.99,
  price_map: 289.99,
  price_msrp: 349.99,
  currentlyInStock: true,
};

describe('cart line kinds', () => {
  it('knows car subwoofers by category, and VS-10 / VS-12 by sku', () => {
    expect(isCartSubwoofer({ sku: 'SSX-12 D4', category: 'car-subwoofers' })).toBe(true);
    expect(isCartSubwoofer({ sku: 'VS-12 D2' })).toBe(true);
    expect(isCartSubwoofer({ sku: 'HD-1500.1', category: 'car-amplifiers' })).toBe(false);
  });
  it('knows vehicle-specific enclosures by sku', () => {
    expect(isCartVehicleEnclosure({ sku: 'VS-CHEV-SILV-1419-12' })).toBe(true);
    expect(isCartVehicleEnclosure({ sku: 'L-VS-FORD-2009-UP-SC-2X12' })).toBe(true);
    expect(isCartVehicleEnclosure({ sku: 'VS-12 D2' })).toBe(false);
  });
});

describe('cartLinePricing', () => {
  it("charges what the card shows as 'Sale Price:' ($246.49 for 289.99 at 15 %)", () => {
    const saleDiscount = saleDiscountFor({ sku: enclosure.sku, currentlyInStock: true }, sale, shopper);
    const card = priceDisplayLines(enclosure, { isDealer: false, saleDiscount });
    expect(card[card.length - 1]).toMatchObject({ label: 'Sale Price:', amount: 246.49 });
    expect(cartLinePricing(enclosure, sale, shopper)).toEqual({
      unitPrice: 246.49,
      unitDiscount: 43.5,
      saleDiscount: 0.15,
    });
  });
  it('uses the daily-deal percentage for BF- skus', () => {
    expect(cartLinePricing({ ...enclosure, sku: 'BF-X' }, sale, shopper).unitPrice).toBe(217.49);
  });
  it('charges the price without a sale, with no discount', () => {
    expect(cartLinePricing({ ...enclosure, price: 279.99 }, null, shopper)).toEqual({
      unitPrice: 279.99,
      unitDiscount: 0,
      saleDiscount: 0,
    });
  });
  it('gives dealers the dealer price and never a sale discount', () => {
    expect(cartLinePricing({ ...enclosure, price_dealer: 199 }, sale, dealer)).toEqual({
      unitPrice: 199,
      unitDiscount: 0,
      saleDiscount: 0,
    });
    expect(cartLinePricing(enclosure, sale, dealer).unitPrice).toBe(231);
  });
  it('prices a pre-order at the sale price when discounted', () => {
    const preorder = {
      ...enclosure,
      currentlyInStock: false,
      preorderInfo: { is_pre_order_eligible: true, is_pre_order_enabled: true },
    };
    expect(cartLinePricing(preorder, sale, shopper).unitPrice).toBe(246.49);
    expect(cartLinePricing(preorder, null, shopper).unitPrice).toBe(289.99);
  });
  it('never discounts the donation: not by a sale, not for a dealer (5.00 is charged 5.00)', () => {
    const donation = { sku: 'DONATION', price: 5, price_map: 5, price_msrp: 0, currentlyInStock: true };
    const full = { unitPrice: 5, unitDiscount: 0, saleDiscount: 0 };
    expect(cartLinePricing(donation, sale, shopper)).toEqual(full);
    expect(cartLinePricing({ ...donation, sku: 'donation', isDailyDeal: true }, sale, shopper)).toEqual(full);
    expect(cartLinePricing(donation, sale, dealer)).toEqual(full);
  });
  it('gives no sale to an item that is not eligible', () => {
    expect(cartLinePricing({ ...enclosure, currentlyInStock: false }, sale, shopper).unitDiscount).toBe(0);
  });
});

describe('cart shipping', () => {
  it('names the dealer threshold and its progress', () => {
    expect(cartDealerShipping(750, false)).toBeNull();
    expect(cartDealerShipping(750, true)).toEqual({
      freeShippingThreshold: SHIPPING.dealerFreeThreshold,
      progressPercent: 50,
      freeShipping: false,
    });
    expect(cartDealerShipping(1500, true)?.freeShipping).toBe(true);
  });
  it('charges shoppers and dealers by their rule', () => {
    expect(cartShippingCost(100, shopper)).toBe(37.12);
    expect(cartShippingCost(1500, shopper)).toBe(0);
    expect(cartShippingCost(1499.99, dealer)).toBe(SHIPPING.dealerFlatRate);
  });
  it('quotes ground and express', () => {
    expect(shippingMethodPrice('express', 100, shopper)).toBe(67.11);
    expect(shippingQuotes(2000, shopper)).toEqual([
      { id: 'ground', label: 'Ground', price: 0, estimatedDays: [3, 7] },
      { id: 'express', label: 'Express', price: SHIPPING_METHODS.express.surcharge, estimatedDays: [1, 3] },
    ]);
  });
});
