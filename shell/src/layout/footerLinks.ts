// Footer link lists (spec 2 §2 Footer): labels are ours where the spec only lists addresses.
import { LINKS, ROUTES } from '@storefront/shared-domain';
import type { NavLinkItem } from './navigation';

/** External addresses the spec mentions without giving them: configure here. */
export const EXTERNAL_LINKS = {
  helpCenter: 'https://help.caraudiostorefront.example',
  videoChannel: 'https://www.youtube.com/@caraudiostorefront',
} as const;

/** Social profiles shown in the footer (configure here). */
export const SOCIAL_LINKS: readonly NavLinkItem[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/caraudiostorefront', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/caraudiostorefront', external: true },
  { label: 'YouTube', href: EXTERNAL_LINKS.videoChannel, external: true },
  { label: 'TikTok', href: 'https://www.tiktok.com/@caraudiostorefront', external: true },
];

/** Accepted payment methods (the four card brands the store takes, spec 2 §3 'Saved credit card'). */
export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

export const TRADEMARK_DISCLAIMER =
  'All trademarks, logos and brand names are the property of their respective owners. All company, product and ' +
  'service names used in this website are for identification purposes only.';

/** Footer link list (spec 2 §2 Footer). */
export const FOOTER_LINK_GROUPS: ReadonlyArray<{ title: string; links: readonly NavLinkItem[] }> = [
  {
    title: 'Company',
    links: [
      { label: 'Reviews', href: ROUTES.contentPage.href('reviews') },
      { label: 'About Us', href: ROUTES.contentPage.href('about-us') },
      { label: 'Jobs', href: ROUTES.jobs.path },
      { label: 'Careers', href: ROUTES.contentPage.href('career-opportunities') },
      { label: 'Privacy Policy', href: ROUTES.contentPage.href('privacy-policy') },
      { label: 'Terms & Conditions', href: ROUTES.contentPage.href('terms-and-conditions') },
    ],
  },
  {
    title: 'Dealers',
    links: [
      { label: 'Become a Dealer', href: ROUTES.becomeADealer.path },
      { label: 'Dealer Locator', href: ROUTES.dealerLocatorPage.path },
      { label: 'Dealer Quick Order', href: ROUTES.dealers.path },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: EXTERNAL_LINKS.helpCenter, external: true },
      { label: 'Contact Us', href: ROUTES.contentPage.href('contact-us') },
      { label: 'Email Us', href: LINKS.contactForm },
      { label: 'My Account', href: ROUTES.account.path },
      { label: 'Returns', href: ROUTES.returns.path },
      { label: 'Return Policy', href: ROUTES.contentPage.href('return-policy') },
      { label: 'FAQ', href: ROUTES.contentPage.href('frequently-asked-questions') },
      { label: 'Warranty Policy', href: ROUTES.contentPage.href('warranty-policy') },
      // The spec's /pages/{hash}: a content page reached by its handle (CHOICE: the shipping policy).
      { label: 'Shipping Policy', href: ROUTES.contentPage.href('shipping-policy') },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Box Design Calculator', href: ROUTES.boxDesignCalculator.path },
      { label: 'Subwoofer Wiring Diagrams', href: ROUTES.wiringDiagrams.path },
      { label: 'Financing', href: ROUTES.contentPage.href('financing') },
      { label: 'Videos', href: EXTERNAL_LINKS.videoChannel, external: true },
    ],
  },
];

export { FOOTER_PHONE, telHref } from './storePhone';
