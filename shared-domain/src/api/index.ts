export * from './baseApi';
export * from './session';
