import {
  ADMIN_SECTIONS,
  adminPageCount,
  adminPageOf,
  adminPathSegments,
  adminSectionOf,
  adminSectionsFor,
  isAdminPath,
  isStaffSession,
  staffCan,
  staffPermissionsOf,
} from '../admin';

const staff = (permissions: string[]) => ({ user: { staff: { permissions } } });

describe('staff permissions', () => {
  it('a session may work in an area only with its permission; any staff member reads the audit log', () => {
    const orders = staff(['orders', 'not-a-permission']);
    expect(staffPermissionsOf(orders)).toEqual(['orders']);
    expect(staffCan(orders, 'orders')).toBe(true);
    expect(staffCan(orders, 'returns')).toBe(false);
    expect(staffCan(staff([]), null)).toBe(true);
    expect(isStaffSession(staff([]))).toBe(true);
    for (const nobody of [null, undefined, {}, { user: {} }, { user: { staff: null } }]) {
      expect(isStaffSession(nobody)).toBe(false);
      expect(staffCan(nobody, null)).toBe(false);
    }
  });

  it('lists the sections a staff member may open, in menu order', () => {
    expect(adminSectionsFor(staff(['reviews', 'orders'])).map((s) => s.key)).toEqual(['orders', 'reviews', 'audit']);
    expect(adminSectionsFor({ user: {} })).toEqual([]);
    expect(new Set(ADMIN_SECTIONS.map((s) => s.key)).size).toBe(ADMIN_SECTIONS.length);
  });
});

describe('back-office paths', () => {
  it.each([
    ['/admin', true, null],
    ['/admin/', true, null],
    ['/ADMIN/Orders/SA1', true, 'orders'],
    ['/admin/fitment', true, 'fitment'],
    ['/admin/nothing', true, null],
    ['/administrator', false, null],
    ['/account/admin', false, null],
  ])('%s: back office %p, section %p', (path, admin, key) => {
    expect(isAdminPath(path)).toBe(admin);
    expect(adminSectionOf(path)?.key ?? null).toBe(key);
  });

  it('splits a path after /admin into decoded segments, keeping one that cannot be decoded', () => {
    expect(adminPathSegments('/admin/catalogue/RP-150.4AB')).toEqual(['catalogue', 'RP-150.4AB']);
    expect(adminPathSegments('/admin/orders/SA%20001/')).toEqual(['orders', 'SA 001']);
    expect(adminPathSegments('/admin/reviews/%E0%A4%A')).toEqual(['reviews', '%E0%A4%A']);
  });
});

describe('back-office paging', () => {
  it.each([
    [{}, { page: 1, pageSize: 25 }],
    [
      { page: '3', pageSize: '10' },
      { page: 3, pageSize: 10 },
    ],
    [
      { page: '0', pageSize: '1000' },
      { page: 1, pageSize: 100 },
    ],
    [
      { page: '-2', pageSize: 'x' },
      { page: 1, pageSize: 25 },
    ],
    [
      { page: ['2'], pageSize: 5 },
      { page: 1, pageSize: 25 },
    ],
  ])('%j -> %j', (query, expected) => {
    expect(adminPageOf(query)).toEqual(expected);
  });

  it('counts at least one page', () => {
    expect(adminPageCount(0, 25)).toBe(1);
    expect(adminPageCount(26, 25)).toBe(2);
    expect(adminPageCount(50, 25)).toBe(2);
  });
});
