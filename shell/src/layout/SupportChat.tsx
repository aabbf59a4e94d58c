// Support chat button (spec 1 §1, spec 2 §1) of a signed-in shopper (ChatButton.tsx fetches it): says whether support
// is open now (09:00-17:30 New York time, every day), shows the hours and who it serves ('US only, English'), open or
// closed, so nobody waits for a chat in a language or country it does not cover. CHOICE: no chat provider is wired
// yet, so the panel offers the phone line and the contact form.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { VisuallyHidden } from '@storefront/ui';
import {
  LINKS,
  SUPPORT_SCOPE_TEXT,
  isSupportOpen,
  supportHoursText,
  supportStatusText,
  useNow,
} from '@storefront/shared-domain';
import { FOOTER_PHONE, telHref } from './storePhone';

/** Support opens and closes on the minute. */
const MINUTE_MS = 60_000;

export function SupportChat() {
  const theme = useTheme();
  const now = new Date(useNow(MINUTE_MS));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const online = isSupportOpen(now);
  return (
    <div
      data-testid="shell-chat"
      css={{ position: 'fixed', right: theme.spacing.md, bottom: theme.spacing.md, zIndex: theme.zIndices.dropdown }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Support chat"
          data-testid="shell-chat-panel"
          css={{
            marginBottom: theme.spacing.sm,
            width: 260,
            padding: theme.spacing.md,
            background: theme.colors.background,
            color: theme.colors.text,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.lg,
            boxShadow: theme.shadows.card,
          }}
        >
          <p css={{ margin: 0, fontWeight: theme.typography.weights.bold }}>{supportStatusText(now)}</p>
          {online && <p css={{ margin: `${theme.spacing.sm} 0 0` }}>{supportHoursText()}</p>}
          <p data-testid="shell-chat-scope" css={{ margin: `${theme.spacing.xs} 0 0` }}>
            {SUPPORT_SCOPE_TEXT}
          </p>
          <p css={{ margin: `${theme.spacing.sm} 0 0` }}>
            <a href={telHref(FOOTER_PHONE)}>{FOOTER_PHONE}</a>
            {' · '}
            <Link to={LINKS.contactForm} onClick={() => setOpen(false)}>
              Contact form
            </Link>
          </p>
        </div>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="shell-chat-button"
        data-support-open={online}
        onClick={() => setOpen((v) => !v)}
        css={{
          float: 'right',
          minHeight: 44,
          padding: `0 ${theme.spacing.md}`,
          borderRadius: theme.radii.pill,
          // The light ring keeps the button visible over the dark footer.
          border: `2px solid ${theme.colors.background}`,
          background: theme.colors.surfaceDark,
          color: theme.colors.textInverse,
          font: 'inherit',
          fontWeight: theme.typography.weights.bold,
          cursor: 'pointer',
          boxShadow: theme.shadows.card,
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.spacing.sm,
        }}
      >
        <span
          aria-hidden="true"
          css={{
            width: 10,
            height: 10,
            borderRadius: theme.radii.pill,
            background: online ? theme.colors.success : theme.colors.textMuted,
          }}
        />
        {online ? 'Chat' : 'Support'}
        <VisuallyHidden>{online ? ': support is open' : ': support is closed'}</VisuallyHidden>
      </button>
    </div>
  );
}
