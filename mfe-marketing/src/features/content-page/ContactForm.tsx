// The contact form of the contact page ('contact-form' block): name, email, phone (optional), order number
// (optional), subject, message, checked with the service's own limits and the shared email and phone
// rules; POST /api/marketing/contact-messages. The service's 400 and 429 messages are shown as it words them.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTheme } from '@emotion/react';
import {
  CONTACT_MESSAGE_LIMITS,
  apiErrorMessage,
  EMAIL_MESSAGES,
  ERROR_TEXTS,
  MARKETING_TEXTS,
  normalizeEmail,
  normalizePhone,
} from '@storefront/shared-domain';
import { TextAreaField, TextField } from '@storefront/ui';
import { useSendContactMessageMutation } from '../../api/marketingApi';
import { primaryButton } from '../ui';
import { FormFailure } from '../ui/FormFailure';

export const CONTACT_FORM_TEXTS = {
  title: 'Send us a message',
  open: 'Email us',
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone (optional)',
  orderNumber: 'Order number (optional)',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send message',
  submitting: 'Sending...',
  /** CHOICE: the spec has no text for a sent message. */
  sent: 'Thanks! Your message has been sent. We answer within one business day.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

const L = CONTACT_MESSAGE_LIMITS;
const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, ERROR_TEXTS.required), z.maxLength(max, CONTACT_FORM_TEXTS.tooLong(max)));

export const contactFormSchema = z.object({
  name: required(L.name),
  email: z.string().check(
    z.trim(),
    z.minLength(1, ERROR_TEXTS.required),
    z.refine((v) => normalizeEmail(v) !== null, EMAIL_MESSAGES.invalid),
  ),
  phone: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || normalizePhone(v) !== null, MARKETING_TEXTS.invalidPhone),
  ),
  orderNumber: z.string().check(z.trim(), z.maxLength(L.orderNumber, CONTACT_FORM_TEXTS.tooLong(L.orderNumber))),
  subject: required(L.subject),
  message: required(L.message),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', orderNumber: '', subject: '', message: '' };

/** The one-line fields, in the form's order (the message, a text area, comes last). */
const TEXT_FIELDS = [
  { name: 'name', autoComplete: 'name', testId: 'marketing-contact-name' },
  { name: 'email', type: 'email', autoComplete: 'email', testId: 'marketing-contact-email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel-national', testId: 'marketing-contact-phone' },
  { name: 'orderNumber', testId: 'marketing-contact-order-number' },
  { name: 'subject', testId: 'marketing-contact-subject' },
] as const;

/** The form itself; `onSent` once the service has the message. */
function ContactMessageForm({ onSent }: { onSent(): void }) {
  const theme = useTheme();
  const [send] = useSendContactMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver: zodResolver(contactFormSchema), defaultValues: EMPTY });
  const field = (name: keyof ContactFormValues) => ({ registration: register(name), error: errors[name] });

  const onSubmit = handleSubmit(async (raw) => {
    const values = contactFormSchema.parse(raw);
    setFailure(null);
    try {
      await send({
        name: values.name,
        email: normalizeEmail(values.email) ?? values.email,
        ...(values.phone ? { phone: values.phone } : {}),
        ...(values.orderNumber ? { orderNumber: values.orderNumber } : {}),
        subject: values.subject,
        message: values.message,
      }).unwrap();
    } catch (error) {
      setFailure(apiErrorMessage(error));
      return;
    }
    onSent();
  });

  return (
    <form noValidate onSubmit={onSubmit} css={{ display: 'grid', gap: theme.spacing.sm }}>
      {TEXT_FIELDS.map(({ name, ...props }) => (
        <TextField key={name} label={CONTACT_FORM_TEXTS[name]} {...props} {...field(name)} />
      ))}
      <TextAreaField
        label={CONTACT_FORM_TEXTS.message}
        rows={6}
        testId="marketing-contact-message"
        {...field('message')}
      />
      {failure ? <FormFailure testId="marketing-contact-form-failure">{failure}</FormFailure> : null}
      <button
        type="submit"
        disabled={isSubmitting}
        data-testid="marketing-contact-submit"
        css={{ ...primaryButton(theme), justifySelf: 'start' }}
      >
        {isSubmitting ? CONTACT_FORM_TEXTS.submitting : CONTACT_FORM_TEXTS.submit}
      </button>
    </form>
  );
}

export interface ContactFormProps {
  /** Focus the first field once shown (the page was opened with ?screen=contact-form). */
  autoFocus?: boolean;
}

export function ContactForm({ autoFocus = false }: ContactFormProps) {
  const theme = useTheme();
  const [sent, setSent] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!autoFocus) return;
    const section = sectionRef.current;
    section?.scrollIntoView?.({ block: 'start' });
    section?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [autoFocus]);

  return (
    <section
      ref={sectionRef}
      id="contact-form"
      aria-labelledby="marketing-contact-form-title"
      data-testid="marketing-contact-form"
      css={{
        padding: theme.spacing.md,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        background: theme.colors.surface,
      }}
    >
      <h2 id="marketing-contact-form-title" css={{ marginTop: 0 }}>
        {CONTACT_FORM_TEXTS.title}
      </h2>
      {sent ? (
        <p role="status" data-testid="marketing-contact-form-sent" css={{ color: theme.colors.success }}>
          {CONTACT_FORM_TEXTS.sent}
        </p>
      ) : (
        <ContactMessageForm onSent={() => setSent(true)} />
      )}
    </section>
  );
}
