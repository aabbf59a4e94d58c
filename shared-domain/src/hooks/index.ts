export * from './useDebouncedValue';
export * from './myVehicle';
export * from './useAddToCart';
export * from './useModalDialog';
export * from './useMediaQuery';
export * from './useNow';
