// The dealer locator's texts.
export const LOCATOR_TEXTS = {
  title: 'Dealer Locator',
  intro: 'Find an authorized dealer near you.',
  searchBy: 'Search by',
  byZip: 'ZIP code',
  byCity: 'City and state',
  zip: 'ZIP code',
  city: 'City',
  state: 'State',
  radius: 'Within',
  miles: (n: number) => `${n} miles`,
  submit: 'Find dealers',
  searching: 'Searching...',
  unknownLocation: 'We could not find that ZIP code or city.',
  none: (radius: number) => `No dealers found within ${radius} miles.`,
  found: (n: number) => `${n} ${n === 1 ? 'dealer' : 'dealers'} found.`,
  distance: (miles: number) => `${miles.toFixed(1)} mi`,
} as const;
