// The saved payment methods widget (the dashboard shows it).
export { SavedCards } from './SavedCards';
