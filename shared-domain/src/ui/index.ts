export * from './PriceLines';
export * from './fields';
export * from './SkeletonBlock';
export * from './StockIndicator';
export * from './cardFields';
