/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FetchDouble } from '@storefront/testing';
import { toLocalInput } from './adminTime';
import { ABOUT_ADMIN_PAGE, adminSaleFixture, renderAdmin, saleListFixture } from './adminTestKit';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the sales', () => {
  it('lists every sale with its status, and says which runs now', async () => {
    const running = adminSaleFixture({ name: 'Fall Sale', status: 'active', startsAt: null });
    const rendered = renderAdmin('/admin/marketing', (url) =>
      url.pathname === '/api/admin/marketing/sale'
        ? { body: saleListFixture([running, adminSaleFixture()], 'Fall Sale') }
        : undefined,
    );
    api = rendered.api;
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    const table = await screen.findByTestId('marketing-admin-sales-table');
    expect(within(table).getByText('Running')).toBeInTheDocument();
    expect(within(table).getByText('Scheduled')).toBeInTheDocument();
    expect(within(table).getByText('When switched on')).toBeInTheDocument();
    expect(screen.getByTestId('marketing-admin-current-sale')).toHaveTextContent('Running now: Fall Sale.');
    expect(api.calls[0].searchParams.get('page')).toBe('1');
  });

  it('a new sale: the shared rules refuse a bad schedule and percentage before anything is sent', async () => {
    api = renderAdmin('/admin/marketing/sales/new', () => undefined).api;
    change('marketing-admin-sale-name', 'Spring Bass');
    change('marketing-admin-sale-starts', '2026-03-01T12:01:00');
    change('marketing-admin-sale-ends', '2026-03-01T12:00:00');
    change('marketing-admin-sale-discount', '101');
    fireEvent.click(screen.getByTestId('marketing-admin-sale-save'));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByText('Enter a percentage from 0 to 100 (at most two decimals).')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('a new sale is sent with its times as instants and its percentages; the preview says what the banner will', async () => {
    const rendered = renderAdmin('/admin/marketing/sales/new', (url, request) => {
      if (request.method === 'PUT') return { status: 201, body: adminSaleFixture() };
      if (url.pathname === '/api/admin/marketing/sale/Spring%20Bass') return { body: adminSaleFixture() };
      return undefined;
    });
    api = rendered.api;
    change('marketing-admin-sale-name', 'Spring Bass');
    change('marketing-admin-sale-starts', toLocalInput('2026-03-01T12:01:00.000Z'));
    change('marketing-admin-sale-ends', toLocalInput('2026-03-01T12:02:00.000Z'));
    change('marketing-admin-sale-discount', '22.5');
    change('marketing-admin-sale-banner', 'Spring bass week');
    expect(screen.getByTestId('marketing-admin-banner-preview')).toHaveTextContent(
      'Spring Bass: 23% OFFSpring bass week',
    );
    fireEvent.click(screen.getByTestId('marketing-admin-sale-save'));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/admin/marketing/sales/Spring%20Bass'));
    // The sale's own screen, which says that it was saved.
    expect(await screen.findByTestId('marketing-admin-sale-status')).toHaveTextContent('Status: Scheduled');
    expect(screen.getByTestId('marketing-admin-sale-outcome')).toHaveTextContent('Saved. The sale is scheduled.');
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/marketing/sale/Spring%20Bass');
    expect(put.body).toMatchObject({
      saleIsActive: true,
      startsAt: '2026-03-01T12:01:00.000Z',
      saleExpiresAt: '2026-03-01T12:02:00.000Z',
      discountPercent: 22.5,
      dailyDealPercent: 15,
      layoutSettings: { saleBanner: 'Spring bass week', showSaleBanner: true },
    });
  });

  it("shows the service's message when it refuses the sale", async () => {
    api = renderAdmin('/admin/marketing/sales/Spring%20Bass', (url, request) => {
      if (request.method === 'PUT') {
        return { status: 400, body: { error: { code: 'invalid_request', message: 'Invalid sale: nope' } } };
      }
      return url.pathname === '/api/admin/marketing/sale/Spring%20Bass' ? { body: adminSaleFixture() } : undefined;
    }).api;
    expect(await screen.findByTestId('marketing-admin-sale-status')).toHaveTextContent('Status: Scheduled');
    // The stored values, times in the staff member's own zone.
    expect(screen.getByTestId('marketing-admin-sale-discount')).toHaveValue('22.5');
    const starts = (screen.getByTestId('marketing-admin-sale-starts') as HTMLInputElement).value;
    expect(new Date(starts).toISOString()).toBe('2026-03-01T12:01:00.000Z');
    expect(screen.queryByTestId('marketing-admin-sale-name')).toBeNull();
    fireEvent.click(screen.getByTestId('marketing-admin-sale-save'));
    expect(await screen.findByTestId('marketing-admin-sale-outcome')).toHaveTextContent('Invalid sale: nope');
  });
});

it('says so when there is no sale of that name', async () => {
  api = renderAdmin('/admin/marketing/sales/Gone', () => ({
    status: 404,
    body: { error: { code: 'not_found', message: 'No sale with that name' } },
  })).api;
  expect(await screen.findByRole('alert')).toHaveTextContent('No sale with that name');
});

