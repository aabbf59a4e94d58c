export * from './PriceLines';
export * from './fields';
