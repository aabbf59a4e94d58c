// The header menu (spec 1 §3 "Menu data", spec 2 §2-3): one document, built by the seed until staff edit it.
import { Schema, type Connection, type Model } from 'mongoose';
import type { MenuData } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';

export interface MenuDoc {
  key: string;
  data: MenuData;
  /** When staff last changed the menu: from then on the seed leaves it as they made it. */
  editedAt?: Date;
}

const menuSchema = new Schema<MenuDoc>(
  { key: { type: String, required: true }, data: { type: Schema.Types.Mixed, required: true }, editedAt: Date },
  { collection: 'menus', versionKey: false, minimize: false, autoIndex: false },
);
menuSchema.index({ key: 1 }, { unique: true });

export type MenuModel = Model<MenuDoc>;

export function menuModel(connection: Connection): MenuModel {
  return modelOn<MenuDoc>(connection, 'Menu', menuSchema);
}
