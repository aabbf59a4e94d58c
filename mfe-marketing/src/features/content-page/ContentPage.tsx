// Content pages (/pages/:page and the footer's stand-alone pages). The page bodies come in a later issue; the title is
// known for the spec's pages and derived from the handle for any other ({hash}) page.
import { useLocation, useParams } from 'react-router-dom';

export const CONTENT_PAGE_TITLES: Readonly<Record<string, string>> = {
  'contact-us': 'Contact Us',
  'return-policy': 'Return Policy',
  'career-opportunities': 'Career Opportunities',
  'about-us': 'About Us',
  'frequently-asked-questions': 'Frequently Asked Questions',
  'privacy-policy': 'Privacy Policy',
  'warranty-policy': 'Warranty Policy',
  financing: 'Financing',
  reviews: 'Reviews',
  'terms-and-conditions': 'Terms and Conditions',
  'become-a-dealer': 'Become a Dealer',
  jobs: 'Jobs',
  'box-design-calculator': 'Box Design Calculator',
  'subwoofer-wiring-diagrams': 'Subwoofer Wiring Diagrams',
};

/** 'about-us' -> 'About Us'; unknown handles are title-cased from their words. */
export function contentPageTitle(handle: string): string {
  const key = handle.trim().toLowerCase();
  if (CONTENT_PAGE_TITLES[key]) return CONTENT_PAGE_TITLES[key];
  const words = key.split(/[-_\s]+/).filter(Boolean);
  if (!words.length) return 'Page';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** The handle: the :page parameter, else the last path segment (/jobs, /box-design-calculator...). */
export function useContentHandle(): string {
  const { page } = useParams<{ page?: string }>();
  const { pathname } = useLocation();
  if (page) return page;
  const segments = pathname.split('/').filter(Boolean);
  return decodeURIComponent(segments[segments.length - 1] ?? '');
}

export function ContentPage() {
  const handle = useContentHandle();
  return (
    <article data-boundary="marketing" data-testid="content-page" data-page={handle} css={{ padding: '16px' }}>
      <h1>{contentPageTitle(handle)}</h1>
    </article>
  );
}
