// '@storefront/shared-domain/fit-tools': the maths of the box design calculator, the subwoofer wiring planner and the
// electrical planner.
// A separate entry, not the package's root: the root is the module every page shares whole
// (config/webpack/shared.js), so what two pages and the cart service use is bundled by whoever imports it, cut down to
// what they use, and costs the other pages nothing. Pure functions only: nothing here may hold state.
export * from './rules/boxDesign';
export * from './rules/subwooferWiring';
export * from './rules/electricalPlanner';
