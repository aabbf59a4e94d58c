// Confirmation of a change to an existing marketing record asked for by someone not signed in as its owner: the owner
// gets a single-use link; until it is followed nothing about the record changes. Email goes out through the platform's
// mailer: SMTP when MARKETING_SMTP_URL is set, the development outbox folder when MAIL_OUTBOX_DIR is; no SMS provider is
// reachable from here, so a phone-only record's link and every link with neither are logged (never the token) and kept
// for tests by the logging sender.
import { mailerFor, maskEmail } from '@storefront/service-platform';
import type { Mailer, MailSettings, ServiceDeps } from '@storefront/service-platform';

/** The path the link's page posts the token to (`POST {token}`). */
export const CONFIRM_PATH = '/api/marketing/subscribers/confirm';
/** CHOICE: a confirmation link lives 7 days. */
export const CONFIRMATION_LIFETIME_MS = 7 * 24 * 3_600_000;

export interface ConfirmationMessage {
  /** The record's own address: its email, or its phone for a phone-only subscriber. */
  to: { email: string } | { phone: string };
  token: string;
  /** Where the page posts the token. */
  confirmPath: string;
  /** The link to send: the store page that confirms (append it to the public origin). */
  pagePath: string;
  expiresAt: Date;
}

export interface ConfirmationSender {
  send(message: ConfirmationMessage): Promise<void>;
}

const KEPT_MESSAGES = 100;

function masked(to: ConfirmationMessage['to']): string {
  if ('email' in to) return maskEmail(to.email);
  return `***${to.phone.slice(-4)}`;
}

/** Logs that a confirmation is due (never the token) and keeps the last messages in `sent`, for tests. */
export class LoggingConfirmationSender implements ConfirmationSender {
  readonly sent: ConfirmationMessage[] = [];

  constructor(private readonly logger?: ServiceDeps['logger']) {}

  send(message: ConfirmationMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > KEPT_MESSAGES) this.sent.shift();
    this.logger?.info(
      { to: masked(message.to), expiresAt: message.expiresAt.toISOString() },
      'marketing confirmation due (no sender configured)',
    );
    return Promise.resolve();
  }
}

export const CONFIRMATION_EMAIL_SUBJECT = 'Confirm the change to your subscription';

/** The email a subscriber receives: what was asked, the link, and that ignoring it changes nothing. */
export function confirmationEmailText(link: string, expiresAt: Date): string {
  return [
    'Someone asked to change the email and text message preferences of this subscription.',
    '',
    `To confirm the change, open this link (valid until ${expiresAt.toUTCString()}):`,
    link,
    '',
    'If you did not ask for this, ignore this email: nothing changes until the link is opened.',
  ].join('\n');
}

/** Sends email confirmations through a mailer; phone-only records go to `phoneSender`. */
export class EmailConfirmationSender implements ConfirmationSender {
  constructor(
    private readonly mailer: Mailer,
    private readonly options: { publicOrigin: string },
    private readonly phoneSender: ConfirmationSender,
  ) {}

  async send(message: ConfirmationMessage): Promise<void> {
    if (!('email' in message.to)) return this.phoneSender.send(message);
    const link = `${this.options.publicOrigin.replace(/\/+$/, '')}${message.pagePath}`;
    await this.mailer.send({
      to: message.to.email,
      subject: CONFIRMATION_EMAIL_SUBJECT,
      text: confirmationEmailText(link, message.expiresAt),
    });
  }
}

/** Email through SMTP or the outbox folder when either is configured, else the logging sender. */
export function confirmationSenderFor(
  settings: MailSettings & { publicOrigin: string },
  logger?: ServiceDeps['logger'],
): ConfirmationSender {
  const logging = new LoggingConfirmationSender(logger);
  if (!settings.smtpUrl && !settings.outboxDir) return logging;
  return new EmailConfirmationSender(mailerFor(settings, logger), { publicOrigin: settings.publicOrigin }, logging);
}
