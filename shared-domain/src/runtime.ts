// '@storefront/shared-domain/runtime': the part of shared-domain that Module Federation shares, one copy per page.
// It holds what a page must run once (the event bus, the Redux store with its API slice and session, the design
// tokens, the viewer's vehicle, tracking) and what the shell needs on every page anyway (the spec's constants and the
// rule families the shell uses), so a remote reuses them instead of bundling its own copy. The rule families only
// some remotes use (product page, variants, reviews, forms, dates, marketing, payment) are not shared: they reach each
// bundle through the package root, tree-shaken to what that bundle uses, and import the shared part through this
// entry's name (never relatively), so a remote bundles no second copy of it (issue 15).
export * from './constants';
export * from './rules/cart';
export * from './rules/cookies';
export * from './rules/errors';
export * from './rules/fitment';
export * from './rules/money';
export * from './rules/page';
export * from './rules/pricing';
export * from './rules/search';
export * from './rules/session';
export * from './rules/shipping';
export * from './rules/sku';
export * from './rules/stock';
export * from './rules/support';
export * from './rules/zonedTime';
export * from './bus';
export * from './store';
export * from './api';
export * from './theme';
export * from './hooks';
export * from './tracking';
