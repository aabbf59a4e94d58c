// The VIP email popup's dialog (spec 2 §4 'Email popup', §5 'Popup email', §8 'Popup failure'): its own chunk,
// loaded by EmailPopupWhenDue (which decides when it opens) only once it is about to show. A modal dialog: centred
// on desktop, a full-width bottom sheet under 768 px. It closes the cart sidebar as it appears.
// Submit: POST check-consent. An email with a record sees "You're already a member!" and is marked subscribed after
// 1500 ms; unless the answer says it consents, update-subscriber comes first (the service asks the record's owner to
// confirm before consent comes back on). A new email is saved with save-popup-subscriber and the popup closes after
// 1750 ms. Failures show in an error box and the spinner stops.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { useTheme, type CSSObject, type Theme } from '@emotion/react';
import {
  closeSidebar,
  ERROR_TEXTS,
  isPopupSubmitDisabled,
  MARKETING_TEXTS,
  MARKETING_TIMING,
  normalizeEmail,
  popupEmailError,
  useAppDispatch,
  type FormDevice,
  type SubmitStatus,
} from '@storefront/shared-domain';
import { ModalDialog, TextField } from '@storefront/ui';
import {
  isSuccessStatus,
  serverMessageOf,
  useCheckConsentMutation,
  useSavePopupSubscriberMutation,
  useUpdateSubscriberMutation,
  type StatusAnswer,
} from '../../api/marketingApi';
import { useFormType } from '../../hooks/useFormType';
import { primaryButton } from '../ui';

/** CHOICE: the popup's code in save-popup-subscriber (the VIP list). */
export const POPUP_CODE = 'VIP';

export const EMAIL_POPUP_TEXTS = {
  title: 'Join our VIP list',
  offer: 'Get exclusive deals and early access to sales.',
  emailLabel: 'Email address',
  submit: 'Join the VIP list',
  submitting: 'Joining...',
  close: 'Close',
  welcome: "You're on the list! Watch your inbox for VIP deals.",
  alreadyMember: MARKETING_TEXTS.alreadyMember,
} as const;

/** The server's message, else the error's own (a network failure's text), else `fallback`. */
export function popupErrorText(error: unknown, fallback: string): string {
  const server = serverMessageOf(error);
  if (server) return server;
  const own = (error as { error?: unknown; message?: unknown } | null) ?? {};
  if (typeof own.error === 'string' && own.error.trim()) return own.error;
  if (typeof own.message === 'string' && own.message.trim()) return own.message;
  return fallback;
}

function popupSchema(device: FormDevice) {
  return z.object({
    email: z.string().check(
      z.superRefine((value, ctx) => {
        const message = popupEmailError(value, device);
        if (message) ctx.addIssue({ code: 'custom', message });
      }),
    ),
  });
}

type PopupValues = { email: string };

/**
 * The popup's submit (spec 2 §4): the consent check, then update-subscriber or save-popup-subscriber, and what the
 * popup shows after. `onSubscribed` runs when the success message has been shown long enough.
 */
function usePopupSubmit(device: FormDevice, onSubscribed: () => void) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [errorText, setErrorText] = useState<string | null>(null);
  const [checkConsent] = useCheckConsentMutation();
  const [savePopupSubscriber] = useSavePopupSubscriberMutation();
  const [updateSubscriber] = useUpdateSubscriberMutation();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const fail = (text: string) => {
    setErrorText(text);
    setStatus('error');
  };
  const succeed = (text: string, closeMs: number) => {
    setMessage(text);
    setStatus('success');
    closeTimer.current = setTimeout(onSubscribed, closeMs);
  };
  /** A subscriber write: true when it answered success, else its failure is shown (`fallback` without a message). */
  const written = async (write: Promise<StatusAnswer>, fallback: string) => {
    try {
      if (!isSuccessStatus(await write)) throw new Error(fallback);
      return true;
    } catch (error) {
      fail(error instanceof Error ? error.message : (serverMessageOf(error) ?? fallback));
      return false;
    }
  };

  const submit = async (email: string) => {
    setStatus('submitting');
    setErrorText(null);
    let consent: { member?: boolean; email_consent?: boolean };
    try {
      consent = await checkConsent({ email }).unwrap();
    } catch (error) {
      return fail(popupErrorText(error, ERROR_TEXTS.fetchFailed));
    }
    if (consent.member === true) {
      if (consent.email_consent !== true) {
        // Without known consent the record is updated first (an opted-out one only once its owner confirms).
        const update = updateSubscriber({ email, email_consent: true, form_type: device }).unwrap();
        if (!(await written(update, ERROR_TEXTS.updateProfileFailed))) return;
      }
      return succeed(EMAIL_POPUP_TEXTS.alreadyMember, MARKETING_TIMING.emailPopupMemberCloseMs);
    }
    const save = savePopupSubscriber({ email, popup_code: POPUP_CODE, form_type: device }).unwrap();
    if (await written(save, ERROR_TEXTS.newSubscriberFailed)) {
      succeed(EMAIL_POPUP_TEXTS.welcome, MARKETING_TIMING.emailPopupNewSubscriberCloseMs);
    }
  };
  return { status, message, errorText, submit };
}

