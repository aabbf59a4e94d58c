import request from 'supertest';
import { CONTENT_PAGES } from '../src/content/pages';
import { CONTENT_LINK_HREF } from '../src/content/types';
import type { ContentBlock } from '../src/content/types';
import { contentPageHead, seedContentPages } from '../src/domain/content-pages';
import { marketingModels } from '../src/models';
import { seed } from '../src/seed';
import { setUpMarketingApp } from './helpers';

jest.setTimeout(60_000);

const marketing = setUpMarketingApp('marketing-pages', {}, (db) => seed(db.connection, { products: [] }));

const SEEDED_HANDLES = [
  'contact-us',
  'return-policy',
  'career-opportunities',
  'about-us',
  'frequently-asked-questions',
  'privacy-policy',
  'warranty-policy',
  'financing',
  'terms-and-conditions',
  'reviews',
  'shipping-policy',
  'jobs',
  'box-design-calculator',
  'subwoofer-wiring-diagrams',
];

describe('GET /api/marketing/pages/:handle', () => {
  it.each(SEEDED_HANDLES)('answers the seeded page %s, cacheable for a minute', async (handle) => {
    const res = await request(marketing.app).get(`/api/marketing/pages/${handle}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(Object.keys(res.body).sort()).toEqual(['blocks', 'description', 'handle', 'title', 'updatedAt']);
    expect(res.body.handle).toBe(handle);
    expect(res.body.title.length).toBeGreaterThan(2);
    // Good for a <head>: a sentence or two, within what search results show.
    expect(res.body.description.length).toBeGreaterThan(40);
    expect(res.body.description.length).toBeLessThanOrEqual(200);
    expect(new Date(res.body.updatedAt).toISOString()).toBe(res.body.updatedAt);
    expect(res.body.blocks.length).toBeGreaterThan(0);
  });

  it('the contact page has the contact form, the store phone and the support hours', async () => {
    const res = await request(marketing.app).get('/api/marketing/pages/contact-us');
    const blocks = res.body.blocks as ContentBlock[];
    expect(blocks.filter((b) => b.type === 'contact-form')).toHaveLength(1);
    const text = JSON.stringify(blocks);
    expect(text).toContain('(888) 501-7527');
    expect(text).toContain('tel:+18885017527');
    expect(text).toContain('Support hours: 9:00 AM - 5:30 PM ET, every day');
  });

  it('the jobs page links to the career opportunities page', async () => {
    const res = await request(marketing.app).get('/api/marketing/pages/jobs');
    const hrefs = (res.body.blocks as ContentBlock[]).flatMap((b) =>
      b.type === 'links' ? b.items.map((i) => i.href) : [],
    );
    expect(hrefs).toContain('/pages/career-opportunities');
  });

  it('every seeded block has the contract shape and every link a safe target', () => {
    for (const page of CONTENT_PAGES) {
      for (const block of page.blocks) {
        switch (block.type) {
          case 'heading':
            expect([2, 3]).toContain(block.level);
            expect(block.text).not.toBe('');
            break;
          case 'paragraph':
            expect(block.text).not.toBe('');
            break;
          case 'list':
            expect(block.items.length).toBeGreaterThan(0);
            break;
          case 'links':
            for (const item of block.items) expect(item.href).toMatch(CONTENT_LINK_HREF);
            break;
          case 'faq':
            for (const item of block.items) expect(item.question && item.answer).toBeTruthy();
            break;
          case 'contact-form':
            expect(page.handle).toBe('contact-us');
            break;
          default:
            throw new Error(`unknown block in ${page.handle}: ${JSON.stringify(block)}`);
        }
      }
    }
  });

  it.each(['become-a-dealer', 'no-such-page', 'Contact-Us', 'contact_us', '-x', 'a'.repeat(82), '..%2Fsecrets'])(
    'answers 404 page_not_found for %s',
    async (handle) => {
      const res = await request(marketing.app).get(`/api/marketing/pages/${handle}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'page_not_found', message: 'Page not found' } });
    },
  );

  it('gives a page head (title and description) for the gateway', async () => {
    const models = marketingModels(marketing.db.connection);
    expect(await contentPageHead(models, 'about-us')).toEqual({
      title: 'About Us',
      description: CONTENT_PAGES.find((p) => p.handle === 'about-us')!.description,
    });
    expect(await contentPageHead(models, 'nope')).toBeNull();
  });
});

describe('content page seed', () => {
  it('adds missing pages without overwriting edited ones', async () => {
    const { ContentPage } = marketingModels(marketing.db.connection);
    await ContentPage.updateOne({ handle: 'about-us' }, { $set: { title: 'Our Story' } });
    await ContentPage.deleteOne({ handle: 'financing' });
    expect(await seedContentPages(marketingModels(marketing.db.connection))).toEqual(['financing']);
    await seed(marketing.db.connection, { products: [] });
    expect((await ContentPage.findOne({ handle: 'about-us' }).lean())?.title).toBe('Our Story');
    expect(await ContentPage.countDocuments({})).toBe(SEEDED_HANDLES.length);
    const res = await request(marketing.app).get('/api/marketing/pages/about-us');
    expect(res.body.title).toBe('Our Story');
  });
});
