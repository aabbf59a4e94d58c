/** @jest-environment jest-fixed-jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote, type FetchDouble, type MockReply } from '@storefront/testing';
import BecomeDealerPageExpose from '../../expose/BecomeDealerPage';

let api: FetchDouble;
afterEach(() => api?.restore());

function serve(reply: MockReply) {
  api = mockApi((url, request) =>
    url.pathname === '/api/account/dealer-applications' && request.method === 'POST' ? reply : undefined,
  );
}

function renderPage() {
  return renderRemote(<BecomeDealerPageExpose />, { url: '/pages/become-a-dealer', route: '/pages/become-a-dealer' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Company name': 'Bass Town LLC',
    'Contact name': 'Kim Lee',
    Email: ' Kim@Example.com ',
    Phone: '+1 (813) 555-0100',
    Address: '1 Main St',
    City: 'Tampa',
    State: 'fl',
    'ZIP code': '33606',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

/** Fills the required fields and submits them to a service that refuses them; returns the error line. */
async function submitRefused() {
  const user = userEvent.setup();
  renderPage();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
  return screen.findByTestId('account-become-dealer-error');
}

describe('BecomeDealerPage', () => {
  it('validates every required field and sends nothing while the form is invalid', async () => {
    serve({ status: 201, body: { data: { id: 'a1', status: 'received' } } });
    const user = userEvent.setup();
    const { container } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Dealer' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="account"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findAllByText('Required')).toHaveLength(8);

    await fillRequired(user, { Email: 'kim@', Phone: '555-0100', State: 'F1', 'ZIP code': '336' });
    await user.type(screen.getByLabelText('Website (optional)'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Use the 2-letter state code.')).toBeInTheDocument();
    expect(screen.getByText('Use a 5-digit ZIP code (or ZIP+4).')).toBeInTheDocument();
    expect(screen.getByText('Enter a website address such as example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('posts a normalised DealerApplicationInput and thanks the applicant', async () => {
    serve({ status: 201, body: { data: { id: 'a1', status: 'received' } } });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Website (optional)'), 'basstown.com');
    await user.type(screen.getByLabelText('Message (optional)'), 'Two stores in Tampa.');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByTestId('account-become-dealer-success')).toHaveTextContent(
      'Thank you! Your application has been received. Our dealer team will contact you.',
    );
    expect(screen.queryByTestId('account-become-dealer-form')).not.toBeInTheDocument();
    expect(api.requests).toContainEqual({
      method: 'POST',
      path: '/api/account/dealer-applications',
      body: {
        company_name: 'Bass Town LLC',
        contact_name: 'Kim Lee',
        email: 'kim@example.com',
        phone: '8135550100',
        website: 'basstown.com',
        address: {
          address_line_1: '1 Main St',
          city: 'Tampa',
          state_code: 'FL',
          zip_code: '33606',
          country_code: 'US',
        },
        message: 'Two stores in Tampa.',
      },
    });
  });

  it("shows the service's message for 409 application_exists and keeps the form", async () => {
    serve({
      status: 409,
      body: {
        error: {
          code: 'application_exists',
          message: 'An application with this email was received in the last 24 hours',
        },
      },
    });
    expect(await submitRefused()).toHaveTextContent('An application with this email was received in the last 24 hours');
    expect(screen.getByTestId('account-become-dealer-form')).toBeInTheDocument();
    expect(screen.queryByTestId('account-become-dealer-success')).not.toBeInTheDocument();
  });

  it('shows the generic fetch message when the service is unreachable', async () => {
    serve({ status: 503, body: 'down' });
    expect(await submitRefused()).toHaveTextContent('An error occurred while fetching the data.');
  });
});
