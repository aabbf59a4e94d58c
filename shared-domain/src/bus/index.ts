export * from './events';
export * from './bus';
export * from './schemas';
export * from './useBusEvent';
