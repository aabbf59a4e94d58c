import { collectionFieldErrors, listFieldValues, menuLinkHandle, menuPlanErrors, type MenuPlan } from './catalogPages';

const column = (overrides = {}) => ({
  title: 'Monoblock Amplifiers',
  subtitle: '',
  link: 'car-amplifiers',
  skus: ['RP-1200.1D'],
  subCollections: [],
  hidePricing: false,
  hidden: false,
  ...overrides,
});
const plan = (overrides = {}, columnOverrides = {}): MenuPlan => ({
  left: [
    {
      category: 'Amplifiers',
      handle: 'car-amplifiers',
      featured: ['RP-2000.1D'],
      mobileOnly: false,
      collections: [column(columnOverrides)],
      ...overrides,
    },
  ],
  right: [],
});

describe('collection page fields', () => {
  it('takes texts within their limits and an image path or https address', () => {
    expect(
      collectionFieldErrors({
        collection_page_title: 'Car Subwoofers',
        collection_page_image: '/api/product-images/x.svg',
        collection_description: '',
      }),
    ).toEqual({});
    expect(collectionFieldErrors({ collection_page_image: 'https://cdn.example/x.png' })).toEqual({});
    expect(collectionFieldErrors({ collection_page_image: '' })).toEqual({});
  });

  it('refuses an empty title, long texts and other image addresses', () => {
    expect(
      collectionFieldErrors({
        collection_page_title: '  ',
        collection_page_keywords: 'k'.repeat(301),
        collection_page_image: 'javascript:alert(1)',
      }),
    ).toEqual({
      collection_page_title: 'Enter the page title.',
      collection_page_keywords: 'Use at most 300 characters.',
      collection_page_image: "Enter a path starting with '/' or an https address, or leave it empty.",
    });
    expect(collectionFieldErrors({ collection_page_image: '//evil.example/x' })).toHaveProperty(
      'collection_page_image',
    );
  });
});

describe('menu plans', () => {
  it('accepts a plan with names, collection links (filters allowed) and featured products', () => {
    expect(menuPlanErrors(plan())).toEqual({});
    expect(menuPlanErrors(plan({}, { link: 'vehicle-specific-subwoofer-enclosures?type=Loaded' }))).toEqual({});
    expect(menuPlanErrors(plan({}, { link: 'speaker-wire/10-Gauge-(AWG)' }))).toEqual({});
  });

  it('names each bad field by its path', () => {
    expect(menuPlanErrors(plan({ category: ' ', featured: [], handle: 'x?y=1' }, { title: '', link: '/abs' }))).toEqual(
      {
        'left.0.category': 'Enter a name.',
        'left.0.featured': 'A category needs at least one featured product: its first one gives the menu its image.',
        'left.0.handle': expect.stringContaining('collection handle'),
        'left.0.collections.0.title': 'Enter a name.',
        'left.0.collections.0.link': expect.stringContaining('collection handle'),
      },
    );
    const many = plan({}, { skus: Array.from({ length: 13 }, (_, i) => `S-${i}`) });
    expect(menuPlanErrors(many)).toEqual({ 'left.0.collections.0.skus': 'At most 12 products.' });
    const sides = { left: Array.from({ length: 9 }, () => plan().left[0]), right: [] };
    expect(menuPlanErrors(sides)).toEqual({ left: 'At most 8 categories.' });
  });

  it('reads lists typed one per line or with commas, keeping spaces inside a sku', () => {
    expect(listFieldValues(' EVL-12 D2\n\nSVR-12 D2 , ZVX-10 D4,')).toEqual(['EVL-12 D2', 'SVR-12 D2', 'ZVX-10 D4']);
    expect(menuLinkHandle('vehicle-specific-subwoofer-enclosures?type=Loaded')).toBe(
      'vehicle-specific-subwoofer-enclosures',
    );
  });
});
