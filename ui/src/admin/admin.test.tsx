import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminPager } from './AdminPager';
import { AdminTable } from './AdminTable';
import { ConfirmButton } from './ConfirmButton';
import { AdminNotice, adminErrorText } from './AdminNotice';
import { useAdminQuery } from './useAdminQuery';

describe('ConfirmButton', () => {
  it('asks first and runs the action only on the confirming answer', () => {
    const refund = jest.fn();
    render(
      <ConfirmButton confirmText="Refund $120.00?" confirmLabel="Refund" onConfirm={refund} testId="x-refund">
        Refund order
      </ConfirmButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund order' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund $120.00?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(refund).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Refund order' }));
    fireEvent.click(screen.getByTestId('x-refund-confirm'));
    expect(refund).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AdminPager', () => {
  it('counts what the page shows and links other pages with every filter kept', () => {
    render(
      <MemoryRouter initialEntries={['/admin/orders?status=paid&page=2']}>
        <AdminPager page={2} pageSize={25} total={60} noun="orders" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('26–50 of 60 orders');
    expect(screen.getByRole('link', { name: '3' })).toHaveAttribute('href', '/admin/orders?status=paid&page=3');
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/admin/orders?status=paid');
  });
});

describe('AdminTable', () => {
  it('is a captioned table with column headers, and says so when empty', () => {
    const columns = [{ key: 'n', header: 'Number', render: (r: { n: string }) => r.n }];
    const { rerender } = render(
      <AdminTable caption="Orders" columns={columns} rows={[{ n: '100123' }]} rowKey={(r) => r.n} empty="None" />,
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Number' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '100123' })).toBeInTheDocument();
    rerender(<AdminTable caption="Orders" columns={columns} rows={[]} rowKey={(r) => r.n} empty="None" />);
    expect(screen.getByRole('cell', { name: 'None' })).toBeInTheDocument();
  });
});

describe('useAdminQuery', () => {
  function Filters() {
    const query = useAdminQuery();
    const { search } = useLocation();
    return (
      <>
        <output data-testid="api">{JSON.stringify(query.apiQuery)}</output>
        <output data-testid="search">{search}</output>
        <button onClick={() => query.setFilters({ status: 'shipped', q: '' })}>Shipped</button>
      </>
    );
  }

  it('reads page, size and filters from the address, and a new filter goes back to the first page', () => {
    render(
      <MemoryRouter initialEntries={['/admin/orders?q=smith&page=3&pageSize=500']}>
        <Filters />
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByTestId('api').textContent ?? '')).toEqual({ q: 'smith', page: '3', pageSize: '100' });
    fireEvent.click(screen.getByRole('button', { name: 'Shipped' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?pageSize=500&status=shipped');
  });
});

describe('AdminNotice', () => {
  it("is an alert for an error, with the API's message", () => {
    const error = { status: 409, data: { error: { code: 'conflict', message: 'The order was shipped already' } } };
    render(<AdminNotice kind="error">{adminErrorText(error)}</AdminNotice>);
    expect(screen.getByRole('alert')).toHaveTextContent('The order was shipped already');
    expect(adminErrorText(new Error('x'))).toBe('That did not work. Try again in a moment.');
  });
});
