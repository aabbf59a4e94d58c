// What the card-data scan of checkout.spec.ts reads: the store's log files (start.mjs writes them to
// STOREFRONT_LOG_DIR for the e2e store), the error answers the pages got, and the documents of the databases a
// checkout writes to; and the pattern of a card number (13-19 digits led by a brand digit, Luhn-valid) or a CVC field.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { passesLuhn } from '../../shared-domain/src/rules/payment';
import { E2E_LOG_DIR, E2E_PORTS } from '../playwright.config';

/** The databases a checkout, a saved card and a payment write to. */
const CHECKOUT_DATABASES = ['storefront-cart', 'storefront-account', 'storefront-payments'];

export function collectErrorBodies(page: Page, into: string[]): void {
  page.on('response', (response) => {
    if (response.status() < 400) return;
    response.text().then(
      (text) => into.push(text),
      () => undefined,
    );
  });
}

export function storeLogs(): string[] {
  if (!fs.existsSync(E2E_LOG_DIR)) return [];
  return fs
    .readdirSync(E2E_LOG_DIR)
    .flatMap((file) => fs.readFileSync(path.join(E2E_LOG_DIR, file), 'utf8').split('\n'));
}

export async function storeDocuments(): Promise<string[]> {
  const client = await MongoClient.connect(`mongodb://127.0.0.1:${E2E_PORTS.mongo}`);
  try {
    const documents: string[] = [];
    for (const name of CHECKOUT_DATABASES) {
      const db = client.db(name);
      for (const { name: collection } of await db.listCollections().toArray()) {
        for (const doc of await db.collection(collection).find().toArray())
          documents.push(`${name}.${collection} ${JSON.stringify(doc)}`);
      }
    }
    return documents;
  } finally {
    await client.close();
  }
}

/**
 * A run of 13-19 digits (spaces or dashes between) led by 3-6, the brands' first digits, not inside a longer word nor a
 * longer dashed token: a request id (a UUID such as 69813852-9089-4885-b9cd-…) can start with 16 digits that pass Luhn.
 */
const CARD_NUMBER = /(?<![\dA-Za-z_]|[\dA-Za-z]-)[3-6](?:[ -]?\d){12,18}(?![\dA-Za-z_]|-[\dA-Za-z])/g;
/** A CVC or card number field with a value. */
const CARD_FIELD = /["']?(cvc|cvv|cvc2|security_?code|card_?number|cardNumber)["']?\s*[:=]\s*["']?\d/i;

/** What in `texts` looks like card data, shortened so the report itself carries no card number. */
export function cardDataIn(texts: readonly string[]): string[] {
  const found: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(CARD_NUMBER)) {
      const digits = match[0].replace(/\D/g, '');
      if (passesLuhn(digits)) found.push(`card number ending ${digits.slice(-4)} in: ${text.slice(0, 120)}…`);
    }
    const field = CARD_FIELD.exec(text);
    if (field) found.push(`${field[1]} field in: ${text.slice(0, 120)}…`);
  }
  return found;
}