/** The popup's form, and in its place the success message once subscribed. */
function PopupSignup({ onSubscribed }: Pick<EmailPopupDialogProps, 'onSubscribed'>) {
  const theme = useTheme();
  const device = useFormType();
  const { status, message, errorText, submit } = usePopupSubmit(device, onSubscribed);
  const resolver = useMemo(() => zodResolver(popupSchema(device)), [device]);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PopupValues>({ resolver, mode: 'onTouched', defaultValues: { email: '' } });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(({ email: raw }) => submit(normalizeEmail(raw) ?? raw.trim()));
  const disabled = isPopupSubmitDisabled({ email, device, status });

  if (status === 'success' && message) {
    return (
      <p role="status" data-testid="marketing-email-popup-success" css={{ color: theme.colors.success }}>
        {message}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} css={{ display: 'grid', gap: theme.spacing.sm }}>
      <TextField
        label={EMAIL_POPUP_TEXTS.emailLabel}
        type="email"
        autoComplete="email"
        testId="marketing-email-popup-email"
        registration={register('email')}
        error={errors.email}
      />
      {errorText ? (
        <div
          role="alert"
          data-testid="marketing-email-popup-error"
          css={{
            padding: theme.spacing.sm,
            border: `1px solid ${theme.colors.danger}`,
            borderRadius: theme.radii.md,
            color: theme.colors.danger,
          }}
        >
          {errorText}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={disabled}
        aria-busy={status === 'submitting'}
        data-testid="marketing-email-popup-submit"
        css={primaryButton(theme)}
      >
        {status === 'submitting' ? (
          <span role="status" data-testid="marketing-email-popup-spinner">
            {EMAIL_POPUP_TEXTS.submitting}
          </span>
        ) : (
          EMAIL_POPUP_TEXTS.submit
        )}
      </button>
    </form>
  );
}

/** Centred on desktop, a full-width bottom sheet on phones. */
const dialogCss = (theme: Theme): CSSObject => ({
  position: 'fixed',
  zIndex: theme.zIndices.modal,
  boxSizing: 'border-box',
  background: theme.colors.background,
  color: theme.colors.text,
  padding: theme.spacing.lg,
  boxShadow: theme.shadows.card,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(440px, calc(100vw - 32px))',
  borderRadius: theme.radii.lg,
  [theme.mq.mobile]: {
    left: 0,
    right: 0,
    top: 'auto',
    bottom: 0,
    transform: 'none',
    width: '100%',
    borderRadius: `${theme.radii.lg} ${theme.radii.lg} 0 0`,
  },
});

export interface EmailPopupDialogProps {
  onDismiss(): void;
  onSubscribed(): void;
}

export function EmailPopupDialog({ onDismiss, onSubscribed }: EmailPopupDialogProps) {
  const theme = useTheme();
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(closeSidebar());
  }, [dispatch]);

  const titleId = 'marketing-email-popup-title';

  return (
    <div data-boundary="marketing" data-testid="marketing-email-popup">
      <div
        ref={backdropRef}
        data-testid="marketing-email-popup-backdrop"
        onClick={onDismiss}
        css={{ position: 'fixed', inset: 0, background: theme.colors.backdrop, zIndex: theme.zIndices.modal }}
      />
      <ModalDialog
        dialogRef={dialogRef}
        onClose={onDismiss}
        companionRefs={[backdropRef]}
        aria-labelledby={titleId}
        data-testid="marketing-email-popup-dialog"
        css={dialogCss(theme)}
      >
        <h2 id={titleId} css={{ margin: `0 0 ${theme.spacing.xs}`, fontSize: theme.typography.sizes.xl }}>
          {EMAIL_POPUP_TEXTS.title}
        </h2>
        <p css={{ margin: `0 0 ${theme.spacing.md}`, color: theme.colors.textMuted }}>{EMAIL_POPUP_TEXTS.offer}</p>
        <PopupSignup onSubscribed={onSubscribed} />
        {/* Last in the DOM (placed top-right): focus lands on the email field first. */}
        <button
          type="button"
          onClick={onDismiss}
          aria-label={EMAIL_POPUP_TEXTS.close}
          data-testid="marketing-email-popup-close"
          css={{
            position: 'absolute',
            top: theme.spacing.sm,
            right: theme.spacing.sm,
            minWidth: 44,
            minHeight: 44,
            border: 'none',
            background: 'transparent',
            color: theme.colors.text,
            fontSize: theme.typography.sizes.xl,
            cursor: 'pointer',
          }}
        >
          ×
        </button>
      </ModalDialog>
    </div>
  );
}
