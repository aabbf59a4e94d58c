export { MyVehicleBar } from './MyVehicleBar';
export {
  MY_VEHICLE_STORAGE_KEY,
  useMyVehicle,
  getMyVehicle,
  setMyVehicle,
  clearMyVehicle,
  vehicleLabel,
  toMyVehicle,
  type MyVehicle,
} from '@storefront/shared-domain';
