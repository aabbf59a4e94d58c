// The fields the sign-in and create-account forms share.
import { z } from 'zod/mini';
import { EMAIL_MESSAGES, normalizeEmail } from '@storefront/shared-domain';
import { requiredText } from '../../components/formSchemas';

export const emailField = requiredText(254).check(
  z.refine((value) => normalizeEmail(value) !== null, EMAIL_MESSAGES.invalid),
);

export const nameField = requiredText(100);
