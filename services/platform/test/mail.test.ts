// The services' mail: over SMTP when configured, into a development outbox folder, or only logged.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { LoggingMailer, OutboxMailer, SmtpMailer, mailerFor, maskEmail, smtpUrlSetting } from '../src';

const message = { to: 'owner@example.com', subject: 'Confirm', text: 'Open http://localhost:8080/x?token=abc' };

describe('mail', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a readable message file to the outbox, readable by its owner only', async () => {
    const info = jest.fn();
    await new OutboxMailer(path.join(dir, 'mail'), 'Store <no-reply@shop.example>', { info }).send(message);
    const [name] = await readdir(path.join(dir, 'mail'));
    const file = path.join(dir, 'mail', name);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^From: Store <no-reply@shop.example>\nTo: owner@example.com\nDate: .+\nSubject: Confirm\n\n/);
    expect(text).toContain('http://localhost:8080/x?token=abc');
    expect((await stat(file)).mode & 0o077).toBe(0);
    // The log names the file, never the text (it holds single-use links).
    expect(JSON.stringify(info.mock.calls)).not.toContain('token=abc');
    expect(info.mock.calls[0][0]).toMatchObject({ to: 'o***@example.com', file });
  });

  it('sends over SMTP with the From header', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const recording = { sendMail: async (mail: object) => sent.push((await transport.sendMail(mail)).message) };
    await new SmtpMailer(recording as never, 'Store <no-reply@shop.example>').send(message);
    const mail = JSON.parse(sent[0]) as { from: { address: string }; to: Array<{ address: string }>; text: string };
    expect(mail.from.address).toBe('no-reply@shop.example');
    expect(mail.to[0].address).toBe('owner@example.com');
    expect(mail.text).toBe(message.text);
  });

  it('picks SMTP, then the outbox, then the log; the log keeps the text out', async () => {
    expect(mailerFor({ smtpUrl: 'smtp://mail.example:587', mailFrom: 'x <x@y.z>', outboxDir: dir })).toBeInstanceOf(
      SmtpMailer,
    );
    expect(mailerFor({ mailFrom: 'x <x@y.z>', outboxDir: dir })).toBeInstanceOf(OutboxMailer);
    const info = jest.fn();
    const logging = mailerFor({ mailFrom: 'x <x@y.z>' }, { info });
    expect(logging).toBeInstanceOf(LoggingMailer);
    await logging.send(message);
    expect((logging as LoggingMailer).sent).toEqual([message]);
    expect(JSON.stringify(info.mock.calls)).not.toContain('token=abc');
  });

  it('masks addresses and reads SMTP settings', () => {
    expect(maskEmail('shopper@example.com')).toBe('s***@example.com');
    const setting = smtpUrlSetting('X_SMTP_URL');
    expect(setting.parse('')).toBeUndefined();
    expect(setting.parse('smtps://u:p@mail.example:465')).toBe('smtps://u:p@mail.example:465');
    expect(() => setting.parse('http://mail.example')).toThrow(/X_SMTP_URL must be an smtp/);
  });
});
