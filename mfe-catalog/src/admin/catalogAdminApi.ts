// The catalogue's back-office endpoints (products, variants, fitment, collection pages, the menu), injected into the
// shared api from the lazily loaded admin code only: a shopper's page never carries them. Every change refreshes the
// section's reads.
import { baseApi } from '@storefront/shared-domain';
import { handlePath } from './paths';
import type {
  AdminCollection,
  AdminCollectionRow,
  AdminMenu,
  AdminPage,
  AdminProductDetail,
  AdminProductRow,
  CollectionPatch,
  FitmentImportResult,
  MenuPlan,
  ProductPatch,
  VariantPatch,
} from '@storefront/shared-domain/admin';

export const ADMIN_CATALOG_API = {
  products: '/api/admin/catalogue/products',
  categories: '/api/admin/catalogue/categories',
  variants: '/api/admin/catalogue/variants',
  fitmentImport: '/api/admin/fitment/import',
  fitmentExport: '/api/admin/fitment/export',
  collections: '/api/admin/collections',
  menu: '/api/admin/menu',
} as const;

const withTags = baseApi.enhanceEndpoints({ addTagTypes: ['CatalogAdmin'] });
const at = (base: string, sku: string) => `${base}/${encodeURIComponent(sku)}`;

export const catalogAdminApi = withTags.injectEndpoints({
  endpoints: (build) => ({
    catalogAdminProducts: build.query<AdminPage<AdminProductRow>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_CATALOG_API.products, params, cache: 'no-store' }),
      providesTags: ['CatalogAdmin'],
    }),
    catalogAdminCategories: build.query<{ categories: string[] }, void>({
      query: () => ({ url: ADMIN_CATALOG_API.categories, cache: 'no-store' }),
    }),
    catalogAdminProduct: build.query<AdminProductDetail, string>({
      query: (sku) => ({ url: at(ADMIN_CATALOG_API.products, sku), cache: 'no-store' }),
      providesTags: ['CatalogAdmin'],
    }),
    catalogAdminUpdateProduct: build.mutation<AdminProductDetail, { sku: string; patch: ProductPatch }>({
      query: ({ sku, patch }) => ({ url: at(ADMIN_CATALOG_API.products, sku), method: 'PATCH', body: patch }),
      invalidatesTags: ['CatalogAdmin'],
    }),
    catalogAdminUpdateVariant: build.mutation<AdminProductDetail, { sku: string; patch: VariantPatch }>({
      query: ({ sku, patch }) => ({ url: at(ADMIN_CATALOG_API.variants, sku), method: 'PATCH', body: patch }),
      invalidatesTags: ['CatalogAdmin'],
    }),
    // Sent as text/csv: a file of up to 2 MB is read by that route alone (JSON bodies are kept small).
    catalogAdminImportFitment: build.mutation<FitmentImportResult, { csv: string; dryRun: boolean }>({
      query: ({ csv, dryRun }) => ({
        url: `${ADMIN_CATALOG_API.fitmentImport}${dryRun ? '?dryRun=1' : ''}`,
        method: 'POST',
        body: csv,
        headers: { 'content-type': 'text/csv' },
      }),
      invalidatesTags: (_result, _error, { dryRun }) => (dryRun ? [] : ['CatalogAdmin']),
    }),
    catalogAdminCollections: build.query<AdminPage<AdminCollectionRow>, Record<string, string>>({
      query: (params) => ({ url: ADMIN_CATALOG_API.collections, params, cache: 'no-store' }),
      providesTags: ['CatalogAdmin'],
    }),
    catalogAdminCollection: build.query<AdminCollection, string>({
      query: (handle) => ({ url: `${ADMIN_CATALOG_API.collections}/${handlePath(handle)}`, cache: 'no-store' }),
      providesTags: ['CatalogAdmin'],
    }),
    catalogAdminUpdateCollection: build.mutation<AdminCollection, { handle: string; patch: CollectionPatch }>({
      query: ({ handle, patch }) => ({
        url: `${ADMIN_CATALOG_API.collections}/${handlePath(handle)}`,
        method: 'PATCH',
        body: patch,
      }),
      invalidatesTags: ['CatalogAdmin'],
    }),
    catalogAdminMenu: build.query<AdminMenu, void>({
      query: () => ({ url: ADMIN_CATALOG_API.menu, cache: 'no-store' }),
      providesTags: ['CatalogAdmin'],
    }),
    catalogAdminSaveMenu: build.mutation<AdminMenu, MenuPlan>({
      query: (plan) => ({ url: ADMIN_CATALOG_API.menu, method: 'PUT', body: plan }),
      invalidatesTags: ['CatalogAdmin'],
    }),
  }),
});

export const {
  useCatalogAdminProductsQuery,
  useCatalogAdminCategoriesQuery,
  useCatalogAdminProductQuery,
  useCatalogAdminUpdateProductMutation,
  useCatalogAdminUpdateVariantMutation,
  useCatalogAdminImportFitmentMutation,
  useCatalogAdminCollectionsQuery,
  useCatalogAdminCollectionQuery,
  useCatalogAdminUpdateCollectionMutation,
  useCatalogAdminMenuQuery,
  useCatalogAdminSaveMenuMutation,
} = catalogAdminApi;
