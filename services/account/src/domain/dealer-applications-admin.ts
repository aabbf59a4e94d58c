// Staff decide dealer applications: approving one makes the applicant's account a dealer (role 2, so it sees dealer
// prices from its next request); rejecting one keeps the reason the applicant is emailed. A decision is made once:
// the update only matches a pending application, so two staff members deciding at once get one 409.
import { HttpError, trusted } from '@storefront/service-platform';
import { ROUTES } from '@storefront/shared-domain';
import type { MailMessage } from '@storefront/service-platform';
import type { AdminDealerApplication, AdminDealerApplicationStatus, AdminPage } from '@storefront/shared-domain/admin';
import { DEALER_ROLE } from '../models/user';
import type { AccountModels, UserDoc } from '../models/user';
import type {
  DealerApplicationDoc,
  DealerApplicationStatus,
  dealerApplicationModel,
} from '../models/dealer-application';

type DealerApplicationModel = ReturnType<typeof dealerApplicationModel>;

const STORED_STATUS: Record<AdminDealerApplicationStatus, DealerApplicationStatus> = {
  pending: 'received',
  approved: 'approved',
  rejected: 'rejected',
};

export function toAdminApplication(doc: DealerApplicationDoc): AdminDealerApplication {
  const { _id, status, createdAt, decidedAt, ...rest } = doc;
  return {
    ...rest,
    id: _id.toHexString(),
    status: status === 'received' ? 'pending' : status,
    createdAt: new Date(createdAt).toISOString(),
    ...(decidedAt ? { decidedAt: new Date(decidedAt).toISOString() } : {}),
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function listApplications(
  DealerApplication: DealerApplicationModel,
  query: { status?: AdminDealerApplicationStatus; q?: string },
  { page, pageSize }: { page: number; pageSize: number },
): Promise<AdminPage<AdminDealerApplication>> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = STORED_STATUS[query.status];
  if (query.q) {
    const pattern = trusted({ $regex: escapeRegex(query.q), $options: 'i' });
    filter.$or = [{ company_name: pattern }, { contact_name: pattern }, { email: pattern }];
  }
  const [docs, total] = await Promise.all([
    DealerApplication.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<DealerApplicationDoc[]>(),
    DealerApplication.countDocuments(filter),
  ]);
  return { data: docs.map(toAdminApplication), page, pageSize, total };
}

export async function getApplication(DealerApplication: DealerApplicationModel, id: string) {
  const doc = await DealerApplication.findById(id).lean<DealerApplicationDoc>();
  if (!doc) throw new HttpError(404, 'not_found', 'No dealer application has this id');
  return doc;
}

/** The applicant's account: the one they applied from, else the one with the application's email. */
async function applicantAccount(models: AccountModels, doc: DealerApplicationDoc): Promise<UserDoc | null> {
  const filter = doc.account_id ? { account_id: doc.account_id } : { email: doc.email };
  return models.User.findOne(filter).lean<UserDoc>();
}

export interface Decision {
  id: string;
  by: string;
  now: Date;
}

/** Sets the decision on a pending application; 404 unknown, 409 decided already. */
async function decide(
  DealerApplication: DealerApplicationModel,
  { id, by, now }: Decision,
  set: { status: DealerApplicationStatus; rejectionReason?: string },
): Promise<DealerApplicationDoc> {
  const doc = await DealerApplication.findOneAndUpdate(
    { _id: id, status: 'received' },
    { $set: { ...set, decidedAt: now, decidedBy: by } },
    { new: true },
  ).lean<DealerApplicationDoc>();
  if (doc) return doc;
  const existing = await getApplication(DealerApplication, id);
  throw new HttpError(409, 'conflict', `This application was ${existing.status} already`);
}

export interface Decided {
  before: DealerApplicationDoc;
  after: DealerApplicationDoc;
  accountId?: string;
}

/** Approves: the applicant's account (409 without one: they sign up first) becomes a dealer. */
export async function approveApplication(
  models: AccountModels,
  DealerApplication: DealerApplicationModel,
  decision: Decision,
): Promise<Decided> {
  const before = await getApplication(DealerApplication, decision.id);
  if (before.status !== 'received')
    throw new HttpError(409, 'conflict', `This application was ${before.status} already`);
  const account = await applicantAccount(models, before);
  if (!account) {
    throw new HttpError(
      409,
      'conflict',
      `No account has the email ${before.email}: ask the applicant to sign up with it, then approve.`,
    );
  }
  const after = await decide(DealerApplication, decision, { status: 'approved' });
  await models.User.updateOne({ account_id: account.account_id }, { $set: { role: DEALER_ROLE, is_dealer: true } });
  return { before, after, accountId: account.account_id };
}

export async function rejectApplication(
  DealerApplication: DealerApplicationModel,
  decision: Decision,
  reason: string,
): Promise<Decided> {
  const before = await getApplication(DealerApplication, decision.id);
  const after = await decide(DealerApplication, decision, { status: 'rejected', rejectionReason: reason });
  return { before, after };
}

/** The email the applicant gets about the decision. */
export function decisionMail(doc: DealerApplicationDoc, publicOrigin: string): MailMessage {
  const hello = `Hello ${doc.contact_name},\n\n`;
  if (doc.status === 'approved') {
    return {
      to: doc.email,
      subject: 'Your dealer application is approved',
      text:
        `${hello}we approved the dealer application of ${doc.company_name}. Sign in at ${publicOrigin}${ROUTES.accountLogin.path} ` +
        'to see dealer prices and order for your shop.\n',
    };
  }
  return {
    to: doc.email,
    subject: 'Your dealer application',
    text:
      `${hello}we are sorry: we cannot approve the dealer application of ${doc.company_name} at this time.\n\n` +
      `Reason: ${doc.rejectionReason ?? ''}\n\nYou may apply again at ${publicOrigin}${ROUTES.becomeADealer.path}.\n`,
  };
}
