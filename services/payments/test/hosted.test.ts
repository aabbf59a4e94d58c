import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { config, paymentsTestbed } from './kit';

jest.setTimeout(60_000);
const bed = paymentsTestbed();

describe('the hosted card fields', () => {
  const page = (origin = 'http://localhost:8080', pk = config.publishableKey) =>
    request(bed.app).get('/hosted/card-fields').query({ pk, origin });

  it('renders the fields with the spec expiry selectors, framed by the store only', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain('frame-ancestors http://localhost:8080');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.text;
    expect(html).toMatch(/<option value="">Select Month<\/option><option value="01">01<\/option>/);
    expect(html).toContain('<option value="12">12</option>');
    expect(html).toContain('<option value="">Select Year</option>');
    expect(html).toContain(`<option value="${new Date().getUTCFullYear() + 12}">`);
    for (const label of ['Card number', 'Expiry month', 'Expiry year', 'Security code (CVC)'])
      expect(html).toContain(`>${label}</label>`);
    // The spec's brand rule, taken from shared-domain's: 3 American Express, 4 Visa, 5 Mastercard, 6 Discover.
    expect(html).toContain('&quot;3&quot;:&quot;American Express&quot;');
    expect(html).toContain('&quot;6&quot;:&quot;Discover&quot;');
  });

  it('refuses another origin or key', async () => {
    expect((await page('https://evil.example')).status).toBe(403);
    expect((await page(undefined, 'pk_test_nope_nope_nope_nope')).status).toBe(401);
  });

  it('serves the client script cross-origin, and the fields script and style', async () => {
    const js = await request(bed.app).get('/js/v1/payments.js');
    expect(js.status).toBe(200);
    expect(js.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(js.text).toContain('mountCardFields');
    // A page's weight counts it: kept to about a kilobyte as sent.
    expect(gzipSync(js.text).length).toBeLessThan(1400);
    expect((await request(bed.app).get('/hosted/card-fields.js')).status).toBe(200);
    expect((await request(bed.app).get('/hosted/card-fields.css')).status).toBe(200);
  });
});
