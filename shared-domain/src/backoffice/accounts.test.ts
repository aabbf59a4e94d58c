import {
  auditChanges,
  auditRangeProblem,
  isCalendarDay,
  isDealerApplicationStatus,
  rejectionReasonProblem,
  staffPermissionsProblem,
} from './accounts';

describe('the accounts back office rules', () => {
  it('asks for a rejection reason of 3 to 500 characters (spaces around not counted)', () => {
    expect(rejectionReasonProblem(undefined)).toBe('Enter the reason the applicant will read.');
    expect(rejectionReasonProblem('   ')).toBe('Enter the reason the applicant will read.');
    expect(rejectionReasonProblem(' no ')).toBe('The reason needs at least 3 characters.');
    expect(rejectionReasonProblem('x'.repeat(501))).toBe('The reason can have at most 500 characters.');
    expect(rejectionReasonProblem('No showroom')).toBeNull();
  });

  it('takes permissions from the list, each once', () => {
    expect(staffPermissionsProblem(['orders', 'staff'])).toBeNull();
    expect(staffPermissionsProblem([])).toBeNull();
    expect(staffPermissionsProblem('orders')).toBe('Choose the permissions.');
    expect(staffPermissionsProblem(['orders', 'root'])).toMatch(/^Unknown permission root: choose among orders, /);
    expect(staffPermissionsProblem(['orders', 'orders'])).toBe('A permission is listed twice.');
  });

  it('knows the statuses of an application', () => {
    expect(['pending', 'approved', 'rejected'].every(isDealerApplicationStatus)).toBe(true);
    expect(isDealerApplicationStatus('received')).toBe(false);
  });

  it('reads dates as real calendar days, and a range whose start is not after its end', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(auditRangeProblem(undefined, '')).toBeNull();
    expect(auditRangeProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(auditRangeProblem('2026-03-02', '2026-03-01')).toBe('The from date is after the to date.');
    expect(auditRangeProblem('yesterday', undefined)).toBe('The from date must be YYYY-MM-DD.');
    expect(auditRangeProblem(undefined, '2026-13-01')).toBe('The to date must be YYYY-MM-DD.');
  });

  it('lists the fields a change touched, by dotted path', () => {
    expect(auditChanges({ permissions: ['orders'] }, { permissions: ['orders', 'staff'] })).toEqual([
      { field: 'permissions', before: ['orders'], after: ['orders', 'staff'] },
    ]);
    expect(
      auditChanges({ state: 'paid', shipment: null }, { state: 'fulfilled', shipment: { carrier: 'UPS' } }),
    ).toEqual([
      { field: 'shipment', before: null, after: { carrier: 'UPS' } },
      { field: 'state', before: 'paid', after: 'fulfilled' },
    ]);
    expect(auditChanges(undefined, { status: 'approved', price: { dealer: 100 } })).toEqual([
      { field: 'price.dealer', before: undefined, after: 100 },
      { field: 'status', before: undefined, after: 'approved' },
    ]);
    expect(auditChanges({ permissions: ['dealers'] }, undefined)).toEqual([
      { field: 'permissions', before: ['dealers'], after: undefined },
    ]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges('on', 'off')).toEqual([{ field: '(value)', before: 'on', after: 'off' }]);
  });
});
