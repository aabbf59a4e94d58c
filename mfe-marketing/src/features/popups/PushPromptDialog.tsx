// The push prompt's dialog (spec 2 §4 'Push prompt'), in the popups' on-demand chunk with PushPromptWhenDue (which
// decides whether it opens): a shopper who answered both popups never downloads it. A small non-modal dialog with
// Allow and Cancel (Escape = Cancel; focus is not taken); both store push_remind_after 2 days ahead and close it.
// Allow subscribes (pushSubscription.ts).
import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { useAppStore } from '@storefront/shared-domain';
import { marketingApi } from '../../api/marketingApi';
import { writePushRemindAfter } from './rememberPopupAnswers';
import { subscribeToPush } from './pushSubscription';
import { primaryButton } from '../ui';

export const PUSH_PROMPT_TEXTS = {
  title: 'Get deal alerts',
  body: 'Allow notifications to hear about flash sales and new arrivals first.',
  allow: 'Allow',
  cancel: 'Cancel',
} as const;

export interface PushPromptDialogProps {
  /** The visitor answered: the prompt goes away. */
  onClose(): void;
}

export function PushPromptDialog({ onClose }: PushPromptDialogProps) {
  const theme = useTheme();
  const store = useAppStore();

  const cancel = () => {
    writePushRemindAfter();
    onClose();
  };
  const cancelRef = useRef(cancel);
  cancelRef.current = cancel;

  useEffect(() => {
    // Non-modal: focus stays where the visitor is (they may be typing); Escape anywhere means Cancel.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      cancelRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const allow = () => {
    writePushRemindAfter();
    onClose();
    void subscribeToPush({
      fetchPublicKey: async () => {
        const request = store.dispatch(
          marketingApi.endpoints.getVapidPublicKey.initiate(undefined, { subscribe: false }),
        );
        return (await request.unwrap()).publicKey;
      },
      saveSubscription: (input) => store.dispatch(marketingApi.endpoints.addPushSubscriber.initiate(input)).unwrap(),
    });
  };

  return (
    <div
      role="dialog"
      aria-labelledby="marketing-push-prompt-title"
      aria-describedby="marketing-push-prompt-body"
      data-boundary="marketing"
      data-testid="marketing-push-prompt"
      css={{
        position: 'fixed',
        top: theme.spacing.md,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndices.toast,
        boxSizing: 'border-box',
        width: 'min(360px, calc(100vw - 32px))',
        padding: theme.spacing.md,
        background: theme.colors.background,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.card,
      }}
    >
      <h2 id="marketing-push-prompt-title" css={{ margin: 0, fontSize: theme.typography.sizes.lg }}>
        {PUSH_PROMPT_TEXTS.title}
      </h2>
      <p id="marketing-push-prompt-body" css={{ margin: `${theme.spacing.xs} 0 ${theme.spacing.md}` }}>
        {PUSH_PROMPT_TEXTS.body}
      </p>
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: theme.spacing.sm }}>
        <button
          type="button"
          onClick={cancel}
          data-testid="marketing-push-prompt-cancel"
          css={{
            minHeight: 44,
            padding: `0 ${theme.spacing.md}`,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            background: theme.colors.background,
            color: theme.colors.text,
            cursor: 'pointer',
          }}
        >
          {PUSH_PROMPT_TEXTS.cancel}
        </button>
        <button
          type="button"
          onClick={allow}
          data-testid="marketing-push-prompt-allow"
          css={{ ...primaryButton(theme), padding: `0 ${theme.spacing.md}` }}
        >
          {PUSH_PROMPT_TEXTS.allow}
        </button>
      </div>
    </div>
  );
}
