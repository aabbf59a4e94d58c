// The catalog's routes as the API description declares them (services/platform openapi.ts): the same schemas the
// handlers parse with. test/openapi.test.ts fails on a route registered without its declaration here.
import { z } from 'zod';
import type { RouteDeclaration, ServiceApi } from '@storefront/service-platform';
import { BACK_IN_STOCK_PATH } from '@storefront/shared-domain';
import {
  byHandleQuerySchema,
  collectionQuerySchema,
  fitToolAmplifiersQuerySchema,
  fitToolEnclosuresQuerySchema,
  fitToolSubwoofersQuerySchema,
  handleSchema,
  imageQuerySchema,
  productImageParamsSchema,
  releaseBodySchema,
  reserveBodySchema,
  reviewScoreBodySchema,
  searchQuerySchema,
  skuSchema,
  vehicleElectricalQuerySchema,
  vehicleModelsQuerySchema,
  vehiclesQuerySchema,
} from './schemas';

import {
  adminProductsQuerySchema,
  adminSkuParams,
  collectionAddressParams,
  adminCollectionsQuerySchema,
  backInStockPushBodySchema,
  collectionPatchSchema,
  menuPlanSchema,
  backInStockBodySchema,
  fitmentImportQuerySchema,
  fitmentJsonBodySchema,
  productPatchSchema,
  variantPatchSchema,
} from '../admin/schemas';

const skuParams = z.object({ sku: skuSchema });
const handleParams = z.object({ handle: handleSchema });
const json = (description: string, schema?: z.ZodType) => ({ status: 200, description, schema });

const products: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/product/stock/:sku',
    operationId: 'getProductStock',
    summary: 'Stock of one product (never cached)',
    params: skuParams,
    answer: json('The product stock: quantity and flags'),
  },
  {
    method: 'get',
    path: '/api/product/:sku',
    operationId: 'getProduct',
    summary: 'One product by sku (ProductDetail, with props.Size)',
    params: skuParams,
    session: 'optional',
    answer: json('ProductDetail; dealers see their prices'),
  },
  {
    method: 'get',
    path: '/api/products/by-handle/:handle',
    operationId: 'getProductPage',
    summary: 'The product page: a product by handle, a variant by sku, and its frequently-bought-together cards',
    params: handleParams,
    query: byHandleQuerySchema,
    session: 'optional',
    answer: json('The product page data; an unknown handle is a 404'),
  },
  {
    method: 'get',
    path: '/api/product-images/:file',
    operationId: 'getProductImage',
    summary: 'A generated product image',
    params: productImageParamsSchema,
    query: imageQuerySchema,
    answer: { status: 200, description: 'The image', contentType: 'image/svg+xml' },
  },
];

const listings: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/collections/:handle',
    operationId: 'getCollection',
    summary: 'A collection page; the vehicle-specific collection is also the vehicle finder',
    params: handleParams,
    query: collectionQuerySchema,
    session: 'optional',
    answer: json('CollectionResponse; an unknown handle is a 404'),
  },
  {
    method: 'get',
    path: '/api/collections/:handle/:sub',
    operationId: 'getSubCollection',
    summary: 'A sub-collection page',
    params: z.object({ handle: handleSchema, sub: handleSchema }),
    query: collectionQuerySchema,
    session: 'optional',
    answer: json('CollectionResponse; an unknown handle is a 404'),
  },
  {
    method: 'get',
    path: '/api/search',
    operationId: 'searchProducts',
    summary: 'Search products: typeahead or full results',
    query: searchQuerySchema,
    session: 'optional',
    answer: json('SearchResponse: { query, products, total }'),
  },
  {
    method: 'get',
    path: '/api/menu',
    operationId: 'getMenu',
    summary: 'The main menu (MenuData)',
    answer: json('MenuData'),
  },
];

