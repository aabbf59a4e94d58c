export { ProductPage, PRODUCT_TEXTS } from './ProductPage';
export { productApi, useGetProductByHandleQuery, productByHandlePath } from './productApi';
