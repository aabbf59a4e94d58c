import mongoose, { Schema } from 'mongoose';

export interface SaleSettingsDoc {
  name: string;
  saleIsActive: boolean;
  saleExpiresAt: Date;
  /** Fraction: 0.15 means 15 %. */
  discountPercentage: number;
  salePercentageDailyDeal: number;
  layoutSettings: {
    saleBanner?: string;
    showSaleBanner: boolean;
    showCountdownTimer: boolean;
    showEmailSubscriberPopup: boolean;
    showPushNotificationPopup: boolean;
    showGeoTransitBanner: boolean;
  };
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

export interface AnalyticsEventDoc {
  name: string;
  payload: unknown;
  createdAt?: Date;
}

const analyticsEventSchema = new Schema<AnalyticsEventDoc>(
  { name: { type: String, required: true }, payload: Schema.Types.Mixed },
  {
    collection: 'analytics_events',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    strictQuery: true,
  },
);

function model<T>(connection: mongoose.Connection, name: string, schema: Schema<T>): mongoose.Model<T> {
  return (connection.models[name] as mongoose.Model<T> | undefined) ?? connection.model<T>(name, schema);
}

export function marketingModels(connection: mongoose.Connection) {
  return {
    SaleSettings: model(connection, 'SaleSettings', saleSettingsSchema),
    Subscriber: model(connection, 'Subscriber', subscriberSchema),
    PushSubscription: model(connection, 'PushSubscription', pushSubscriptionSchema),
    AnalyticsEvent: model(connection, 'AnalyticsEvent', analyticsEventSchema),
  };
}

export type MarketingModels = ReturnType<typeof marketingModels>;
