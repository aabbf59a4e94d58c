// @storefront/shared-domain: types, rules and constants of the spec, plus the runtime contracts every web package
// shares (event bus, store factory, RTK Query base API, design tokens, the few UI pieces every remote shows alike).
// '@storefront/shared-domain/runtime' is the part Module Federation shares (one copy per page: runtime.ts says what
// is in it); the rule families below and the UI pieces are bundled by whoever imports them, tree-shaken (issue 15).
export * from '@storefront/shared-domain/runtime';
export * from './rules/compatibility';
export * from './rules/dates';
export * from './rules/email';
export * from './rules/marketing';
export * from './rules/payment';
export * from './rules/phone';
export * from './rules/pageSwitches';
export * from './rules/product-page';
export * from './rules/quantity';
export * from './rules/reviews';
export * from './rules/variants';
export * from './types';
export * from './ui';
