import { randomInt } from 'node:crypto';

/** New order numbers: 'SA' and 7 digits, above the seeded history's range. */
const ORDER_NUMBER_RANGE = { min: 5_000_000, max: 9_999_999 } as const;

export const newOrderNumber = () => `SA${randomInt(ORDER_NUMBER_RANGE.min, ORDER_NUMBER_RANGE.max + 1)}`;
