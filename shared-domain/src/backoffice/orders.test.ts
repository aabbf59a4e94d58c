import { reasonProblem, trackingNumberProblem, trackingUrlOf } from './orders';

describe('the orders back office’s shared rules', () => {
  it('builds each carrier’s tracking link, escaping the number; Other has none', () => {
    expect(trackingUrlOf('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrlOf('USPS', '9400 1000')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000');
    expect(trackingUrlOf('FedEx', '1234')).toMatch(/^https:\/\/www\.fedex\.com\//);
    expect(trackingUrlOf('DHL', '1234')).toMatch(/^https:\/\/www\.dhl\.com\//);
    expect(trackingUrlOf('Other', '1234')).toBeNull();
  });

  it('accepts tracking numbers carriers print and refuses the rest', () => {
    expect(trackingNumberProblem(' 1Z999AA1 ')).toBeNull();
    expect(trackingNumberProblem('JD-0000 1234')).toBeNull();
    for (const bad of ['', '12', '-1234', '1Z99<script>', 'x'.repeat(41)])
      expect(trackingNumberProblem(bad)).not.toBeNull();
  });

  it('requires a reason of at most 500 characters', () => {
    expect(reasonProblem('  ')).toBe('Enter a reason');
    expect(reasonProblem('x'.repeat(501))).toMatch(/under 500/);
    expect(reasonProblem('Damaged')).toBeNull();
  });
});
