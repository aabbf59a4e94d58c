export { ProductPage } from './ProductPage';
export { productApi, useGetProductByHandleQuery, productByHandlePath } from './productApi';
