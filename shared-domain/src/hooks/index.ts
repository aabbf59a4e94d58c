export * from './useDebouncedValue';
export * from './myVehicle';
