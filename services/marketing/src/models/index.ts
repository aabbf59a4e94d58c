import mongoose, { Schema } from 'mongoose';
import type { SaleLayoutSettings } from '@storefront/shared-domain';
import type { ContentBlock } from '../content/types';
import { modelOn } from '@storefront/service-platform';

export interface SaleSettingsDoc {
  name: string;
  saleIsActive: boolean;
  saleExpiresAt: Date;
  /** Fraction: 0.15 means 15 %. */
  discountPercentage: number;
  salePercentageDailyDeal: number;
  layoutSettings: SaleLayoutSettings;
  /** Lower first among active sales (CHOICE: ties by newest start). */
  priority: number;
  startsAt?: Date;
}

const saleSettingsSchema = new Schema<SaleSettingsDoc>(
  {
    name: { type: String, required: true, unique: true, maxlength: 100 },
    saleIsActive: { type: Boolean, default: false },
    saleExpiresAt: { type: Date, required: true },
    discountPercentage: { type: Number, required: true, min: 0, max: 1 },
    salePercentageDailyDeal: { type: Number, required: true, min: 0, max: 1 },
    layoutSettings: {
      saleBanner: { type: String, maxlength: 300 },
      showSaleBanner: { type: Boolean, default: false },
      showCountdownTimer: { type: Boolean, default: false },
      showEmailSubscriberPopup: { type: Boolean, default: true },
      showPushNotificationPopup: { type: Boolean, default: true },
      showGeoTransitBanner: { type: Boolean, default: false },
    },
    priority: { type: Number, default: 100 },
    startsAt: Date,
  },
  { collection: 'sale_settings', versionKey: false, timestamps: true, strictQuery: true },
);

export interface SubscriberDoc {
  email?: string | null;
  phone?: string | null;
  email_consent: boolean;
  email_consent_ts?: Date | null;
  email_opted_out_ts?: Date | null;
  sms_consent: boolean;
  sms_consent_ts?: Date | null;
  form_type?: 'mobile' | 'desktop';
  popup_code?: string | null;
  sources: string[];
  createdAt?: Date;
  updatedAt?: Date;
}

const subscriberSchema = new Schema<SubscriberDoc>(
  {
    email: { type: String, lowercase: true, trim: true, default: undefined },
    phone: { type: String, default: undefined },
    email_consent: { type: Boolean, default: false },
    email_consent_ts: { type: Date, default: null },
    email_opted_out_ts: { type: Date, default: null },
    sms_consent: { type: Boolean, default: false },
    sms_consent_ts: { type: Date, default: null },
    form_type: { type: String, enum: ['mobile', 'desktop'] },
    popup_code: { type: String, default: null },
    sources: { type: [String], default: [] },
  },
  { collection: 'subscribers', versionKey: false, timestamps: true, strictQuery: true },
);
// One subscriber per email (phone-only subscribers have no email field: sparse).
subscriberSchema.index({ email: 1 }, { unique: true, sparse: true });
subscriberSchema.index({ phone: 1 });
// The back office lists subscribers newest first.
subscriberSchema.index({ createdAt: -1 });

/** What a consent change sets (only the fields it changes). */
export interface ConsentChanges {
  email_consent?: boolean;
  sms_consent?: boolean;
  phone?: string;
}

/** Where a consent change came from. */
export interface ConsentSource {
  /** `admin`: a staff member recorded it (an opt-out asked for by phone or letter). */
  form: 'footer' | 'popup' | 'update' | 'admin';
  form_type?: 'mobile' | 'desktop' | null;
  popup_code?: string | null;
  /** How the requester was shown to own the record: null for a new record (nothing to own yet). */
  verifiedBy: 'account' | 'confirmation_link' | null;
  /** The signed-in account that asked, if any (for `admin`: the staff member). */
  accountId: string | null;
  /** HMAC of the client address with the service secret (the address itself is not stored). */
  ipHash: string;
}

const changesSchema = new Schema<ConsentChanges>(
  { email_consent: Boolean, sms_consent: Boolean, phone: String },
  { _id: false },
);
const sourceSchema = new Schema<ConsentSource>(
  {
    form: { type: String, enum: ['footer', 'popup', 'update', 'admin'], required: true },
    form_type: { type: String, default: null },
    popup_code: { type: String, default: null },
    verifiedBy: { type: String, default: null },
    accountId: { type: String, default: null },
    ipHash: { type: String, required: true },
  },
  { _id: false },
);

/** One applied consent change (the consent history). */
export interface ConsentEventDoc {
  email?: string | null;
  phone?: string | null;
  changes: ConsentChanges;
  source: ConsentSource;
  at: Date;
}

