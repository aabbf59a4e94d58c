// The stateless UI primitives every remote repeats. Pure and without state: each importer bundles what it uses,
// tree-shaken (one module per primitive, package.json sideEffects: false), so it is no federation shared module
// (config/webpack/shared.js). It imports only React, Emotion and shared-domain's root.
export { Spinner } from './Spinner';
export { VisuallyHidden, visuallyHiddenCss } from './VisuallyHidden';
export * from './PriceLines';
export * from './fields';
export { SkeletonBlock } from './SkeletonBlock';
export { StockIndicator } from './StockIndicator';
