export { WiringPlannerPage } from './WiringPlannerPage';
export { WIRING_PLANNER_TEXTS } from './wiringForm';
export { WIRING_CART_SOURCE } from './AmplifierSuggestions';
