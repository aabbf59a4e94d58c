export * from './catalog';
export * from './reviews';
export * from './commerce';
export * from './account';
export * from './marketing';
export * from './page';
export * from './fitTools';
