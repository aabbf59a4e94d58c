// The shipping estimate the API gives for the ZIP code 33606 (Tampa, FL), as the cart's tests serve it.
export const TAMPA_ESTIMATE = {
  zip: '33606',
  city: 'Tampa',
  state: 'FL',
  shippingTotal: 37.12,
  methods: [
    { id: 'ground', label: 'Ground', price: 37.12, estimatedDays: [3, 5] },
    { id: 'express', label: 'Express', price: 79.5, estimatedDays: [1, 2] },
  ],
};
