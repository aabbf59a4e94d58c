// The e2e store's mailbox: without SMTP the services write each email they send to E2E_OUTBOX_DIR as a text file
// (headers, a blank line, the text). Tests read the newest message to an address.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from '../playwright.config';

export interface Mail {
  subject: string;
  text: string;
}

function parse(file: string): Mail & { to: string } {
  const raw = fs.readFileSync(file, 'utf8');
  const [head, ...body] = raw.split('\n\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
  return { to: header('To'), subject: header('Subject'), text: body.join('\n\n') };
}

/** The newest email to `to` (waits for it: a service sends after answering). */
export async function newestMailTo(to: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(E2E_OUTBOX_DIR) ? fs.readdirSync(E2E_OUTBOX_DIR).sort() : [];
        found = files
          .map((name) => parse(path.join(E2E_OUTBOX_DIR, name)))
          .filter((mail) => mail.to === to && (subject === undefined || mail.subject === subject))
          .pop();
        return found !== undefined;
      },
      { message: `an email to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The sign-up link emailed to `email` (a path and query of the store). */
export async function signUpLinkFor(email: string): Promise<string> {
  const mail = await newestMailTo(email, 'Confirm your email to create your account');
  const link = /https?:\/\/\S+\/account\/login\?signup=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
