// Footer (spec 2 §2): the marketing remote's signup, the link list, the phone number and the trademark line.
import { useTheme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { RemoteView } from '../remotes/RemoteView';
import { FOOTER_LINK_GROUPS, FOOTER_PHONE, telHref } from './navigation';

export function Footer() {
  const theme = useTheme();
  return (
    <footer
      data-boundary="shell"
      data-testid="shell-footer"
      css={{ background: theme.colors.surfaceDark, color: theme.colors.textInverse, marginTop: theme.spacing.xxl }}
    >
      <div data-testid="shell-footer-signup-region">
        <RemoteView area="marketing" module="./FooterSignup" />
      </div>
      <div
        css={{
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          padding: `${theme.spacing.xl} ${theme.spacing.md}`,
          display: 'grid',
          gap: theme.spacing.lg,
          gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
          [theme.mq.tabletDown]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [theme.mq.mobile]: { gridTemplateColumns: '1fr' },
        }}
      >
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2
              css={{
                fontSize: theme.typography.sizes.sm,
                textTransform: 'uppercase',
                margin: `0 0 ${theme.spacing.sm}`,
              }}
            >
              {group.title}
            </h2>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing.xs }}>
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" css={{ color: 'inherit' }}>
                      {link.label}
                    </a>
                  ) : (
                    <Link to={link.href} css={{ color: 'inherit' }}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div
        css={{
          maxWidth: theme.layout.contentMaxWidth,
          margin: '0 auto',
          padding: `0 ${theme.spacing.md} ${theme.spacing.xl}`,
          fontSize: theme.typography.sizes.sm,
        }}
      >
        <p>
          Call us:{' '}
          <a href={telHref(FOOTER_PHONE)} css={{ color: 'inherit', fontWeight: 700 }}>
            {FOOTER_PHONE}
          </a>
        </p>
        <p css={{ color: '#a0a0a0' }}>
          All trademarks, logos and brand names are the property of their respective owners. All company, product and
          service names used in this website are for identification purposes only.
        </p>
      </div>
    </footer>
  );
}
