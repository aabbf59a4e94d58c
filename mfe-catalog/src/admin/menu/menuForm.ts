// The menu editor's values to and from the plan the API takes: lists of skus and handles are edited as text (one per
// line, as typed) and read with the shared listFieldValues on saving; the plan is checked with the shared rules the
// service applies, whose errors (and the service's own) are keyed by the plan's paths ('left.0.collections.1.skus'),
// which are the form's field names too.
import {
  CATALOGUE_PAGES_TEXTS,
  listFieldValues,
  menuPlanErrors,
  type MenuPlan,
  type MenuPlanCategory,
  type MenuPlanCollection,
} from '@storefront/shared-domain/admin';
import { set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';

export const MENU_SIDES = ['left', 'right'] as const;
export type MenuSide = (typeof MENU_SIDES)[number];

export interface MenuColumnValues {
  title: string;
  subtitle: string;
  link: string;
  skus: string;
  subCollections: string;
  hidePricing: boolean;
  hidden: boolean;
}

export interface MenuCategoryValues {
  category: string;
  handle: string;
  featured: string;
  mobileOnly: boolean;
  collections: MenuColumnValues[];
}

export type MenuFormValues = Record<MenuSide, MenuCategoryValues[]>;
export type MenuFieldPath = FieldPath<MenuFormValues>;

export const emptyColumn = (): MenuColumnValues => ({
  title: '',
  subtitle: '',
  link: '',
  skus: '',
  subCollections: '',
  hidePricing: false,
  hidden: false,
});

export const emptyCategory = (): MenuCategoryValues => ({
  category: '',
  handle: '',
  featured: '',
  mobileOnly: false,
  collections: [],
});

const lines = (values: string[]) => values.join('\n');

const columnValues = (c: MenuPlanCollection): MenuColumnValues => ({
  ...c,
  skus: lines(c.skus),
  subCollections: lines(c.subCollections),
});

const categoryValues = (c: MenuPlanCategory): MenuCategoryValues => ({
  ...c,
  featured: lines(c.featured),
  collections: c.collections.map(columnValues),
});

export const menuFormValues = (plan: MenuPlan): MenuFormValues => ({
  left: plan.left.map(categoryValues),
  right: plan.right.map(categoryValues),
});

const columnOf = (c: MenuColumnValues): MenuPlanCollection => ({
  title: c.title.trim(),
  subtitle: c.subtitle.trim(),
  link: c.link.trim(),
  skus: listFieldValues(c.skus),
  subCollections: listFieldValues(c.subCollections),
  hidePricing: c.hidePricing,
  hidden: c.hidden,
});

const categoryOf = (c: MenuCategoryValues): MenuPlanCategory => ({
  category: c.category.trim(),
  handle: c.handle.trim(),
  featured: listFieldValues(c.featured),
  mobileOnly: c.mobileOnly,
  collections: c.collections.map(columnOf),
});

export const menuPlanOf = (values: MenuFormValues): MenuPlan => ({
  left: values.left.map(categoryOf),
  right: values.right.map(categoryOf),
});

/**
 * The form's name for an error's plan path. An error of a whole list (too many categories on a side, too many columns
 * in a category) belongs to the list itself: react-hook-form keeps those under the list's `root`.
 */
export function menuErrorPath(path: string): MenuFieldPath {
  const isList = MENU_SIDES.some((side) => side === path) || path.endsWith('.collections');
  return (isList ? `${path}.root` : path) as MenuFieldPath;
}

export function menuFormErrors(messages: Record<string, string>): FieldErrors<MenuFormValues> {
  const errors = {};
  for (const [path, message] of Object.entries(messages)) set(errors, menuErrorPath(path), { type: 'rule', message });
  return errors;
}

export const menuResolver: Resolver<MenuFormValues> = async (values) => {
  const messages = menuPlanErrors(menuPlanOf(values));
  return Object.keys(messages).length > 0 ? { values: {}, errors: menuFormErrors(messages) } : { values, errors: {} };
};

/** The summary above the save button when fields need attention. */
export function menuRefusalText(count: number): string {
  const fields = count === 1 ? '1 field needs' : `${count} fields need`;
  return `${CATALOGUE_PAGES_TEXTS.refused}. ${fields} attention: each says what is wrong.`;
}