const SUBSCRIBER = {
  id: '0123456789abcdef01234567',
  email: 'gamma@example.com',
  phone: null,
  emailConsent: true,
  smsConsent: false,
  emailConsentAt: '2026-01-02T03:04:05.000Z',
  emailOptedOutAt: null,
  smsConsentAt: null,
  sources: ['popup'],
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('the subscribers', () => {
  it('asks the server for the page and filters in the address, and exports the same list', async () => {
    const rendered = renderAdmin('/admin/marketing/subscribers?q=gam&consent=email&page=2', (url) =>
      url.pathname === '/api/admin/marketing/subscribers'
        ? { body: { data: [SUBSCRIBER], page: 2, pageSize: 25, total: 26 } }
        : undefined,
    );
    api = rendered.api;
    expect(await screen.findByText('gamma@example.com')).toBeInTheDocument();
    const asked = api.callsTo('/api/admin/marketing/subscribers')[0].searchParams;
    expect([asked.get('q'), asked.get('consent'), asked.get('page')]).toEqual(['gam', 'email', '2']);
    expect(screen.getByTestId('marketing-admin-subscriber-export')).toHaveAttribute(
      'href',
      '/api/admin/marketing/subscribers/export?q=gam&consent=email',
    );
    change('marketing-admin-subscriber-q', 'zeta');
    fireEvent.click(screen.getByTestId('marketing-admin-subscriber-search'));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?q=zeta&consent=email'));
  });

  it('shows the consent history and records an opt-out only once confirmed', async () => {
    const detail = {
      subscriber: SUBSCRIBER,
      history: [
        {
          at: '2026-01-02T03:04:05.000Z',
          changes: { email_consent: true },
          source: { form: 'popup', formType: 'mobile', popupCode: 'VIP10', verifiedBy: null, accountId: null },
        },
      ],
    };
    api = renderAdmin(`/admin/marketing/subscribers/${SUBSCRIBER.id}`, (_url, request) =>
      request.method === 'POST'
        ? { body: { ...detail, subscriber: { ...SUBSCRIBER, emailConsent: false } } }
        : { body: detail },
    ).api;
    const history = await screen.findByTestId('marketing-admin-consent-history');
    expect(within(history).getByText('Email: opted in')).toBeInTheDocument();
    expect(within(history).getByText('Email popup, mobile, code VIP10')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('marketing-admin-opt-out-email'));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('marketing-admin-opt-out-email-confirm'));
    await waitFor(() => expect(api!.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ channel: 'email' });
  });

  it('says so when the subscriber does not exist', async () => {
    api = renderAdmin('/admin/marketing/subscribers/0123456789abcdef01234567', () => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'No subscriber with that id' } },
    })).api;
    expect(await screen.findByRole('alert')).toHaveTextContent('No subscriber with that id');
  });
});

describe('the content pages', () => {
  /** The page's address answers the stored page, and after a save the saved one (changed at a later time). */
  const handler = (page = ABOUT_ADMIN_PAGE) => {
    let stored = ABOUT_ADMIN_PAGE;
    return (url: URL, request: Request) => {
      if (url.pathname !== '/api/admin/marketing/content/about-us') return undefined;
      if (request.method === 'PUT') stored = { ...page, updatedAt: '2026-03-03T12:00:00.000Z' };
      return { body: stored };
    };
  };

  it('edits the body as text and sends it as blocks', async () => {
    api = renderAdmin('/admin/marketing/content/about-us', handler()).api;
    const body = (await screen.findByTestId('marketing-admin-content-body')) as HTMLTextAreaElement;
    expect(body.value).toBe('## Since 1999\n\nWe install car audio every day.\n\n[Contact](/pages/contact-us)');
    change('marketing-admin-content-body', `${body.value}\n\n- Subwoofers\n- Amplifiers`);
    fireEvent.click(screen.getByTestId('marketing-admin-content-save'));
    expect(await screen.findByTestId('marketing-admin-content-outcome')).toHaveTextContent('Shoppers see the change');
    // The page read again after the save (a later change time) keeps the form and what it said.
    await waitFor(() => expect(api!.callsTo('/api/admin/marketing/content/about-us')).toHaveLength(3));
    await waitFor(() => expect(screen.getByText(/Mar 3, 2026/)).toBeInTheDocument());
    expect(screen.getByTestId('marketing-admin-content-outcome')).toHaveTextContent('Shoppers see the change');
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect((put.body as { blocks: unknown[] }).blocks[3]).toEqual({
      type: 'list',
      ordered: false,
      items: ['Subwoofers', 'Amplifiers'],
    });
  });

  it('names the line of a bad link and sends nothing', async () => {
    api = renderAdmin('/admin/marketing/content/about-us', handler()).api;
    await screen.findByTestId('marketing-admin-content-body');
    change('marketing-admin-content-body', 'Hello\n\n[Evil](javascript:alert(1))');
    fireEvent.click(screen.getByTestId('marketing-admin-content-save'));
    expect(await screen.findByText(/^Line 3: A link goes to/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('asks before unpublishing a published page', async () => {
    api = renderAdmin('/admin/marketing/content/about-us', handler({ ...ABOUT_ADMIN_PAGE, published: false })).api;
    await screen.findByTestId('marketing-admin-content-body');
    fireEvent.click(screen.getByTestId('marketing-admin-content-published'));
    fireEvent.click(screen.getByTestId('marketing-admin-content-save'));
    expect(screen.getByText(/Unpublish \/pages\/about-us\?/)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('marketing-admin-content-save-confirm'));
    await waitFor(() => expect(api!.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ published: false });
  });
});

it('answers an unknown address of the section', () => {
  api = renderAdmin('/admin/marketing/nothing-here', () => undefined).api;
  expect(screen.getByTestId('marketing-admin-unknown')).toBeInTheDocument();
});
