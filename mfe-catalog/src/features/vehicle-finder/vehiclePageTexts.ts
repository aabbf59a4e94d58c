export const VEHICLE_PAGE_TEXTS = {
  filters: 'Filters',
  clearFilters: 'Clear filters',
  resetAll: 'Reset vehicle and filters',
  /** CHOICE: the empty result with no filter set (the spec's text blames the filters, so it needs one set). */
  noItemsForVehicle: 'No enclosures found for this vehicle yet.',
  nothingListed: 'No enclosures found.',
  chooseAnotherVehicle: 'Choose another vehicle',
  /** The finder's submit button, shown only without JavaScript (with it a choice applies at once). */
  showEnclosures: 'Show enclosures',
  /** The filters' submit button, shown only without JavaScript. */
  applyFilters: 'Apply filters',
} as const;

/** Cart line source of adds from this page. */
export const VEHICLE_PAGE_CART_SOURCE = 'collection-card';
