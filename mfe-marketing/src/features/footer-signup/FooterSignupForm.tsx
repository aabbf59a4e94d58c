// The working footer signup form (spec 2 §4 'Footer signup', §5 'Footer signup', §8): react-hook-form with a zod
// schema built on the shared validateFooterSignup rule, each message on the field it is about; validation runs on
// submit and again on change, in red. Sign Up stays disabled until a consent is checked. A failure shows the server's
// 400 message or 'Error: Failed - Please try again later'. Its own chunk: FooterSignup loads it near the viewport or on
// the first interaction, and this form takes over what was entered in the static stand-in (FooterSignupPlaceholder).
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  apiErrorStatus,
  EMAIL_MESSAGES,
  ERROR_TEXTS,
  isFooterSignUpEnabled,
  MARKETING_TEXTS,
  normalizeEmail,
  validateFooterSignup,
} from '@storefront/shared-domain';
import { isSuccessStatus, serverMessageOf, useSaveFooterSubscriberMutation } from '../../api/marketingApi';
import { currentFormType } from '../../hooks/useFormType';
import { FooterSignupFormLayout, type FooterSignupField, type FooterSignupValues } from './FooterSignupLayout';
import type { FooterSignupDraft } from './FooterSignupPlaceholder';

/** The field each message of validateFooterSignup is about. */
const FIELD_OF_MESSAGE: Record<string, FooterSignupField> = {
  [MARKETING_TEXTS.smsNeedsPhone]: 'phone',
  [MARKETING_TEXTS.phoneNeedsSmsConsent]: 'sms_consent',
  [MARKETING_TEXTS.emailConsentNeedsEmail]: 'email',
  [MARKETING_TEXTS.emailNeedsConsent]: 'email_consent',
  [EMAIL_MESSAGES.invalid]: 'email',
  [MARKETING_TEXTS.invalidPhone]: 'phone',
};

export const footerSignupSchema = z
  .object({ email: z.string(), email_consent: z.boolean(), phone: z.string(), sms_consent: z.boolean() })
  .check(
    z.superRefine((values, ctx) => {
      for (const message of validateFooterSignup(values)) {
        ctx.addIssue({ code: 'custom', message, path: [FIELD_OF_MESSAGE[message] ?? 'email'] });
      }
    }),
  );

const EMPTY: FooterSignupValues = { email: '', email_consent: false, phone: '', sms_consent: false };

export interface FooterSignupFormProps {
  done: boolean;
  onDone(): void;
  /** What the visitor entered in the stand-in before this form arrived (written as the stand-in leaves). */
  draft: RefObject<FooterSignupDraft | null>;
}

export function FooterSignupForm({ done, onDone, draft }: FooterSignupFormProps) {
  const [saveFooterSubscriber] = useSaveFooterSubscriberMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FooterSignupValues>({ resolver: zodResolver(footerSignupSchema), defaultValues: EMPTY });
  const watched = useWatch({ control }) as Partial<FooterSignupValues>;

  // The handover (see FooterSignupPlaceholder): same commit as the stand-in's removal, before the browser can deliver
  // another keystroke. Setting a value leaves the caret at its end, which is where a typist is; a text field with a
  // selection API gets its exact caret back.
  useLayoutEffect(() => {
    const taken = draft.current;
    draft.current = null;
    if (!taken) return;
    for (const [name, value] of Object.entries(taken.values) as Array<[FooterSignupField, string | boolean]>) {
      setValue(name, value, { shouldDirty: true });
    }
    const input = taken.focused && formRef.current?.elements.namedItem(taken.focused.name);
    if (!taken.focused || !(input instanceof HTMLInputElement)) return;
    input.focus();
    const { selection } = taken.focused;
    if (!selection) return;
    try {
      input.setSelectionRange(selection[0], selection[1]);
    } catch {
      // an input type without a selection API: the caret stays at the end
    }
  }, [draft, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const email = values.email.trim();
    const phone = values.phone.trim();
    try {
      const answer = await saveFooterSubscriber({
        ...(email ? { email: normalizeEmail(email) ?? email } : {}),
        email_consent: values.email_consent,
        ...(phone ? { phone } : {}),
        sms_consent: values.sms_consent,
        form_type: currentFormType(),
      }).unwrap();
      if (!isSuccessStatus(answer)) throw new Error(ERROR_TEXTS.footerSaveFailed);
      onDone();
    } catch (error) {
      const status400 = apiErrorStatus(error) === 400;
      setFailure((status400 && serverMessageOf(error)) || ERROR_TEXTS.footerSaveFailed);
    }
  });

  return (
    <FooterSignupFormLayout
      testId="marketing-footer-signup-form"
      formRef={formRef}
      done={done}
      registration={(name) => register(name)}
      errors={errors}
      failure={failure}
      submitting={isSubmitting}
      submitDisabled={!isFooterSignUpEnabled(watched) || isSubmitting}
      onSubmit={onSubmit}
    />
  );
}
