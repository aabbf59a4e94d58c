export { ProductPage } from './ProductPage';
export { productApi, useGetProductByHandleQuery } from './productApi';
