export * from './baseApi';
export * from './session';
export * from './sale';
export * from './useSessionSync';
export * from './productPaths';
export * from './fitToolsApi';
export * from './cart';
export * from './hydrate';
