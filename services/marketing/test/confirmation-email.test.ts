// Confirmation links reach the subscriber by email when SMTP is configured; a phone-only record and
// a store without SMTP fall back to the logging sender.
import { LoggingMailer } from '@storefront/service-platform';
import {
  CONFIRMATION_EMAIL_SUBJECT,
  EmailConfirmationSender,
  LoggingConfirmationSender,
  confirmationSenderFor,
} from '../src/confirmations';
import { loadMarketingConfig } from '../src/config';

const message = (to: { email: string } | { phone: string }) => ({
  to,
  token: 'tok_123',
  confirmPath: '/api/marketing/subscribers/confirm',
  pagePath: '/subscriptions/confirm?token=tok_123',
  expiresAt: new Date('2026-12-01T00:00:00Z'),
});

describe('EmailConfirmationSender', () => {
  it('emails the store link to the record’s own address', async () => {
    const mailer = new LoggingMailer();
    const sender = new EmailConfirmationSender(
      mailer,
      { publicOrigin: 'https://shop.example/' },
      new LoggingConfirmationSender(),
    );
    await sender.send(message({ email: 'owner@example.com' }));
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail.to).toBe('owner@example.com');
    expect(mail.subject).toBe(CONFIRMATION_EMAIL_SUBJECT);
    expect(mail.text).toContain('https://shop.example/subscriptions/confirm?token=tok_123');
    expect(mail.text).toContain('nothing changes until the link is opened');
  });

  it('hands a phone-only record to the phone sender (no SMS provider here)', async () => {
    const phone = new LoggingConfirmationSender();
    const mailer = new LoggingMailer();
    const sender = new EmailConfirmationSender(mailer, { publicOrigin: 'http://localhost:8080' }, phone);
    await sender.send(message({ phone: '5551234567' }));
    expect(mailer.sent).toHaveLength(0);
    expect(phone.sent).toHaveLength(1);
  });
});

describe('confirmation sender from the environment', () => {
  it('emails when MARKETING_SMTP_URL or MAIL_OUTBOX_DIR is set, else logs', () => {
    const withSmtp = loadMarketingConfig({ MARKETING_SMTP_URL: 'smtp://mail.example:587' });
    expect(confirmationSenderFor(withSmtp)).toBeInstanceOf(EmailConfirmationSender);
    const withOutbox = loadMarketingConfig({ MAIL_OUTBOX_DIR: '/tmp/storefront-outbox' });
    expect(confirmationSenderFor(withOutbox)).toBeInstanceOf(EmailConfirmationSender);
    expect(confirmationSenderFor(loadMarketingConfig({}))).toBeInstanceOf(LoggingConfirmationSender);
  });

  it('refuses a MARKETING_SMTP_URL that is not an SMTP URL', () => {
    expect(() => loadMarketingConfig({ MARKETING_SMTP_URL: 'http://mail.example' })).toThrow(/MARKETING_SMTP_URL/);
  });
});
