import { ProductPage } from '../features/product-page';

/** './ProductPage': /products/:handle (root data-boundary="product"). */
export default function ProductPageExpose() {
  return <ProductPage />;
}
