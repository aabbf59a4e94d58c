export { VehicleSpecificPage } from './VehicleSpecificPage';
export { VehicleSelects, type VehicleSelectsProps } from './VehicleSelects';
export { VehicleQuickPicker, vehiclePageHref, type VehicleQuickPickerProps } from './VehicleQuickPicker';
export { FilterPanel } from './FilterPanel';
export { readVehicleQuery, writeVehicleQuery, VEHICLE_QUERY_KEYS, VEHICLE_SIZE_VALUES } from './vehicleQuery';
