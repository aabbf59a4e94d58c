import request from 'supertest';
import { contentBlocksToText, contentInputProblems, contentTextToBlocks } from '@storefront/shared-domain/admin';
import type { AdminContentPage, AdminContentRow } from '@storefront/shared-domain/admin';
import { CONTENT_PAGES } from '../src/content/pages';
import { contentPageHead } from '../src/domain/content-pages';
import { marketingModels } from '../src/models';
import { auditEntries, setUpAdminApp, staffHeaders } from './admin-helpers';

jest.setTimeout(60_000);

const kit = setUpAdminApp('marketing-admin-content');
const get = (path: string) => request(kit.app).get(`/api/admin/marketing${path}`).set(staffHeaders());
const put = (slug: string, body: object) =>
  request(kit.app).put(`/api/admin/marketing/content/${slug}`).set(staffHeaders()).send(body);
const shop = (slug: string) => request(kit.app).get(`/api/marketing/pages/${slug}`);

const edited = {
  title: 'About Our Shop',
  description: 'Who we are, where we install, and why we love bass.',
  blocks: [
    { type: 'heading', level: 2, text: 'Since 1999' },
    { type: 'paragraph', text: 'We install car audio every day.' },
    { type: 'links', items: [{ text: 'Contact', href: '/pages/contact-us' }] },
  ],
  published: true,
};

describe('the list and one page', () => {
  it('lists the seeded pages by address, paged on the server', async () => {
    const res = await get('/content?pageSize=5');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 5, total: CONTENT_PAGES.length });
    const rows = res.body.data as AdminContentRow[];
    expect(rows.map((r) => r.handle)).toEqual([...rows.map((r) => r.handle)].sort());
    expect(rows.every((r) => r.published)).toBe(true);
  });

  it('shows one page as staff edit it; 404 for an unknown address, 400 for one no page can have', async () => {
    const res = await get('/content/about-us');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ handle: 'about-us', published: true });
    expect(res.body.blocks.length).toBeGreaterThan(0);
    expect((await get('/content/no-such-page')).status).toBe(404);
    expect((await get('/content/Not_A_Slug')).status).toBe(400);
  });
});

describe('PUT /api/admin/marketing/content/:slug', () => {
  it('changes the page the shopper sees, and audits the change with before and after', async () => {
    const res = await put('about-us', edited);
    expect(res.status).toBe(200);
    expect((res.body as AdminContentPage).title).toBe('About Our Shop');
    const page = await shop('about-us');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ title: 'About Our Shop', blocks: edited.blocks });
    const entry = (await auditEntries(kit.queue)).find((e) => e.action === 'content.update')!;
    expect(entry.target).toEqual({ kind: 'content-page', id: 'about-us' });
    expect((entry.before as AdminContentPage).title).toBe('About Us');
    expect((entry.after as AdminContentPage).title).toBe('About Our Shop');
  });

  it('an unpublished page is not found by shoppers, and back once published again', async () => {
    expect((await put('about-us', { ...edited, published: false })).status).toBe(200);
    expect((await shop('about-us')).status).toBe(404);
    // The gateway's server-rendered <head> reads it the same way.
    expect(await contentPageHead(marketingModels(kit.db.connection), 'about-us')).toBeNull();
    expect((await get('/content/about-us')).body.published).toBe(false);
    expect((await put('about-us', edited)).status).toBe(200);
    expect((await shop('about-us')).status).toBe(200);
  });

  it('adds a page at a free address (201)', async () => {
    const res = await put('winter-install-days', { ...edited, title: 'Winter install days' });
    expect(res.status).toBe(201);
    expect((await shop('winter-install-days')).body.title).toBe('Winter install days');
    expect((await auditEntries(kit.queue)).some((e) => e.action === 'content.create')).toBe(true);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title: Enter a title.'],
    ['a title too long', { title: 'x'.repeat(151) }, 'at most 150'],
    ['no description', { description: '' }, 'description: Enter a description'],
    ['a script link', { blocks: [{ type: 'links', items: [{ text: 'x', href: 'javascript:alert(1)' }] }] }, 'blocks.0'],
    ['an unknown block type', { blocks: [{ type: 'html', html: '<b>x</b>' }] }, 'blocks.0'],
    ['an empty list', { blocks: [{ type: 'list', ordered: false, items: [] }] }, 'A block cannot be empty.'],
    ['a missing published flag', { published: undefined }, 'published'],
  ])('refuses %s (400 with a message)', async (_what, change, message) => {
    const res = await put('about-us', { ...edited, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    expect((await shop('about-us')).body.title).toBe('About Our Shop');
  });

  it('refuses an address no page can have (400)', async () => {
    expect((await put('Bad_Slug', edited)).status).toBe(400);
  });
});

describe('the body as staff type it', () => {
  it.each(CONTENT_PAGES.map((p) => [p.handle, p] as const))(
    'the seeded page %s is valid and reads back the same from its text',
    (_handle, page) => {
      expect(contentInputProblems({ ...page, blocks: [...page.blocks], published: true })).toEqual([]);
      expect(contentTextToBlocks(contentBlocksToText(page.blocks))).toEqual({ blocks: page.blocks });
    },
  );

  it('names the line of a problem', () => {
    expect(contentTextToBlocks('Hello\n\n[Site](ftp://x)')).toEqual({ problem: expect.stringMatching(/^Line 3: /) });
    expect(contentTextToBlocks('Q: Why?\nWhy not')).toEqual({
      problem: expect.stringMatching(/^Line 1: Each question/),
    });
  });
});
