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

export const backInStockBodySchema = z.strictObject({
  sku: skuField({ trim: true }),
  email: emailField({ required: 'Enter your email address' }),
});
