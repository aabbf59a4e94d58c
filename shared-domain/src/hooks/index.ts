export * from './useDebouncedValue';
export * from './myVehicle';
export * from './useAddToCart';
