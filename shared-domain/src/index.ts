// @storefront/shared-domain: types, rules and constants of the spec, plus the runtime contracts every web package
// shares (event bus, store factory, RTK Query base API, design tokens, the few UI pieces every remote shows alike). Consumed as a Module Federation singleton.
export * from './rules';
export * from './constants';
export * from './types';
export * from './bus';
export * from './store';
export * from './api';
export * from './theme';
export * from './hooks';
export * from './ui';
export * from './tracking';
