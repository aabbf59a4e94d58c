export * from './tracking';
