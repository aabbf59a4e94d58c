// Email the services send (sign-up confirmations, subscription confirmations). Over SMTP when a URL is configured
// (nodemailer); in development without one, each message is written to a folder as a text file, so a developer can open
// the link a shopper would get; otherwise only the fact that a message was due is logged (never its text: it holds
// single-use links).
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { z } from 'zod';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL (e.g. smtps://user:pass@mail.example:465); unset: no mail leaves the machine. */
  smtpUrl?: string;
  /** The From header. */
  mailFrom: string;
  /** Without SMTP, messages are written here (development); unset: they are only logged. */
  outboxDir?: string;
}

export const DEFAULT_MAIL_FROM = 'Car Audio Storefront <no-reply@localhost>';

/** `s***@example.com`: enough for an operator to tell messages apart, not enough to read an address off a log. */
export function maskEmail(email: string): string {
  return email.replace(/^(.).*(@.*)$/, '$1***$2');
}

const KEPT_MESSAGES = 100;

/** Logs that a message was due and keeps the last ones in `sent` (tests read the links from there). */
export class LoggingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  constructor(private readonly logger?: Pick<Logger, 'info'>) {}

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > KEPT_MESSAGES) this.sent.shift();
    this.logger?.info({ to: maskEmail(message.to), subject: message.subject }, 'email due (no SMTP configured)');
    return Promise.resolve();
  }
}

/** The text file of one message: a few headers, a blank line, the text. */
export function outboxFileText(message: MailMessage, from: string, date: Date): string {
  return [`From: ${from}`, `To: ${message.to}`, `Date: ${date.toUTCString()}`, `Subject: ${message.subject}`, '']
    .concat(message.text, '')
    .join('\n');
}

/** Writes each message to `<dir>/<time>-<random>.txt`: a development mailbox anyone can open. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly logger?: Pick<Logger, 'info'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date();
    await mkdir(this.dir, { recursive: true });
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
    const file = path.join(this.dir, name);
    await writeFile(file, outboxFileText(message, this.from, date), { mode: 0o600 });
    this.logger?.info({ to: maskEmail(message.to), subject: message.subject, file }, 'email written to the outbox');
  }
}

/** Sends over SMTP through nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport: Pick<nodemailer.Transporter, 'sendMail'>;

  constructor(
    transport: string | Pick<nodemailer.Transporter, 'sendMail'>,
    private readonly from: string,
  ) {
    this.transport = typeof transport === 'string' ? nodemailer.createTransport(transport) : transport;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}

/** SMTP when configured, else the outbox folder when given, else the log. */
export function mailerFor(settings: MailSettings, logger?: Pick<Logger, 'info'>): Mailer {
  if (settings.smtpUrl) return new SmtpMailer(settings.smtpUrl, settings.mailFrom);
  if (settings.outboxDir) return new OutboxMailer(settings.outboxDir, settings.mailFrom, logger);
  return new LoggingMailer(logger);
}

/** The schema of an SMTP URL setting: unset or '' (docker-compose passes unset variables as '') means none. */
export function smtpUrlSetting(name: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, `${name} must be an smtp:// or smtps:// URL`)
      .optional(),
  );
}
