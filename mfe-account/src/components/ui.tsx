// Building blocks the account screens share. Colours, spacing and type come from the theme tokens only; tap targets
// are at least 40 px high so the screens work at phone widths (390 px).
import { css, type Theme } from '@emotion/react';
import { Spinner } from '@storefront/ui';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The smallest height (and width) of anything a finger taps. */
export const TAP_TARGET = '40px';

/** The root of every account screen: owner-tagged (data-boundary="account") and width-limited. */
export function AccountScreen({ testId, children, busy }: { testId: string; children: ReactNode; busy?: boolean }) {
  return (
    <section css={screenRootCss} data-boundary="account" data-testid={testId} aria-busy={busy || undefined}>
      {children}
    </section>
  );
}

const screenRootCss = (theme: Theme) => css`
  label: accountScreen;
  box-sizing: border-box;
  max-width: ${theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${theme.spacing.lg} ${theme.spacing.lg} ${theme.spacing.xxl};
  color: ${theme.colors.text};
  font-family: ${theme.typography.fontFamily};
  line-height: ${theme.typography.lineHeights.normal};
  ${theme.mq.mobile} {
    padding: ${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.xl};
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

const pageTitleCss = (theme: Theme) => css`
  label: accountPageTitle;
  margin: ${theme.spacing.sm} 0 ${theme.spacing.md};
  font-size: ${theme.typography.sizes.xxl};
  font-weight: ${theme.typography.weights.black};
  line-height: ${theme.typography.lineHeights.tight};
  ${theme.mq.mobile} {
    font-size: ${theme.typography.sizes.xl};
  }
`;

export function PageTitle(props: ComponentProps<'h1'>) {
  return <h1 css={pageTitleCss} {...props} />;
}

const sectionTitleCss = (theme: Theme) => css`
  label: accountSectionTitle;
  margin: 0 0 ${theme.spacing.md};
  font-size: ${theme.typography.sizes.lg};
  font-weight: ${theme.typography.weights.bold};
`;

export function SectionTitle(props: ComponentProps<'h2'>) {
  return <h2 css={sectionTitleCss} {...props} />;
}

const panelCss = (theme: Theme) => css`
  label: accountPanel;
  padding: ${theme.spacing.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  min-width: 0;
`;

/** A bordered block of a screen (profile, consents, cards...). */
export function Panel(props: ComponentProps<'section'>) {
  return <section css={panelCss} {...props} />;
}

const columnsCss = (theme: Theme) => css`
  label: accountColumns;
  display: grid;
  gap: ${theme.spacing.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

/** Two columns on wider screens, one on phones. */
export function Columns(props: ComponentProps<'div'>) {
  return <div css={columnsCss} {...props} />;
}

const stackCss = (theme: Theme) => css`
  label: accountStack;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

export function Stack(props: ComponentProps<'div'>) {
  return <div css={stackCss} {...props} />;
}

export const rowCss = (theme: Theme) => css`
  label: accountRow;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
`;

export function Row(props: ComponentProps<'div'>) {
  return <div css={rowCss} {...props} />;
}

const mutedCss = (theme: Theme) => css`
  label: accountMuted;
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.sizes.sm};
`;

export function Muted(props: ComponentProps<'p'>) {
  return <p css={mutedCss} {...props} />;
}

type NoticeTone = 'success' | 'error';

const noticeCss = (theme: Theme, tone: NoticeTone) => css`
  label: accountNotice;
  margin: 0;
  padding: ${theme.spacing.sm} ${theme.spacing.md};
  border-radius: ${theme.radii.md};
  background: ${tone === 'error' ? theme.colors.warningBackground : theme.colors.surface};
  color: ${tone === 'error' ? theme.colors.danger : theme.colors.success};
  font-size: ${theme.typography.sizes.sm};
`;

/** A status line (role=status) or an error (role=alert) under a form. */
export function Notice({ tone, ...rest }: ComponentProps<'p'> & { tone: NoticeTone }) {
  return <p css={(theme) => noticeCss(theme, tone)} {...rest} />;
}

export function ErrorNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Notice tone="error" role="alert" data-testid={testId}>
      {children}
    </Notice>
  );
}

export function SuccessNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Notice tone="success" role="status" data-testid={testId}>
      {children}
    </Notice>
  );
}

export function LoadingStatus({ text }: { text: string }) {
  return (
    <Row role="status">
      <Spinner size={14} aria-hidden="true" />
      <span>{text}</span>
    </Row>
  );
}

const factsCss = (theme: Theme) => css`
  label: accountFacts;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.spacing.xs} ${theme.spacing.md};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A definition list of label/value pairs (profile, order totals). */
export function Facts(props: ComponentProps<'dl'>) {
  return <dl css={factsCss} {...props} />;
}

const tapLinkCss = (theme: Theme) => css`
  label: accountTapLink;
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET};
  color: ${theme.colors.link};
`;

/** A text link with a tap-sized hit area. */
export function TapLink(props: ComponentProps<typeof Link>) {
  return <Link css={tapLinkCss} {...props} />;
}