const consentEventSchema = new Schema<ConsentEventDoc>(
  {
    email: { type: String, default: null },
    phone: { type: String, default: null },
    changes: { type: changesSchema, required: true },
    source: { type: sourceSchema, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'consent_history', versionKey: false, strictQuery: true },
);
consentEventSchema.index({ email: 1, at: -1 });
consentEventSchema.index({ phone: 1, at: -1 });

/** A change to an existing record asked for by someone not shown to own it: applied only through its link. */
export interface PendingConsentChangeDoc {
  /** SHA-256 of the token in the link (the token itself is only in the message). */
  tokenHash: string;
  email?: string | null;
  phone?: string | null;
  changes: ConsentChanges;
  source: ConsentSource;
  createdAt: Date;
  expiresAt: Date;
}

const pendingConsentChangeSchema = new Schema<PendingConsentChangeDoc>(
  {
    tokenHash: { type: String, required: true, unique: true },
    email: { type: String, default: null },
    phone: { type: String, default: null },
    changes: { type: changesSchema, required: true },
    source: { type: sourceSchema, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'consent_confirmations', versionKey: false, strictQuery: true },
);
pendingConsentChangeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
pendingConsentChangeSchema.index({ email: 1 });

export interface PushSubscriptionDoc {
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt?: Date;
}

const pushSubscriptionSchema = new Schema<PushSubscriptionDoc>(
  {
    endpoint: { type: String, required: true, unique: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
  },
  { collection: 'push_subscriptions', versionKey: false, timestamps: true, strictQuery: true },
);

/**
 * A tracked event. Events of POST /api/analytics/events carry event_id (unique per name: a repeat is stored once);
 * the older add-to-cart call stores its body as `payload`.
 */
export interface AnalyticsEventDoc {
  name: string;
  payload?: unknown;
  event_id?: string;
  page_type?: string;
  path?: string;
  data?: Record<string, unknown> | null;
  /** Only for a signed-in viewer, with the viewer's own email. */
  customer?: Record<string, string> | null;
  accountId?: string | null;
  at?: Date;
  createdAt?: Date;
}

const analyticsEventSchema = new Schema<AnalyticsEventDoc>(
  {
    name: { type: String, required: true },
    payload: Schema.Types.Mixed,
    event_id: String,
    page_type: String,
    path: String,
    data: { type: Schema.Types.Mixed, default: undefined },
    customer: { type: Schema.Types.Mixed, default: undefined },
    accountId: { type: String, default: undefined },
    at: Date,
  },
  {
    collection: 'analytics_events',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    strictQuery: true,
    minimize: false,
  },
);
analyticsEventSchema.index(
  { event_id: 1, name: 1 },
  { unique: true, partialFilterExpression: { event_id: { $exists: true } } },
);
/**
 * CHOICE: tracked events are kept 90 days (a quarter's comparisons), then MongoDB deletes them: anonymous writes
 * must not pile up for ever, and the customer data of a signed-in viewer's events goes with them.
 */
export const ANALYTICS_RETENTION_SECONDS = 90 * 24 * 3600;
analyticsEventSchema.index({ createdAt: 1 }, { expireAfterSeconds: ANALYTICS_RETENTION_SECONDS });

/** A seeded content page (/pages/{handle}, /jobs ...): structured blocks the remote renders as text, never as HTML. */
export interface ContentPageDoc {
  handle: string;
  title: string;
  description: string;
  blocks: ContentBlock[];
  /** Missing on pages seeded before staff could unpublish: those are published. */
  published?: boolean;
  createdAt?: Date;
  updatedAt?: Date;
}

const contentPageSchema = new Schema<ContentPageDoc>(
  {
    handle: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    blocks: { type: Schema.Types.Mixed, default: () => [] },
    published: { type: Boolean, default: true },
  },
  { collection: 'content_pages', versionKey: false, timestamps: true, strictQuery: true },
);

/** A message sent with the contact form. */
export interface ContactMessageDoc {
  name: string;
  email: string;
  phone: string | null;
  orderNumber: string | null;
  subject: string;
  message: string;
  /** The signed-in account that sent it, or null for a guest. */
  accountId: string | null;
  createdAt?: Date;
}

const contactMessageSchema = new Schema<ContactMessageDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: null },
    orderNumber: { type: String, default: null },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    accountId: { type: String, default: null },
  },
  {
    collection: 'contact_messages',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    strictQuery: true,
  },
);
contactMessageSchema.index({ createdAt: -1 });

/** The development VAPID key pair, generated once and kept so browser subscriptions survive restarts. */
export interface PushVapidKeysDoc {
  _id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
}

const pushVapidKeysSchema = new Schema<PushVapidKeysDoc>(
  {
    _id: { type: String, required: true },
    publicKey: { type: String, required: true },
    privateKey: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'push_vapid_keys', versionKey: false, strictQuery: true },
);

export function marketingModels(connection: mongoose.Connection) {
  return {
    SaleSettings: modelOn(connection, 'SaleSettings', saleSettingsSchema),
    Subscriber: modelOn(connection, 'Subscriber', subscriberSchema),
    PushSubscription: modelOn(connection, 'PushSubscription', pushSubscriptionSchema),
    AnalyticsEvent: modelOn(connection, 'AnalyticsEvent', analyticsEventSchema),
    ConsentEvent: modelOn(connection, 'ConsentEvent', consentEventSchema),
    PendingConsentChange: modelOn(connection, 'PendingConsentChange', pendingConsentChangeSchema),
    ContentPage: modelOn(connection, 'ContentPage', contentPageSchema),
    ContactMessage: modelOn(connection, 'ContactMessage', contactMessageSchema),
    PushVapidKeys: modelOn(connection, 'PushVapidKeys', pushVapidKeysSchema),
  };
}

export type MarketingModels = ReturnType<typeof marketingModels>;
