import type mongoose from 'mongoose';
import type { SeedInput } from '@storefront/service-platform';
import { SEED_ACCOUNTS } from '@storefront/shared-domain';
import { SEED_STAFF, STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import { CUSTOMER_ROLE, DEALER_ROLE, accountModels } from './models/user';
import type { UserDoc } from './models/user';
import { dealerModel } from './models/dealer';
import { DEFAULT_BCRYPT_ROUNDS, hashPassword } from './lib/passwords';
import { geoPointOf } from './lib/geo';
import { placeOfZip } from './lib/zip-codes';
import { SEED_DEALERS } from './seed/dealers';
import { totpUri } from './lib/totp';

export interface DevAccount {
  kind: 'shopper' | 'dealer' | 'staff';
  email: string;
  password: string;
  /** Staff sign in with a code from an authenticator app set up with this (development only) secret. */
  secondFactor?: { secret: string; uri: string };
}

/**
 * Development accounts (printed by `npm start`); passwords from DEV_SHOPPER_PASSWORD / DEV_DEALER_PASSWORD. The staff
 * member's second factor has a secret written in the source, so it is never created in production (NODE_ENV), where
 * staff are added with `npm run staff -- add`; hence no setting for its password either.
 */
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
  {
    kind: 'staff',
    email: SEED_STAFF.email,
    password: 'staff-dev-password',
    secondFactor: { secret: SEED_STAFF.totpSecret, uri: totpUri(SEED_STAFF.totpSecret, SEED_STAFF.email) },
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
  staff: {
    account_id: SEED_STAFF.account_id,
    first_name: 'Stella',
    last_name: 'Staff',
    role: CUSTOMER_ROLE,
    is_dealer: false,
    email_consent: 0,
    sms_consent: 0,
    staff: {
      permissions: [...STAFF_PERMISSIONS],
      totpSecret: SEED_STAFF.totpSecret,
      addedAt: new Date(0),
      addedBy: 'seed',
    },
  },
};

/**
 * Creates the development shopper, dealer and staff member when they do not exist yet (idempotent per email) and writes the dealer
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
  const production = process.env.NODE_ENV === 'production';
  for (const account of DEV_ACCOUNTS) {
    if (production && account.secondFactor) continue;
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
