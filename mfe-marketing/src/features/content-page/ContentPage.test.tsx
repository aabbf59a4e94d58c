/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderRemote, type FetchDouble, type RouteHandler } from '@storefront/testing';
import ContentPage from '../../expose/ContentPage';
import { CONTACT_FORM_TEXTS } from './ContactForm';
import { safeHref } from './ContentBlocks';
import type { ContentPage as Page } from '@storefront/shared-domain';
import { ABOUT_PAGE as ABOUT, contentPageFixture } from '../../testing/marketingTestKit';

let api: FetchDouble;
afterEach(() => api?.restore());

const CONTACT = contentPageFixture('contact-us', 'Contact Us', 'Reach us.', [
  { type: 'paragraph', text: 'Call (888) 501-7527.' },
  { type: 'contact-form' },
]);

function pages(handler: RouteHandler) {
  api = mockApi(handler);
}

function serve(page: Page, extra: RouteHandler = () => undefined) {
  pages((url, request) =>
    url.pathname === `/api/marketing/pages/${page.handle}` ? { body: page } : extra(url, request),
  );
}

describe('ContentPage', () => {
  it('renders every block as elements, never as HTML, with safe links only', async () => {
    serve(ABOUT);
    const { container } = renderRemote(<ContentPage />, { url: '/pages/about-us', route: '/pages/:page' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sound Alley' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What we sell' })).toBeInTheDocument();
    expect(screen.getByText('<b>Not bold</b> since 2004.')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('ul li')).toHaveTextContent('Subwoofers');
    expect(container.querySelector('ol li')).toHaveTextContent('Pick');
    expect(screen.getByRole('link', { name: 'Return policy' })).toHaveAttribute('href', '/pages/return-policy');
    expect(screen.getByRole('link', { name: 'Our videos' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', 'mailto:support@example.com');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+18885017527');
    expect(screen.queryByRole('link', { name: 'Sneaky' })).not.toBeInTheDocument();
    expect(screen.getByText('Sneaky')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).not.toBeInTheDocument();
    expect(screen.getByText('Do you ship to Canada?')).toBeInTheDocument();
  });

  it('classifies hrefs', () => {
    expect(safeHref('/jobs')).toEqual({ kind: 'internal', to: '/jobs' });
    expect(safeHref('https://example.com')).toEqual({ kind: 'external', href: 'https://example.com' });
    expect(safeHref('http://example.com')).toEqual({ kind: 'none' });
    expect(safeHref(' JavaScript:alert(1)')).toEqual({ kind: 'none' });
    expect(safeHref('data:text/html,x')).toEqual({ kind: 'none' });
  });

  it('reads the handle from the last segment of /jobs and the like', async () => {
    serve({ ...ABOUT, handle: 'jobs', title: 'Jobs at Sound Alley' });
    renderRemote(<ContentPage />, { url: '/jobs', route: '/jobs' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs at Sound Alley' })).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/marketing/pages/jobs' });
  });

  it('shows a loading state until the page arrives', () => {
    pages(() => new Promise(() => undefined));
    renderRemote(<ContentPage />, { url: '/pages/financing', route: '/pages/:page' });
    expect(screen.getByTestId('marketing-content-page-loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Financing' })).toBeInTheDocument();
  });

  it('an unknown page is a real not-found state with a link home', async () => {
    pages(() => ({ status: 404, body: { error: { code: 'page_not_found', message: 'Page not found' } } }));
    renderRemote(<ContentPage />, { url: '/pages/nope', route: '/pages/:page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("other failures show 'Oops, there is an error!' and 'Try again?' fetches again", async () => {
    let calls = 0;
    pages(() => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { error: { code: 'internal', message: 'down' } } } : { body: ABOUT };
    });
    renderRemote(<ContentPage />, { url: '/pages/about-us', route: '/pages/:page' });
    expect(await screen.findByText('Oops, there is an error!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Sound Alley' })).toBeInTheDocument();
  });
});

describe('ContentPage: contact form', () => {
  const fill = (values: Record<string, string>) => {
    for (const [id, value] of Object.entries(values)) {
      fireEvent.change(screen.getByTestId(`marketing-contact-${id}`), { target: { value } });
    }
  };
  const VALID = { name: 'Kim Lee', email: ' Kim@Example.com ', subject: 'Order question', message: 'Where is my box?' };

  it("sits behind 'Email us' unless ?screen=contact-form opens it with the first field focused", async () => {
    serve(CONTACT);
    const first = renderRemote(<ContentPage />, { url: '/pages/contact-us', route: '/pages/:page' });
    fireEvent.click(await screen.findByRole('button', { name: CONTACT_FORM_TEXTS.open }));
    expect(screen.getByTestId('marketing-contact-name')).toHaveFocus();
    first.unmount();

    renderRemote(<ContentPage />, { url: '/pages/contact-us?screen=contact-form', route: '/pages/:page' });
    await waitFor(() => expect(screen.getByTestId('marketing-contact-name')).toHaveFocus());
    expect(screen.queryByRole('button', { name: CONTACT_FORM_TEXTS.open })).not.toBeInTheDocument();
  });

  it('checks the fields before sending anything', async () => {
    serve(CONTACT);
    renderRemote(<ContentPage />, { url: '/pages/contact-us?screen=contact-form', route: '/pages/:page' });
    await screen.findByTestId('marketing-contact-name');
    fill({ email: 'kim@nowhere', phone: '12345' });
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.submit }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the message and thanks the visitor', async () => {
    serve(CONTACT, (url) =>
      url.pathname === '/api/marketing/contact-messages'
        ? { status: 201, body: { status: 'success', id: 'm1' } }
        : undefined,
    );
    renderRemote(<ContentPage />, { url: '/pages/contact-us?screen=contact-form', route: '/pages/:page' });
    await screen.findByTestId('marketing-contact-name');
    fill({ ...VALID, 'order-number': 'SA1234567' });
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.submit }));
    expect(await screen.findByText(CONTACT_FORM_TEXTS.sent)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/marketing/contact-messages',
        body: {
          name: 'Kim Lee',
          email: 'kim@example.com',
          orderNumber: 'SA1234567',
          subject: 'Order question',
          message: 'Where is my box?',
        },
      },
    ]);
  });

  it("shows the service's message for 429 and 400", async () => {
    let status = 429;
    serve(CONTACT, (url) =>
      url.pathname === '/api/marketing/contact-messages'
        ? {
            status,
            body: {
              error: {
                code: status === 429 ? 'too_many_requests' : 'bad_request',
                message: status === 429 ? 'Too many messages, please try again later' : 'Invalid phone number',
              },
            },
          }
        : undefined,
    );
    renderRemote(<ContentPage />, { url: '/pages/contact-us?screen=contact-form', route: '/pages/:page' });
    await screen.findByTestId('marketing-contact-name');
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, please try again later');
    status = 400;
    fireEvent.click(screen.getByRole('button', { name: CONTACT_FORM_TEXTS.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number'));
  });
});
