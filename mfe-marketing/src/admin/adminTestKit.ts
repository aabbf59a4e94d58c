// Fixtures and a render of the marketing back office for its component tests.
import type { AdminContentPage, AdminSale, AdminSaleList } from '@storefront/shared-domain/admin';
import { renderBackOffice, type RouteHandler } from '@storefront/testing';
import { createElement } from 'react';
import { MarketingAdmin } from './MarketingAdmin';

export function adminSaleFixture(overrides: Partial<AdminSale> = {}): AdminSale {
  return {
    name: 'Spring Bass',
    status: 'scheduled',
    saleIsActive: true,
    startsAt: '2026-03-01T12:01:00.000Z',
    saleExpiresAt: '2026-03-01T12:02:00.000Z',
    discountPercent: 22.5,
    dailyDealPercent: 35,
    priority: 0,
    layoutSettings: {
      saleBanner: 'Spring bass week',
      showSaleBanner: true,
      showCountdownTimer: true,
      showEmailSubscriberPopup: true,
      showPushNotificationPopup: false,
      showGeoTransitBanner: false,
    },
    updatedAt: '2026-02-20T10:00:00.000Z',
    ...overrides,
  };
}

export function saleListFixture(sales: AdminSale[], current: string | null = null): AdminSaleList {
  return { data: sales, page: 1, pageSize: 25, total: sales.length, current, nextChangeAt: null };
}

export const ABOUT_ADMIN_PAGE: AdminContentPage = {
  handle: 'about-us',
  title: 'About Us',
  description: 'Who we are and what we install.',
  blocks: [
    { type: 'heading', level: 2, text: 'Since 1999' },
    { type: 'paragraph', text: 'We install car audio every day.' },
    { type: 'links', items: [{ text: 'Contact', href: '/pages/contact-us' }] },
  ],
  published: true,
  updatedAt: '2026-02-01T00:00:00.000Z',
};

/** The back office at `url` with the API answering by `handler`, for a staff member of this area. */
export function renderAdmin(url: string, handler: RouteHandler) {
  return renderBackOffice(createElement(MarketingAdmin), url, handler, { permissions: ['marketing'] });
}
