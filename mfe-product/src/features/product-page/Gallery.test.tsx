import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './Gallery';

beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries the coordinates the swipe reads.
  if (!('PointerEvent' in window)) {
    Object.defineProperty(window, 'PointerEvent', {
      value: class PointerEvent extends MouseEvent {},
      configurable: true,
    });
  }
});

const IMAGES = [
  { url: 'https://img.test/1.jpg', altText: 'Front' },
  { url: 'https://img.test/2.jpg' },
  { url: 'https://img.test/3.jpg' },
];

const image = () => screen.getByTestId('product-gallery-image');
const stage = () => screen.getByTestId('product-gallery-stage');

describe('Gallery', () => {
  it('reserves its space: explicit width and height on every image', () => {
    render(<Gallery images={IMAGES} name="Sub" />);
    expect(image()).toHaveAttribute('width', '600');
    expect(image()).toHaveAttribute('height', '600');
    for (const thumb of screen.getByTestId('product-gallery-thumbs').querySelectorAll('img')) {
      expect(thumb).toHaveAttribute('width', '64');
      expect(thumb).toHaveAttribute('height', '64');
    }
  });

  it("shows the store's images through the image optimiser at the size shown, 2x for high-density screens", () => {
    const at = (w: number, view = '') => `/_next/image?url=%2Fapi%2Fproduct-images%2FZVX-10.svg${view}&w=${w}&q=85`;
    const images = [{ url: '/api/product-images/ZVX-10.svg' }, { url: '/api/product-images/ZVX-10.svg?view=2' }];
    render(<Gallery images={images} name="Sub" />);
    expect(image()).toHaveAttribute('src', at(600));
    expect(image()).toHaveAttribute('srcset', `${at(600)} 1x, ${at(1200)} 2x`);
    const thumb = screen.getByTestId('product-gallery-thumbs').querySelectorAll('img')[1];
    expect(thumb).toHaveAttribute('src', at(100, '%3Fview%3D2'));
    expect(thumb).toHaveAttribute('srcset', `${at(100, '%3Fview%3D2')} 1x, ${at(150, '%3Fview%3D2')} 2x`);
  });

  it('fetches the first image shown at once with high priority; thumbnails load lazily', () => {
    render(<Gallery images={IMAGES} name="Sub" />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
    const thumbs = screen.getByTestId('product-gallery-thumbs').querySelectorAll('img');
    expect(thumbs).toHaveLength(IMAGES.length);
    for (const thumb of thumbs) {
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).not.toHaveAttribute('fetchpriority');
    }
    // Another image chosen by the shopper is not the page's first paint: shown at once, without the priority.
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).not.toHaveAttribute('fetchpriority');
  });

  it('moves with the arrow keys, wrapping around, and falls back to the product name for alt text', () => {
    render(<Gallery images={IMAGES} name="Sub" />);
    expect(image()).toHaveAttribute('alt', 'Front');
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(image()).toHaveAttribute('src', 'https://img.test/2.jpg');
    expect(image()).toHaveAttribute('alt', 'Sub');
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    expect(image()).toHaveAttribute('src', 'https://img.test/3.jpg');
  });

  it('moves by one on a horizontal swipe and ignores short or vertical moves', () => {
    render(<Gallery images={IMAGES} name="Sub" />);
    const swipe = (fromX: number, toX: number, toY = 0) => {
      fireEvent.pointerDown(stage(), { clientX: fromX, clientY: 0 });
      fireEvent.pointerUp(stage(), { clientX: toX, clientY: toY });
    };
    swipe(300, 200);
    expect(image()).toHaveAttribute('src', 'https://img.test/2.jpg');
    swipe(200, 300);
    expect(image()).toHaveAttribute('src', 'https://img.test/1.jpg');
    swipe(300, 280);
    swipe(300, 200, 200);
    expect(image()).toHaveAttribute('src', 'https://img.test/1.jpg');
  });

  it('shows the thumbnail picked, with arrows and thumbnails only for several images', () => {
    const { unmount } = render(<Gallery images={IMAGES} name="Sub" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(image()).toHaveAttribute('src', 'https://img.test/3.jpg');
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(image()).toHaveAttribute('src', 'https://img.test/1.jpg');
    unmount();
    render(<Gallery images={IMAGES.slice(0, 1)} name="Sub" />);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByTestId('product-gallery-thumbs')).toBeNull();
  });
});
