import type { MarketingModels } from '../models';

export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string | null;
  orderNumber?: string | null;
  subject: string;
  message: string;
}

/** Stores a contact form message from `accountId` (null: a guest); answers its id. */
export async function saveContactMessage(
  { ContactMessage }: Pick<MarketingModels, 'ContactMessage'>,
  input: ContactMessageInput,
  accountId: string | null,
): Promise<string> {
  const doc = await ContactMessage.create({
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    orderNumber: input.orderNumber ?? null,
    subject: input.subject,
    message: input.message,
    accountId,
  });
  return String(doc._id);
}
