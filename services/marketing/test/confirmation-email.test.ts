// Confirmation links reach the subscriber by email when SMTP is configured (issue 9 item 2); a phone-only record and
// a store without SMTP fall back to the logging sender.
import nodemailer from 'nodemailer';
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
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: Array<{ message: string }> = [];
    const recording = { sendMail: async (mail: object) => sent.push(await transport.sendMail(mail)) };
    const sender = new EmailConfirmationSender(
      recording as never,
      { from: 'Store <no-reply@shop.example>', publicOrigin: 'https://shop.example/' },
      new LoggingConfirmationSender(),
    );
    await sender.send(message({ email: 'owner@example.com' }));
    expect(sent).toHaveLength(1);
    const mail = JSON.parse(sent[0].message) as { to: Array<{ address: string }>; subject: string; text: string };
    expect(mail.to[0].address).toBe('owner@example.com');
    expect(mail.subject).toBe(CONFIRMATION_EMAIL_SUBJECT);
    expect(mail.text).toContain('https://shop.example/subscriptions/confirm?token=tok_123');
    expect(mail.text).toContain('nothing changes until the link is opened');
  });

  it('hands a phone-only record to the phone sender (no SMS provider here)', async () => {
    const phone = new LoggingConfirmationSender();
    const sendMail = jest.fn();
    const sender = new EmailConfirmationSender(
      { sendMail } as never,
      { from: 'x <x@y.z>', publicOrigin: 'http://localhost:8080' },
      phone,
    );
    await sender.send(message({ phone: '5551234567' }));
    expect(sendMail).not.toHaveBeenCalled();
    expect(phone.sent).toHaveLength(1);
  });
});

describe('confirmation sender from the environment', () => {
  it('uses SMTP when MARKETING_SMTP_URL is set, else logs', () => {
    const withSmtp = loadMarketingConfig({ MARKETING_SMTP_URL: 'smtp://mail.example:587' });
    expect(confirmationSenderFor(withSmtp)).toBeInstanceOf(EmailConfirmationSender);
    expect(confirmationSenderFor(loadMarketingConfig({}))).toBeInstanceOf(LoggingConfirmationSender);
  });

  it('refuses a MARKETING_SMTP_URL that is not an SMTP URL', () => {
    expect(() => loadMarketingConfig({ MARKETING_SMTP_URL: 'http://mail.example' })).toThrow(/MARKETING_SMTP_URL/);
  });
});
