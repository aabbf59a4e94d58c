import { deviceClassForWidth } from '../rules/page';
import { breakpoints, mq, storefrontTheme } from './tokens';

describe('theme tokens', () => {
  it('uses the spec breakpoints: mobile < 768, tablet 768-1024, desktop above', () => {
    expect(breakpoints).toEqual({ tablet: 768, tabletMax: 1024, desktop: 1025 });
    // The media queries and the rule agree on every edge.
    expect(deviceClassForWidth(320)).toBe('mobile');
    expect(deviceClassForWidth(767)).toBe('mobile');
    expect(deviceClassForWidth(768)).toBe('tablet');
    expect(deviceClassForWidth(1024)).toBe('tablet');
    expect(deviceClassForWidth(1025)).toBe('desktop');
    expect(mq.mobile).toBe('@media (max-width: 767px)');
    expect(mq.tablet).toBe('@media (min-width: 768px) and (max-width: 1024px)');
    expect(mq.desktop).toBe('@media (min-width: 1025px)');
  });

  it('carries the mobile header height and logo size', () => {
    expect(storefrontTheme.layout.mobileHeaderHeight).toBe('50px');
    expect([storefrontTheme.layout.logoWidth, storefrontTheme.layout.logoHeight]).toEqual([205, 63]);
  });
});
