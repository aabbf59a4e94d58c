import { IMAGES, imageSources } from '../index';

const card = '/api/product-images/SDR-12%20D2.svg';
const at = (w: number, src = card) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=85`;

describe('imageSources', () => {
  it('serves a product card image at 250 px and 500 px for 2x screens, at the spec quality', () => {
    expect(imageSources(card, IMAGES.productCardPx)).toEqual({
      src: at(250),
      srcSet: `${at(250)} 1x, ${at(500)} 2x`,
    });
  });

  it('encodes the source with its query as one parameter', () => {
    const src = '/api/product-images/A.svg?view=2';
    expect(imageSources(src, 600).src).toBe('/_next/image?url=%2Fapi%2Fproduct-images%2FA.svg%3Fview%3D2&w=600&q=85');
  });

  it.each([
    [IMAGES.bundleChildPx, 50, 100],
    [44, 50, 100],
    [72, 100, 150],
    [IMAGES.menuImagePx, 400, 800],
    [IMAGES.headerCardPx, 410, 820],
  ])('rounds %i px up to the widths the optimiser renders (%i, %i)', (px, one, two) => {
    expect(imageSources(card, px)).toEqual({ src: at(one), srcSet: `${at(one)} 1x, ${at(two)} 2x` });
  });

  it('gives no 2x when the largest width already serves 1x', () => {
    expect(imageSources('/api/reviews/photos/1.svg', 1600)).toEqual({ src: at(1600, '/api/reviews/photos/1.svg') });
    expect(imageSources('/api/reviews/photos/1.svg', 1200).srcSet).toContain('&w=1600&q=85 2x');
  });

  it('passes every address through the given mapping (the store origin of the cart embedded elsewhere)', () => {
    const onStore = (url: string) => (url.startsWith('/') ? `https://store.example${url}` : url);
    const { src, srcSet } = imageSources(card, 50, onStore);
    expect(src).toBe(`https://store.example${at(50)}`);
    expect(srcSet).toBe(`https://store.example${at(50)} 1x, https://store.example${at(100)} 2x`);
    expect(imageSources('/img/x.png', 50, onStore)).toEqual({ src: 'https://store.example/img/x.png' });
  });

  it.each([
    'https://cdn.example/x.png',
    '//cdn.example/x.png',
    'data:image/png;base64,AAAA',
    'blob:https://store.example/1',
    '/favicon.svg',
    '',
  ])('leaves %p as it is', (src) => {
    expect(imageSources(src, 250)).toEqual({ src });
  });
});
