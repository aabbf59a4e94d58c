// The footer's body (spec 2 §2): the link groups (an accordion on mobile), the phone number, social links, accepted
// payment methods, the theme choice and the trademark disclaimer. Below the fold on every page, so it is fetched when
// the footer nears the viewport (Footer.tsx), not with the first load.
import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useIsMobile } from '@storefront/shared-domain';
import { ThemeSwitch } from '../theme/ThemeSwitch';
import {
  FOOTER_LINK_GROUPS,
  FOOTER_PHONE,
  PAYMENT_METHODS,
  SOCIAL_LINKS,
  TRADEMARK_DISCLAIMER,
  telHref,
} from './footerLinks';
import { contentRowCss } from './contentRowCss';
import type { NavLinkItem } from './navigation';

function FooterLink({ link }: { link: NavLinkItem }) {
  const style = { color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } } as const;
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" css={style}>
      {link.label}
    </a>
  ) : (
    <Link to={link.href} css={style}>
      {link.label}
    </Link>
  );
}

function LinkGroup({ title, links, index }: { title: string; links: readonly NavLinkItem[]; index: number }) {
  const theme = useTheme();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const listId = `shell-footer-group-${index}`;
  return (
    <nav aria-label={title} data-testid="shell-footer-group" data-open={open ? 'true' : 'false'}>
      <h2 css={{ margin: 0, fontSize: theme.typography.sizes.sm, textTransform: 'uppercase', letterSpacing: '0.05em' }}>
        {/* On mobile the groups collapse into an accordion; from the tablet width up the lists always show. */}
        {mobile ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
            data-testid="shell-footer-group-toggle"
            css={{
              all: 'inherit',
              display: 'flex',
              width: '100%',
              minHeight: 44,
              justifyContent: 'space-between',
              alignItems: 'center',
              cursor: 'pointer',
              ':focus-visible': { outline: `2px solid ${theme.colors.textInverse}`, outlineOffset: 2 },
            }}
          >
            {title}
            <span aria-hidden="true" css={{ fontSize: 18 }}>
              {open ? '−' : '+'}
            </span>
          </button>
        ) : (
          <span css={{ display: 'block', padding: `${theme.spacing.sm} 0` }}>{title}</span>
        )}
      </h2>
      <ul
        id={listId}
        css={{
          listStyle: 'none',
          margin: 0,
          padding: `0 0 ${theme.spacing.sm}`,
          display: 'grid',
          gap: theme.spacing.sm,
          ...(mobile && !open ? { display: 'none' } : {}),
        }}
      >
        {links.map((link) => (
          <li key={link.href}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function FooterBody() {
  const theme = useTheme();
  const row = contentRowCss(theme, `0 ${theme.spacing.md}`);
  return (
    <>
      <div
        css={{
          ...row,
          paddingTop: theme.spacing.xl,
          paddingBottom: theme.spacing.lg,
          display: 'grid',
          gap: theme.spacing.lg,
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          [theme.mq.tabletDown]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [theme.mq.mobile]: { gridTemplateColumns: '1fr', gap: 0 },
        }}
      >
        {FOOTER_LINK_GROUPS.map((group, index) => (
          <LinkGroup key={group.title} title={group.title} links={group.links} index={index} />
        ))}
      </div>
      <div
        css={{
          ...row,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.spacing.lg,
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingBottom: theme.spacing.lg,
          fontSize: theme.typography.sizes.sm,
        }}
      >
        <p css={{ margin: 0 }}>
          Call us:{' '}
          <a href={telHref(FOOTER_PHONE)} data-testid="shell-footer-phone" css={{ color: 'inherit', fontWeight: 700 }}>
            {FOOTER_PHONE}
          </a>
        </p>
        <ul
          aria-label="Follow us"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.spacing.md, flexWrap: 'wrap' }}
        >
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
        <ul
          aria-label="Accepted payment methods"
          data-testid="shell-footer-payments"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: theme.spacing.xs, flexWrap: 'wrap' }}
        >
          {PAYMENT_METHODS.map((method) => (
            <li
              key={method}
              css={{
                border: '1px solid currentColor',
                borderRadius: theme.radii.md,
                padding: `2px ${theme.spacing.sm}`,
                fontSize: theme.typography.sizes.xs,
                fontWeight: 700,
                letterSpacing: '0.03em',
              }}
            >
              {method}
            </li>
          ))}
        </ul>
        <ThemeSwitch />
      </div>
      <div css={{ ...row, paddingBottom: theme.spacing.xl, fontSize: theme.typography.sizes.xs }}>
        <p css={{ margin: 0, opacity: 0.75 }}>{TRADEMARK_DISCLAIMER}</p>
      </div>
    </>
  );
}
