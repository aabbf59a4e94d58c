// The test card numbers and what a charge on each comes to (README.md of this service lists them). Only the outcome
// is kept with a token, never the number: not even this provider's database holds a card number.

export type CardOutcome = 'succeeds' | 'declines' | 'fails' | 'settles_later';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  succeedsMastercard: '5555555555554444',
  succeedsAmex: '378282246310005',
  succeedsDiscover: '6011111111111117',
  declines: '4000000000000002',
  fails: '4000000000000119',
  settlesLater: '4000000000000077',
} as const;

const OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  [TEST_CARDS.succeeds]: 'succeeds',
  [TEST_CARDS.succeedsMastercard]: 'succeeds',
  [TEST_CARDS.succeedsAmex]: 'succeeds',
  [TEST_CARDS.succeedsDiscover]: 'succeeds',
  [TEST_CARDS.declines]: 'declines',
  [TEST_CARDS.fails]: 'fails',
  [TEST_CARDS.settlesLater]: 'settles_later',
};

/** Any other valid number is declined, as a real provider in test mode declines real cards. */
export const outcomeOf = (digits: string): CardOutcome => OUTCOMES[digits] ?? 'declines';
