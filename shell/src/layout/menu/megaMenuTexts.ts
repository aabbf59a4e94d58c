import { MENU_LOADING_TEXT } from './menuLinks';

export const MEGA_MENU_TEXTS = {
  loading: MENU_LOADING_TEXT,
  unavailable: 'The menu could not be loaded.',
  shopAll: (name: string) => `Shop all ${name}`,
  featured: 'Featured',
} as const;