const fitTools: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/fit-tools/subwoofers',
    operationId: 'listFitToolSubwoofers',
    summary: 'Subwoofers with their audio parameters (box design calculator)',
    query: fitToolSubwoofersQuerySchema,
    session: 'optional',
    answer: json('FitToolSubwoofersResponse'),
  },
  {
    method: 'get',
    path: '/api/fit-tools/amplifiers',
    operationId: 'listFitToolAmplifiers',
    summary: 'Amplifiers with their audio parameters (wiring planner)',
    query: fitToolAmplifiersQuerySchema,
    session: 'optional',
    answer: json('FitToolAmplifiersResponse'),
  },
  {
    method: 'get',
    path: '/api/fit-tools/enclosures',
    operationId: 'listFitToolEnclosures',
    summary: 'Enclosures with their audio parameters',
    query: fitToolEnclosuresQuerySchema,
    session: 'optional',
    answer: json('FitToolEnclosuresResponse'),
  },
];

const vehicles: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/vehicles/years',
    operationId: 'listVehicleYears',
    summary: "The vehicle finder's years, in the finder's order",
    answer: json('{ years }', z.object({ years: z.array(z.number().int()) })),
  },
  {
    method: 'get',
    path: '/api/vehicles/makes',
    operationId: 'listVehicleMakes',
    summary: 'Makes some enclosure fits (of a year)',
    query: vehiclesQuerySchema,
    answer: json('{ makes }', z.object({ makes: z.array(z.string()) })),
  },
  {
    method: 'get',
    path: '/api/vehicles/models',
    operationId: 'listVehicleModels',
    summary: 'Models of a make some enclosure fits (of a year)',
    query: vehicleModelsQuerySchema,
    answer: json('{ models }', z.object({ models: z.array(z.string()) })),
  },
  {
    method: 'get',
    path: '/api/vehicles/trims',
    operationId: 'listVehicleTrims',
    summary: 'Trims (cab styles) of the enclosures fitting a year, make and model; [] when they carry none',
    query: vehicleElectricalQuerySchema,
    answer: json('{ trims }', z.object({ trims: z.array(z.string()) })),
  },
  {
    method: 'get',
    path: '/api/vehicles/electrical',
    operationId: 'getVehicleElectrical',
    summary: "A vehicle's alternator and battery, for the electrical planner",
    query: vehicleElectricalQuerySchema,
    answer: json('VehicleElectricalResponse'),
  },
];

/** Called by the reviews and cart services with a signed service call; the gateway does not route /api/internal. */
const internal: RouteDeclaration[] = [
  {
    method: 'put',
    path: '/api/internal/products/:sku/review-score',
    operationId: 'putProductReviewScore',
    summary: "The reviews service's new score of a product",
    params: skuParams,
    body: reviewScoreBodySchema,
    answer: json('{ sku, count, avgScore }'),
    audience: 'internal',
  },
  {
    method: 'post',
    path: '/api/internal/stock/reserve',
    operationId: 'reserveStock',
    summary: 'Reserve the stock of an order (idempotent by reservationId)',
    body: reserveBodySchema,
    answer: json('{ reservationId, lines }; 409 out_of_stock with the available quantities'),
    audience: 'internal',
  },
  {
    method: 'post',
    path: '/api/internal/stock/release',
    operationId: 'releaseStock',
    summary: 'Give the stock of a reservation back',
    body: releaseBodySchema,
    answer: json('{ released }'),
    audience: 'internal',
  },
];

const alerts: RouteDeclaration[] = [
  {
    method: 'post',
    path: BACK_IN_STOCK_PATH,
    operationId: 'requestBackInStockAlert',
    summary: 'Be told by email or push when an out-of-stock product is back (once per address or endpoint and sku)',
    body: z.union([backInStockBodySchema, backInStockPushBodySchema]),
    rateLimited: true,
    answer: {
      status: 202,
      description: '{ sku, email | push, waiting }; 400 bad email, endpoint or sku; 409 in stock',
    },
  },
];

