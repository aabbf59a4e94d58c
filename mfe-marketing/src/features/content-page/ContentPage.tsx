// Content pages (/pages/:page and the footer's stand-alone page /jobs): GET /api/marketing/pages/:handle, rendered
// block by block as React elements (ContentBlocks). The h1 reads the known title (or one derived from the handle)
// until the page arrives. An unknown page is a real not-found state; other failures show the generic error with
// 'Try again?' (spec 2 §8 'Uncaught error').
// The contact page's form sits behind an 'Email us' button, or is open, scrolled to and focused with
// ?screen=contact-form (CHOICE).
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { ERROR_TEXTS, LINKS, ROUTES } from '@storefront/shared-domain';
import { useGetContentPageQuery } from '../../api/marketingApi';
import { ContactForm, CONTACT_FORM_TEXTS } from './ContactForm';
import { ContentBlocks } from './ContentBlocks';
import { contentHandleOf } from './contentHandle';
import { primaryButton } from '../ui';

export const CONTENT_PAGE_TEXTS = {
  loading: 'Loading...',
  notFound: 'Page not found',
  notFoundDetail: "We couldn't find the page you were looking for.",
  home: 'Back to the home page',
  error: ERROR_TEXTS.genericScreen,
  tryAgain: ERROR_TEXTS.tryAgain,
} as const;

/** The `screen` value that opens the contact form at once: the one in the store's address of the form. */
export const CONTACT_FORM_SCREEN = new URLSearchParams(LINKS.contactForm.split('?')[1]).get('screen');

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

export function useContentHandle(): string {
  const { page } = useParams<{ page?: string }>();
  const { pathname } = useLocation();
  return contentHandleOf(page, pathname);
}

export function ContentPage() {
  const theme = useTheme();
  const handle = useContentHandle();
  const [params] = useSearchParams();
  const formRequested = params.get('screen') === CONTACT_FORM_SCREEN;
  const [formOpened, setFormOpened] = useState(false);
  // currentData: the page of this handle only, never the previous page while the next one loads.
  const {
    currentData: page,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetContentPageQuery(handle, { skip: !handle });
  const notFound = !handle || page === null;

  let content;
  if (page) {
    const showForm = formRequested || formOpened;
    content = (
      <ContentBlocks
        blocks={page.blocks}
        contactForm={
          showForm ? (
            <ContactForm autoFocus={formRequested || formOpened} />
          ) : (
            <button
              type="button"
              data-testid="marketing-contact-open"
              onClick={() => setFormOpened(true)}
              css={primaryButton(theme)}
            >
              {CONTACT_FORM_TEXTS.open}
            </button>
          )
        }
      />
    );
  } else if (notFound) {
    content = (
      <div data-testid="marketing-content-page-not-found">
        <p>{CONTENT_PAGE_TEXTS.notFoundDetail}</p>
        <Link to={ROUTES.home.path} css={{ color: theme.colors.link }}>
          {CONTENT_PAGE_TEXTS.home}
        </Link>
      </div>
    );
  } else if (error && !isFetching) {
    content = (
      <div role="alert" data-testid="marketing-content-page-error">
        <p>{CONTENT_PAGE_TEXTS.error}</p>
        <button type="button" onClick={() => void refetch()}>
          {CONTENT_PAGE_TEXTS.tryAgain}
        </button>
      </div>
    );
  } else if (isLoading || isFetching) {
    content = (
      <p role="status" data-testid="marketing-content-page-loading">
        {CONTENT_PAGE_TEXTS.loading}
      </p>
    );
  }

  const title = notFound ? CONTENT_PAGE_TEXTS.notFound : (page?.title ?? contentPageTitle(handle));

  return (
    <article
      data-boundary="marketing"
      data-testid="marketing-content-page"
      data-page={handle}
      css={{ padding: theme.spacing.md, maxWidth: 860, margin: '0 auto', boxSizing: 'border-box' }}
    >
      <h1>{title}</h1>
      {content}
    </article>
  );
}
