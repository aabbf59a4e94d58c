export * from './cardFields';
export * from './pageStyleCache';