const staff = { session: 'required' as const };
const collectionPaths = ['/api/admin/collections/:handle', '/api/admin/collections/:handle/:sub'];
const adminPages: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/admin/collections',
    operationId: 'adminListCollections',
    summary: 'Back office: the collection pages, paged (q = handle or title)',
    query: adminCollectionsQuerySchema,
    ...staff,
    answer: json('AdminPage<AdminCollectionRow>'),
  },
  ...collectionPaths.flatMap((path, i): RouteDeclaration[] => [
    {
      method: 'get',
      path,
      operationId: i === 0 ? 'adminGetCollection' : 'adminGetSubCollection',
      summary: 'Back office: a collection page',
      params: i === 0 ? collectionAddressParams.pick({ handle: true }) : collectionAddressParams.required(),
      ...staff,
      answer: json('AdminCollection; 404 unknown handle'),
    },
    {
      method: 'patch',
      path,
      operationId: i === 0 ? 'adminUpdateCollection' : 'adminUpdateSubCollection',
      summary: "Back office: change a collection page's texts and image",
      params: i === 0 ? collectionAddressParams.pick({ handle: true }) : collectionAddressParams.required(),
      body: collectionPatchSchema,
      ...staff,
      answer: json('AdminCollection; 400 { details: { fields } }'),
    },
  ]),
  {
    method: 'get',
    path: '/api/admin/menu',
    operationId: 'adminGetMenu',
    summary: "Back office: the header menu's plan",
    ...staff,
    answer: json('AdminMenu'),
  },
  {
    method: 'put',
    path: '/api/admin/menu',
    operationId: 'adminSaveMenu',
    summary: 'Back office: save the header menu (its skus and handles checked against the catalogue)',
    body: menuPlanSchema,
    ...staff,
    answer: json('AdminMenu; 400 { details: { fields } } by field path'),
  },
];

const admin: RouteDeclaration[] = [
  {
    method: 'get',
    path: '/api/admin/catalogue/products',
    operationId: 'adminListProducts',
    summary: 'Back office: the products, paged (q = sku or name; category, stock, discontinued)',
    query: adminProductsQuerySchema,
    ...staff,
    answer: json('AdminPage<AdminProductRow>'),
  },
  {
    method: 'get',
    path: '/api/admin/catalogue/categories',
    operationId: 'adminListCategories',
    summary: 'Back office: the categories the products list filters by',
    ...staff,
    answer: json('{ categories }'),
  },
  {
    method: 'get',
    path: '/api/admin/catalogue/products/:sku',
    operationId: 'adminGetProduct',
    summary: 'Back office: a product with its variants',
    params: adminSkuParams,
    ...staff,
    answer: json('AdminProductDetail'),
  },
  {
    method: 'patch',
    path: '/api/admin/catalogue/products/:sku',
    operationId: 'adminUpdateProduct',
    summary: 'Back office: change prices, pre-order settings or discontinued (409 when changed meanwhile)',
    params: adminSkuParams,
    body: productPatchSchema,
    ...staff,
    answer: json('AdminProductDetail'),
  },
  {
    method: 'patch',
    path: '/api/admin/catalogue/variants/:sku',
    operationId: 'adminUpdateVariant',
    summary: 'Back office: change a variant: price, stock per warehouse, pre-order, discontinued',
    params: adminSkuParams,
    body: variantPatchSchema,
    ...staff,
    answer: json('AdminProductDetail of the variant'),
  },
  {
    method: 'post',
    path: '/api/admin/fitment/import',
    operationId: 'adminImportFitment',
    summary: 'Back office: check (dryRun=1) or apply a fitment CSV (text/csv up to 2 MB, or JSON { csv })',
    query: fitmentImportQuerySchema,
    body: fitmentJsonBodySchema,
    ...staff,
    answer: json('FitmentImportResult; 422 with the per-line report when a line is bad'),
  },
  {
    method: 'get',
    path: '/api/admin/fitment/export',
    operationId: 'adminExportFitment',
    summary: 'Back office: the fitment CSV of the whole catalogue',
    ...staff,
    answer: { status: 200, description: 'fitment.csv', contentType: 'text/csv' },
  },
];

export const serviceApi: ServiceApi = {
  area: 'catalog',
  description: 'Products, collections and the vehicle finder, search, the menu, fit tools and product images.',
  routes: [...products, ...alerts, ...listings, ...fitTools, ...vehicles, ...admin, ...adminPages, ...internal],
};
