// Header and footer link lists (spec 2 §2). Labels of the category tabs are the spec's; footer labels are ours
// where the spec only lists addresses.
import { PATHS, STORE_CONTACT } from '@storefront/shared-domain';

export interface NavLinkItem {
  label: string;
  href: string;
  /** Second line / accessible description. */
  description?: string;
  external?: boolean;
}

/** Fixed category tabs (spec 2 §2 Header). */
export const CATEGORY_TABS: readonly NavLinkItem[] = [
  { label: 'Amplifiers', href: '/collections/car-amplifiers' },
  { label: 'Subwoofers', href: '/collections/car-subwoofers' },
  { label: 'Bass Packages', href: '/collections/loaded-subwoofer-enclosures' },
  { label: 'Speakers', href: '/collections/car-speakers' },
  { label: 'Marine Audio', href: '/collections/marine-audio' },
  {
    label: 'More...',
    href: '/collections/car-audio-installation-accessories-wiring-equipment',
    description: 'Amp kits, wiring & more',
  },
];

/** Extra entries of the mobile drawer (spec 2 §2). */
export const MOBILE_EXTRA_LINKS: readonly NavLinkItem[] = [
  { label: 'Sound Deadening', href: '/products/SK2MM-car-sound-deadening' },
  { label: 'Car Audio Batteries', href: '/collections/car-audio-batteries' },
  { label: 'Pro Audio & Live Sound', href: '/collections/professional-audio' },
];

export const MOBILE_DRAWER_TEXTS = {
  /** 'MY ACCOUNT' / 'LOGIN TO ACCOUNT' come from accountBarLabel (shared-domain rules). */
  support: 'SUPPORT',
} as const;

/** External addresses the spec mentions without giving them: configure here. */
export const EXTERNAL_LINKS = {
  helpCenter: 'https://help.caraudiostorefront.example',
  videoChannel: 'https://www.youtube.com/@caraudiostorefront',
} as const;

/** Footer link list (spec 2 §2 Footer). */
export const FOOTER_LINK_GROUPS: ReadonlyArray<{ title: string; links: readonly NavLinkItem[] }> = [
  {
    title: 'Company',
    links: [
      { label: 'Reviews', href: '/pages/reviews' },
      { label: 'About Us', href: '/pages/about-us' },
      { label: 'Jobs', href: '/jobs' },
      { label: 'Privacy Policy', href: '/pages/privacy-policy' },
      { label: 'Terms & Conditions', href: '/pages/terms-and-conditions' },
    ],
  },
  {
    title: 'Dealers',
    links: [
      { label: 'Become a Dealer', href: '/pages/become-a-dealer' },
      { label: 'Dealer Locator', href: '/pages/dealer-locator' },
      { label: 'Dealer Quick Order', href: PATHS.dealers },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: EXTERNAL_LINKS.helpCenter, external: true },
      { label: 'Contact Us', href: '/pages/contact-us' },
      { label: 'Email Us', href: '/pages/contact-us?screen=contact-form' },
      { label: 'My Account', href: PATHS.account },
      { label: 'Returns', href: PATHS.returns },
      { label: 'Return Policy', href: '/pages/return-policy' },
      { label: 'FAQ', href: '/pages/frequently-asked-questions' },
      { label: 'Warranty Policy', href: '/pages/warranty-policy' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Box Design Calculator', href: '/box-design-calculator' },
      { label: 'Subwoofer Wiring Diagrams', href: '/subwoofer-wiring-diagrams' },
      { label: 'Financing', href: '/pages/financing' },
      { label: 'Videos', href: EXTERNAL_LINKS.videoChannel, external: true },
    ],
  },
];

export const FOOTER_PHONE = STORE_CONTACT.footerPhone;

/** tel: link of a US display number: '(888) 501-7527' -> 'tel:+18885017527'. */
export function telHref(display: string): string {
  return `tel:+1${display.replace(/\D/g, '')}`;
}
