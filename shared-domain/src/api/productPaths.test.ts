import { productByHandlePath } from './productPaths';

describe('productByHandlePath: the product page data address the remote asks and the gateway preloads', () => {
  it.each([
    ['sdr-12', undefined, '/api/products/by-handle/sdr-12'],
    ['sdr-12', null, '/api/products/by-handle/sdr-12'],
    ['sdr-12', 'SDR-12 D2', '/api/products/by-handle/sdr-12?sku=SDR-12+D2'],
    ['a/b?c', undefined, '/api/products/by-handle/a%2Fb%3Fc'],
  ])('%s with sku %s is %s', (handle, sku, path) => {
    expect(productByHandlePath(handle, sku)).toBe(path);
  });
});
