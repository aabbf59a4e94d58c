/** @jest-environment jest-fixed-jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FetchDouble } from '@storefront/testing';
import { STAFF_PERMISSION_LABELS } from '@storefront/shared-domain/admin';
import AdminExpose from '../expose/Admin';
import { applicationFixture, auditFixture, pageOf, renderAdmin, staffFixture } from './adminTestKit';

let api: FetchDouble | undefined;
afterEach(() => api?.restore());

const DEALERS = '/api/admin/dealers';
const APPLICATION = `${DEALERS}/0123456789abcdef01234567`;
const writes = () => api!.requests.filter((r) => r.method !== 'GET');

/** Presses a ConfirmButton, then answers its question with `answer`. */
async function confirm(testId: string, answer: string) {
  fireEvent.click(screen.getByTestId(testId));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
}

describe('dealer applications', () => {
  it('lists a page of applications with the filters of the address, and filters through the address', async () => {
    const rendered = renderAdmin('/admin/dealers?status=pending&page=2', (url) =>
      url.pathname === DEALERS ? { body: pageOf([applicationFixture()], { page: 2, total: 26 }) } : undefined,
    );
    api = rendered.api;
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer applications' })).toBeInTheDocument();
    const table = await screen.findByTestId('account-admin-dealers-table');
    expect(within(table).getByRole('link', { name: 'Bass Barn' })).toHaveAttribute(
      'href',
      '/admin/dealers/0123456789abcdef01234567',
    );
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('26–26 of 26 applications')).toBeInTheDocument();
    const first = api.callsTo(DEALERS)[0].searchParams;
    expect([first.get('status'), first.get('page'), first.get('pageSize')]).toEqual(['pending', '2', '25']);

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?status=pending&q=bass'));
    await waitFor(() => expect(api!.callsTo(DEALERS).pop()?.searchParams.get('q')).toBe('bass'));
  });

  it('approves after asking, and says so', async () => {
    let application = applicationFixture();
    api = renderAdmin('/admin/dealers/0123456789abcdef01234567', (url, request) => {
      if (request.method === 'POST' && url.pathname === `${APPLICATION}/approve`) {
        application = applicationFixture({ status: 'approved', decidedBy: 'staff@example.com' });
        return { body: { data: application } };
      }
      return url.pathname === APPLICATION ? { body: { data: application } } : undefined;
    }).api;
    expect(await screen.findByRole('heading', { level: 2, name: 'Bass Barn' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('account-admin-dealer-approve'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('alex@example.com becomes a dealer');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toHaveLength(0);
    await confirm('account-admin-dealer-approve', 'Approve');
    expect(await screen.findByText('Approved: the applicant is a dealer now.')).toBeInTheDocument();
    expect(writes().map((r) => r.path)).toEqual([`${APPLICATION}/approve`]);
    await waitFor(() => expect(screen.queryByTestId('account-admin-dealer-approve')).toBeNull());
  });

  it('rejects only with a reason the shared rule accepts, and shows the service’s refusal', async () => {
    let refuse = true;
    api = renderAdmin('/admin/dealers/0123456789abcdef01234567', (url, request) => {
      if (request.method === 'POST') {
        if (refuse)
          return {
            status: 409,
            body: { error: { code: 'conflict', message: 'This application was approved already' } },
          };
        return { body: { data: applicationFixture({ status: 'rejected', rejectionReason: 'No showroom' }) } };
      }
      return url.pathname === APPLICATION ? { body: { data: applicationFixture() } } : undefined;
    }).api;
    await screen.findByTestId('account-admin-dealer-reject');
    await confirm('account-admin-dealer-reject', 'Reject');
    expect(await screen.findByText('Enter the reason the applicant will read.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason for the rejection'), { target: { value: 'No showroom' } });
    await confirm('account-admin-dealer-reject', 'Reject');
    expect(await screen.findByRole('alert')).toHaveTextContent('This application was approved already');
    refuse = false;
    await confirm('account-admin-dealer-reject', 'Reject');
    expect(await screen.findByText('Rejected.')).toBeInTheDocument();
    expect(writes().pop()).toMatchObject({ path: `${APPLICATION}/reject`, body: { reason: 'No showroom' } });
  });

  it('says when an application does not exist', async () => {
    api = renderAdmin('/admin/dealers/0123456789abcdef01234567', () => ({
      status: 404,
      body: { error: { code: 'not_found', message: 'No dealer application has this id' } },
    })).api;
    expect(await screen.findByRole('alert')).toHaveTextContent('No dealer application has this id');
  });
});

describe('staff users', () => {
  it('lists staff and adds one, showing the authenticator secret once', async () => {
    api = renderAdmin('/admin/staff', (url, request) => {
      if (request.method === 'POST') {
        const user = staffFixture({ email: 'new@example.com', permissions: ['dealers'] });
        return {
          status: 201,
          body: { data: { user, secondFactor: { secret: 'ABCDEFGHIJKLMNOP', uri: 'otpauth://totp/x' } } },
        };
      }
      return url.pathname === '/api/admin/staff' ? { body: pageOf([staffFixture()]) } : undefined;
    }).api;
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const table = await screen.findByTestId('account-admin-staff-table');
    expect(within(table).getByText('Orders, Returns')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('account-admin-staff-add'));
    expect(await screen.findByText('Enter the email of an existing account.')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    fireEvent.change(screen.getByTestId('account-admin-staff-email'), { target: { value: ' New@Example.com ' } });
    fireEvent.click(screen.getByLabelText(STAFF_PERMISSION_LABELS.dealers));
    fireEvent.click(screen.getByTestId('account-admin-staff-add'));
    expect(await screen.findByTestId('account-admin-staff-secret')).toHaveTextContent('ABCDEFGHIJKLMNOP');
    expect(writes()[0].body).toEqual({ email: 'new@example.com', permissions: ['dealers'] });
  });

  it('changes permissions with the checkboxes and removes a staff user after asking', async () => {
    const rendered = renderAdmin('/admin/staff/200002', (url, request) => {
      if (request.method === 'PUT') return { body: { data: staffFixture({ permissions: ['returns', 'reviews'] }) } };
      // (The service answers 204; the fetch double cannot send an empty 204.)
      if (request.method === 'DELETE') return { body: {} };
      if (url.pathname === '/api/admin/staff/200002') return { body: { data: staffFixture() } };
      return url.pathname === '/api/admin/staff' ? { body: pageOf([]) } : undefined;
    });
    api = rendered.api;
    const orders = await screen.findByLabelText(STAFF_PERMISSION_LABELS.orders);
    expect(orders).toBeChecked();
    expect(screen.getByLabelText(STAFF_PERMISSION_LABELS.staff)).not.toBeChecked();
    fireEvent.click(orders);
    fireEvent.click(screen.getByLabelText(STAFF_PERMISSION_LABELS.reviews));
    fireEvent.click(screen.getByTestId('account-admin-staff-save'));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { permissions: ['returns', 'reviews'] } });
    await confirm('account-admin-staff-remove', 'Remove');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/admin/staff'));
    expect(writes()[1]).toMatchObject({ method: 'DELETE', path: '/api/admin/staff/200002' });
  });

  it('does not offer to remove oneself, and says why', async () => {
    api = renderAdmin('/admin/staff/100003', (url) =>
      url.pathname === '/api/admin/staff/100003'
        ? { body: { data: staffFixture({ accountId: '100003', email: 'staff@example.com' }) } }
        : undefined,
    ).api;
    expect(await screen.findByText('You cannot remove yourself from the staff.')).toBeInTheDocument();
    expect(screen.queryByTestId('account-admin-staff-remove')).toBeNull();
  });
});

describe('the audit log', () => {
  it('sends the filters of the address, and shows each change as its fields before and after', async () => {
    const rendered = renderAdmin('/admin/audit?area=staff&from=2026-03-01', (url) =>
      url.pathname === '/api/admin/audit' ? { body: pageOf([auditFixture()]) } : undefined,
    );
    api = rendered.api;
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByTestId('account-admin-audit-table');
    const change = within(table).getByRole('listitem');
    expect(change).toHaveTextContent('permissions: orders, returns → dealers');
    expect(within(table).getByText('staff@example.com')).toBeInTheDocument();
    const sent = api.callsTo('/api/admin/audit')[0].searchParams;
    expect([sent.get('area'), sent.get('from')]).toEqual(['staff', '2026-03-01']);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The from date is after the to date.')).toBeInTheDocument();
    expect(rendered.router.state.location.search).toBe('?area=staff&from=2026-03-01');
  });
});

it('./Admin answers an unknown page of its sections', () => {
  api = renderAdmin('/admin/dealers/x/y', () => undefined).api;
  expect(screen.getByTestId('account-admin-unknown')).toHaveTextContent('There is no such page');
  expect(AdminExpose).toEqual(expect.any(Function));
});
