// The back office's request schemas: shapes here, the shared rules (prices, stock, pre-order dates) inside them, so the
// service refuses what the remote's form refuses, with the same texts.
import { z } from 'zod';
import { emailField, skuField } from '@storefront/service-platform';
import { CATALOGUE_ADMIN_LIMITS, CATALOGUE_ADMIN_TEXTS, priceError, stockError } from '@storefront/shared-domain/admin';

const blank = (v: unknown) => (v === '' ? undefined : v);

export const adminSkuParams = z.object({ sku: skuField({ trim: true }) });

export const adminProductsQuerySchema = z.object({
  page: z.string().max(6).optional(),
  pageSize: z.string().max(6).optional(),
  q: z.preprocess(blank, z.string().trim().max(CATALOGUE_ADMIN_LIMITS.searchMaxLength).optional()),
  category: z.preprocess(blank, z.string().max(120).optional()),
  stock: z.preprocess(blank, z.enum(['in', 'out']).optional()),
  discontinued: z.preprocess(blank, z.enum(['yes', 'no']).optional()),
});

const price = z.number().refine((v) => priceError(v) === null, { message: CATALOGUE_ADMIN_TEXTS.priceInvalid });
const optionalPrice = price.nullable().optional();
const stock = z.number().refine((v) => stockError(v) === null, { message: CATALOGUE_ADMIN_TEXTS.stockInvalid });
const day = z.string().max(10).nullable();

export const preorderSchema = z.strictObject({
  enabled: z.boolean(),
  inStockEtaDate: day,
  manualOverrideEtaDate: day,
});

const atLeastOne = (v: object) => Object.values(v).some((x) => x !== undefined);

export const productPatchSchema = z
  .strictObject({
    price: price.optional(),
    price_msrp: optionalPrice,
    price_map: optionalPrice,
    price_dealer: optionalPrice,
    preorder: preorderSchema.optional(),
    isDiscontinued: z.boolean().optional(),
  })
  .refine(atLeastOne, { message: 'Nothing to change' });

export const variantPatchSchema = z
  .strictObject({
    price: price.optional(),
    tpa_wh: stock.optional(),
    lv_wh: stock.optional(),
    preorder: preorderSchema.optional(),
    isDiscontinued: z.boolean().optional(),
  })
  .refine(atLeastOne, { message: 'Nothing to change' });

export const fitmentImportQuerySchema = z.object({
  dryRun: z.preprocess(blank, z.enum(['1', '0', 'true', 'false']).optional()),
});

export const fitmentJsonBodySchema = z.strictObject({
  csv: z.string().max(CATALOGUE_ADMIN_LIMITS.fitmentMaxBytes),
});

/** A push endpoint as browsers give them: an https address (the marketing service calls only those it holds). */
const pushEndpoint = z
  .string({ error: 'push.endpoint is required' })
  .max(2048, 'push.endpoint is too long')
  .regex(/^https:\/\/\S+$/, 'push.endpoint must be an https address');

export const backInStockBodySchema = z.strictObject({
  sku: skuField({ trim: true }),
  email: emailField({ required: 'Enter your email address' }),
});

export const backInStockPushBodySchema = z.strictObject({
  sku: skuField({ trim: true }),
  push: z.strictObject({ endpoint: pushEndpoint }, { error: 'push must be { endpoint }' }),
});

// ---- Collection pages and the menu: shapes here; the field rules (collectionFieldErrors, menuPlanErrors) answer
// their errors by field, as the forms show them.

const handleSegment = z.string().trim().min(1).max(120);

/** A collection's handle from its address: '/api/admin/collections/speaker-wire/10-Gauge-(AWG)' has two segments. */
export const collectionAddressParams = z.object({ handle: handleSegment, sub: handleSegment.optional() });
export const adminCollectionParams = collectionAddressParams.transform(({ handle, sub }) => ({
  handle: sub ? `${handle}/${sub}` : handle,
}));

export const adminCollectionsQuerySchema = z.object({
  page: z.string().max(6).optional(),
  pageSize: z.string().max(6).optional(),
  q: z.preprocess(blank, z.string().trim().max(CATALOGUE_ADMIN_LIMITS.searchMaxLength).optional()),
});

const pageText = z.string().max(10_000);

export const collectionPatchSchema = z
  .strictObject({
    collection_page_title: pageText.optional(),
    collection_page_keywords: pageText.optional(),
    collection_seo_description: pageText.optional(),
    collection_description: pageText.optional(),
    collection_page_image: pageText.optional(),
  })
  .refine(atLeastOne, { message: 'Nothing to change' });

const planText = z.string().max(500);
const planList = z.array(z.string().trim().min(1).max(200)).max(50);

const menuPlanColumnSchema = z.strictObject({
  title: planText,
  subtitle: planText,
  link: planText,
  skus: planList,
  subCollections: planList,
  hidePricing: z.boolean(),
  hidden: z.boolean(),
});

const menuPlanCategorySchema = z.strictObject({
  category: planText,
  handle: planText,
  featured: planList,
  mobileOnly: z.boolean(),
  collections: z.array(menuPlanColumnSchema).max(50),
});

export const menuPlanSchema = z
  .strictObject({
    left: z.array(menuPlanCategorySchema).max(20),
    right: z.array(menuPlanCategorySchema).max(20),
    // What GET answered may come back as it was: its time is the service's to set.
    editedAt: z.string().max(40).nullable().optional(),
  })
  .transform(({ left, right }) => ({ left, right }));
