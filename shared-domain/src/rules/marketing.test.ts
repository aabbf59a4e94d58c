import {
  isEmailPopupExcludedPath,
  isFooterSignUpEnabled,
  MARKETING_TEXTS,
  popupSubmitOutcome,
  shouldOpenEmailPopup,
  shouldShowPushPrompt,
  showFooterSignup,
  validateFooterSignup,
} from './marketing';
import { itMapsEach } from '../testing/mapsEach';

const PHONE_REQUIRED = 'Phone is required when opting for marketing SMS';
const SMS_CONSENT = 'Please check consent the checkbox for marketing SMS';
const EMAIL_REQUIRED = 'Email is required when opting for marketing emails';
const EMAIL_CONSENT = 'Please check consent the checkbox for marketing emails.';

describe('validateFooterSignup', () => {
  it.each([
    ['email with consent', { email: 'john@example.com', email_consent: true }, []],
    ['phone with consent', { phone: '(555) 123-4567', sms_consent: true }, []],
    [
      'both with consents',
      { email: 'john@example.com', email_consent: true, phone: '5551234567', sms_consent: true },
      [],
    ],
    ['nothing', {}, []],
    ['SMS consent without phone', { sms_consent: true }, [PHONE_REQUIRED]],
    ['SMS consent with blank phone', { sms_consent: true, phone: '  ' }, [PHONE_REQUIRED]],
    ['phone without SMS consent', { phone: '5551234567' }, [SMS_CONSENT]],
    ['email consent without email', { email_consent: true }, [EMAIL_REQUIRED]],
    ['email without consent', { email: 'john@example.com' }, [EMAIL_CONSENT]],
    [
      'email without consent and phone without consent',
      { email: 'john@example.com', phone: '5551234567' },
      [SMS_CONSENT, EMAIL_CONSENT],
    ],
    ['both consents, nothing typed', { email_consent: true, sms_consent: true }, [PHONE_REQUIRED, EMAIL_REQUIRED]],
    ['malformed email', { email: 'john@', email_consent: true }, ['Invalid email address']],
    ['malformed phone', { phone: '555', sms_consent: true }, ['Invalid phone number']],
  ])('%s', (_name, input, messages) => {
    expect(validateFooterSignup(input)).toEqual(messages);
  });

  itMapsEach(isFooterSignUpEnabled, 'sign up enabled for %p: %p', [
    [{}, false],
    [{ email_consent: true }, true],
    [{ sms_consent: true }, true],
    [{ email: 'a@b.co' }, false],
  ]);

  it.each([
    ['loading', false, false],
    ['unauthenticated', false, true],
    ['authenticated', true, false],
  ] as const)('footer signup while %s (logged in %p): %p', (status, loggedIn, shown) => {
    expect(showFooterSignup({ status, loggedIn })).toBe(shown);
  });

  it('quotes the overlay', () => {
    expect(MARKETING_TEXTS.footerThankYou).toBe('THANK YOU FOR SIGNING UP!');
    expect(MARKETING_TEXTS.alreadyMember).toBe("You're already a member!");
  });
});

describe('email popup', () => {
  it.each([
    '/account',
    '/account/orders',
    '/checkout/v3',
    '/subwoofer-wiring-diagrams',
    '/returns',
    '/reviews/sku',
    '/search/products',
    '/pages/frequently-asked-questions',
    '/pages/return-policy',
    '/pages/privacy-policy',
    '/pages/warranty-policy',
    '/pages/contact-us',
  ])('excluded on %s', (path) => {
    expect(isEmailPopupExcludedPath(path)).toBe(true);
    expect(shouldOpenEmailPopup({ path })).toBe(false);
  });

  it.each([
    ['plain visitor', { path: '/' }, true],
    ['collection page', { path: '/collections/car-subwoofers' }, true],
    ['about page', { path: '/pages/about-us' }, true],
    ['has account id', { path: '/', accountId: 'a1' }, false],
    ['account id 0', { path: '/', accountId: 0 }, false],
    ['blank account id', { path: '/', accountId: '' }, true],
    ['null account id', { path: '/', accountId: null }, true],
    ['email consent', { path: '/', hasEmailConsent: true }, false],
    ['closed', { path: '/', popupState: 'closed' as const }, false],
    ['subscribed', { path: '/', popupState: 'subscribed' as const }, false],
    ['mobile nav showing', { path: '/', mobileNavShowing: true }, false],
  ])('%s -> %p', (_name, ctx, open) => {
    expect(shouldOpenEmailPopup(ctx)).toBe(open);
  });

  itMapsEach(popupSubmitOutcome, 'consent %p -> %s', [
    [{ id: 'x', email_consent: true, email_consent_ts: '2025-01-01', email_opted_out_ts: null }, 'already-member'],
    [{ id: 'x', email_consent: 1, email_consent_ts: '2025-01-01' }, 'already-member'],
    [{ id: 'x', email_consent: true, email_consent_ts: null }, 'update-existing'],
    [
      { id: 'x', email_consent: true, email_consent_ts: '2025-01-01', email_opted_out_ts: '2025-02-01' },
      'update-existing',
    ],
    [{ id: 'x', email_consent: false }, 'update-existing'],
    [{ id: null }, 'new-subscriber'],
    [{ id: '' }, 'new-subscriber'],
    [null, 'new-subscriber'],
  ]);
});

describe('push prompt', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it.each([
    ['permission default', { permission: 'default' as const }, true],
    ['permission prompt', { permission: 'prompt' as const }, true],
    ['granted', { permission: 'granted' as const }, false],
    ['denied', { permission: 'denied' as const }, false],
    ['unsupported', { permission: undefined }, false],
    ['mobile nav displayed', { permission: 'default' as const, mobileNavShowing: true }, false],
    ['email popup due', { permission: 'default' as const, emailPopupDue: true }, false],
    [
      'email popup due but closed',
      { permission: 'default' as const, emailPopupDue: true, popupState: 'closed' as const },
      true,
    ],
    [
      'email popup due but subscribed',
      { permission: 'default' as const, emailPopupDue: true, popupState: 'subscribed' as const },
      true,
    ],
    ['remind date in the future', { permission: 'default' as const, remindAfter: '2025-06-16T12:00:00Z' }, false],
    ['remind date reached', { permission: 'default' as const, remindAfter: '2025-06-15T12:00:00Z' }, true],
    [
      'remind date passed (ms)',
      { permission: 'default' as const, remindAfter: Date.parse('2025-06-14T12:00:00Z') },
      true,
    ],
    ['remind date unreadable', { permission: 'default' as const, remindAfter: 'nonsense' }, true],
  ])('%s -> %p', (_name, ctx, shown) => {
    expect(shouldShowPushPrompt({ ...ctx, now })).toBe(shown);
  });
});
