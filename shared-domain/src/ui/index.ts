export * from './cardFields';
