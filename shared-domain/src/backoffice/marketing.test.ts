import {
  csvField,
  nextSaleChangeAt,
  saleInputProblems,
  saleScheduleStatus,
  subscriberFiltersOf,
  type AdminSaleInput,
} from './marketing';

const T = (s: string) => new Date(`2026-03-01T12:00:${s}Z`);

describe('saleScheduleStatus: from the clock at read time', () => {
  const sale = { saleIsActive: true, startsAt: T('10'), saleExpiresAt: T('20') };
  it.each([
    ['09', 'scheduled'],
    ['10', 'active'],
    ['19', 'active'],
    ['20', 'ended'],
  ])('at :%s it is %s', (s, status) => {
    expect(saleScheduleStatus(sale, T(s))).toBe(status);
  });
  it('a switched-off sale is off whatever the time; one without a start runs until its end', () => {
    expect(saleScheduleStatus({ ...sale, saleIsActive: false }, T('15'))).toBe('off');
    expect(saleScheduleStatus({ ...sale, startsAt: null }, T('00'))).toBe('active');
    expect(saleScheduleStatus({ ...sale, saleExpiresAt: 'not a date' }, T('15'))).toBe('ended');
  });
});

describe('nextSaleChangeAt', () => {
  it('is the next start or end of a switched-on sale, or null', () => {
    const sales = [
      { saleIsActive: true, startsAt: T('30'), saleExpiresAt: T('50') },
      { saleIsActive: true, startsAt: null, saleExpiresAt: T('40') },
      { saleIsActive: false, startsAt: T('15'), saleExpiresAt: T('16') },
    ];
    expect(nextSaleChangeAt(sales, T('10'))).toEqual(T('30'));
    expect(nextSaleChangeAt(sales, T('30'))).toEqual(T('40'));
    expect(nextSaleChangeAt(sales, T('50'))).toBeNull();
  });
});

describe('saleInputProblems', () => {
  const input: AdminSaleInput = {
    saleIsActive: true,
    startsAt: T('10').toISOString(),
    saleExpiresAt: T('20').toISOString(),
    discountPercent: 15,
    dailyDealPercent: 12.25,
    priority: 1,
    layoutSettings: {
      saleBanner: '',
      showSaleBanner: true,
      showCountdownTimer: true,
      showEmailSubscriberPopup: true,
      showPushNotificationPopup: true,
      showGeoTransitBanner: false,
    },
  };
  it('accepts a valid sale', () => expect(saleInputProblems(input)).toEqual([]));
  it('names each bad field', () => {
    const fields = saleInputProblems({
      ...input,
      saleExpiresAt: T('05').toISOString(),
      discountPercent: Number.NaN,
      dailyDealPercent: 100.001,
      priority: -1,
    }).map((p) => p.field);
    expect(fields).toEqual(['saleExpiresAt', 'discountPercent', 'dailyDealPercent', 'priority']);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-1+2', "'-1+2"],
    ['+13055550100', '+13055550100'],
    [null, ''],
  ])('%s -> %s', (value, field) => expect(csvField(value)).toBe(field));
});

it('subscriberFiltersOf ignores unknown consent values and trims the search', () => {
  expect(subscriberFiltersOf({ q: '  Ab@X ', consent: 'sms' })).toEqual({ q: 'ab@x', consent: 'sms' });
  expect(subscriberFiltersOf({ q: ['x'], consent: 'all' })).toEqual({ q: '', consent: null });
});
