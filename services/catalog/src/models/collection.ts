// Collection pages (spec 1 §3 "Collection page info"), top level and '<parent>/<sub>' sub-collections.
import { Schema, type Connection, type Model } from 'mongoose';
import type { CollectionPageInfo } from '@storefront/shared-domain';
import { modelOn } from '@storefront/service-platform';

export interface CollectionDoc extends CollectionPageInfo {
  /** Lower-case full handle, the lookup key. */
  key: string;
  parentHandle: string | null;
  sortOrder: number;
  /** When staff last changed the page: from then on the seed leaves it as they made it. */
  editedAt?: Date;
}

const collectionSchema = new Schema<CollectionDoc>(
  {
    key: { type: String, required: true },
    handle: { type: String, required: true },
    parentHandle: { type: String, default: null },
    sortOrder: Number,
    collection_page_title: { type: String, required: true },
    collection_page_keywords: String,
    collection_seo_description: String,
    collection_description: String,
    collection_page_image: String,
    parentMenuName: String,
    parentMenuHandle: String,
    subCollections: [{ _id: false, handle: String, title: String }],
    editedAt: Date,
  },
  { collection: 'collections', versionKey: false, autoIndex: false },
);
collectionSchema.index({ key: 1 }, { unique: true });

export type CollectionModel = Model<CollectionDoc>;

export function collectionModel(connection: Connection): CollectionModel {
  return modelOn<CollectionDoc>(connection, 'Collection', collectionSchema);
}
