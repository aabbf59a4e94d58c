export * from './PriceLines';
