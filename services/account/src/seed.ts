import type mongoose from 'mongoose';
import type { SeedInput } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import { CUSTOMER_ROLE, DEALER_ROLE, accountModels } from './models/user';
import type { UserDoc } from './models/user';
import { dealerModel } from './models/dealer';
import { DEFAULT_BCRYPT_ROUNDS, hashPassword } from './lib/passwords';
import { geoPointOf } from './lib/geo';
import { placeOfZip } from './lib/zip-codes';
import { SEED_DEALERS } from './seed/dealers';

export interface DevAccount {
  kind: 'shopper' | 'dealer';
  email: string;
  password: string;
}

/** Development accounts (printed by `npm start`); passwords from DEV_SHOPPER_PASSWORD / DEV_DEALER_PASSWORD. */
export const DEV_ACCOUNTS: readonly DevAccount[] = [
  {
    kind: 'shopper',
    email: SEED_ACCOUNTS.shopper.email,
    password: process.env.DEV_SHOPPER_PASSWORD || 'shopper-dev-password',
  },
  {
    kind: 'dealer',
    email: SEED_ACCOUNTS.dealer.email,
    password: process.env.DEV_DEALER_PASSWORD || 'dealer-dev-password',
  },
];

const PROFILES: Record<DevAccount['kind'], Omit<UserDoc, 'email' | 'passwordHash'>> = {
  shopper: {
    account_id: SEED_ACCOUNTS.shopper.account_id,
    first_name: 'Sam',
    last_name: 'Shopper',
    role: CUSTOMER_ROLE,
    is_dealer: false,
    primary_phone: '8135550142',
    address: {
      address_line_1: '1200 Bayshore Blvd',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33606',
      country_code: 'US',
    },
    email_consent: 1,
    sms_consent: 0,
  },
  dealer: {
    account_id: SEED_ACCOUNTS.dealer.account_id,
    first_name: 'Dana',
    last_name: 'Dealer',
    role: DEALER_ROLE,
    is_dealer: true,
    primary_phone: '7025550188',
    address: {
      address_line_1: '4550 W Sunset Rd',
      city: 'Las Vegas',
      state_code: 'NV',
      zip_code: '89118',
      country_code: 'US',
    },
    email_consent: 1,
    sms_consent: 1,
  },
};

/**
 * Creates the development shopper and dealer when they do not exist yet (idempotent per email) and writes the dealer
 * locator's dealers (idempotent per dealer id). The catalogue input is not needed; the signature matches every
 * service's seed.
 */
export async function seed(
  connection: mongoose.Connection,
  _input?: SeedInput,
  rounds = DEFAULT_BCRYPT_ROUNDS,
): Promise<void> {
  const { User } = accountModels(connection);
  await User.init();
  for (const account of DEV_ACCOUNTS) {
    if (await User.exists({ email: account.email })) continue;
    await User.create({
      ...PROFILES[account.kind],
      email: account.email,
      passwordHash: await hashPassword(account.password, rounds),
    });
  }
  await seedDealers(connection);
}

async function seedDealers(connection: mongoose.Connection): Promise<void> {
  const Dealer = dealerModel(connection);
  await Dealer.init();
  for (const dealer of SEED_DEALERS) {
    const place = placeOfZip(dealer.zip);
    if (!place) throw new Error(`seed dealer ${dealer.dealer_id}: unknown ZIP code ${dealer.zip}`);
    await Dealer.updateOne(
      { dealer_id: dealer.dealer_id },
      {
        $set: {
          name: dealer.name,
          address: {
            address_line_1: dealer.street,
            city: place.city,
            state_code: place.state_code,
            zip_code: dealer.zip,
            country_code: 'US',
          },
          phone: dealer.phone,
          ...(dealer.website ? { website: dealer.website } : {}),
          latitude: place.latitude,
          longitude: place.longitude,
          location: geoPointOf(place),
        },
      },
      { upsert: true },
    );
  }
}
