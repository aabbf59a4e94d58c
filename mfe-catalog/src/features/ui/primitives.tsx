// Small building blocks shared by the catalogue screens. Styling reads the shared design tokens directly (not through
// the Emotion theme) so the screens look right with or without the shell's ThemeProvider.
import { css } from '@emotion/react';
import {
  colors,
  errorBannerText,
  layout,
  mq,
  productCountLabel,
  radii,
  spacing,
  typography,
} from '@storefront/shared-domain';
import { Button, SkeletonBlock } from '@storefront/ui';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The root of every catalogue screen: owner-tagged and width-limited. */
const screenRootCss = css`
  label: catalogScreen;
  box-sizing: border-box;
  max-width: ${layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${spacing.lg} ${spacing.lg} ${spacing.xxl};
  color: ${colors.text};
  font-family: ${typography.fontFamily};
  line-height: ${typography.lineHeights.normal};
  ${mq.mobile} {
    padding: ${spacing.md} ${spacing.md} ${spacing.xl};
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export function ScreenRoot(props: ComponentProps<'div'>) {
  return <div css={screenRootCss} {...props} />;
}

const pageTitleCss = css`
  label: catalogPageTitle;
  margin: ${spacing.sm} 0 ${spacing.sm};
  font-size: ${typography.sizes.xxl};
  font-weight: ${typography.weights.black};
  line-height: ${typography.lineHeights.tight};
  letter-spacing: -0.01em;
  ${mq.mobile} {
    font-size: ${typography.sizes.xl};
  }
`;

export function PageTitle(props: ComponentProps<'h1'>) {
  return <h1 css={pageTitleCss} {...props} />;
}

const leadCss = css`
  label: catalogLead;
  margin: 0 0 ${spacing.lg};
  max-width: 72ch;
  color: ${colors.textMuted};
  font-size: ${typography.sizes.md};
`;

export function Lead(props: ComponentProps<'p'>) {
  return <p css={leadCss} {...props} />;
}

/** The placeholder block of a loading state (shared-domain's, one look in every remote). */
export { SkeletonBlock };

/**
 * The store's spinner and screen-reader text (@storefront/ui), handed on from here so that webpack keeps them in this
 * module's scope (one module, not one per primitive, in each page's first chunk).
 */
export { Spinner, VisuallyHidden, visuallyHiddenCss } from '@storefront/ui';

/** The page title's box while the title loads: PageTitle's line height and margins. */
const pageTitleSkeletonCss = css`
  label: catalogTitleSkeleton;
  width: min(420px, 80%);
  height: calc(${typography.sizes.xxl} * ${typography.lineHeights.tight});
  margin: ${spacing.sm} 0 ${spacing.sm};
  ${mq.mobile} {
    height: calc(${typography.sizes.xl} * ${typography.lineHeights.tight});
  }
`;

export function PageTitleSkeleton(props: ComponentProps<typeof SkeletonBlock>) {
  return <SkeletonBlock css={pageTitleSkeletonCss} {...props} />;
}

const leadLinesCss = css`
  label: catalogLeadSkeleton;
  max-width: 72ch;
  margin: 0 0 ${spacing.lg};
  font-size: ${typography.sizes.md};
  > span {
    display: block;
    height: calc(1em * ${typography.lineHeights.normal});
    padding: 4px 0;
  }
  > span[data-mobile-only='true'] {
    display: none;
  }
  ${mq.mobile} {
    > span[data-mobile-only='true'] {
      display: block;
    }
  }
`;

/** A description (Lead) while it loads: `lines` text lines, `mobileLines` (at least `lines`) on a phone. */
export function LeadSkeleton({ lines, mobileLines = lines }: { lines: number; mobileLines?: number }) {
  return (
    <div css={leadLinesCss} aria-hidden="true" data-testid="catalog-lead-skeleton">
      {Array.from({ length: Math.max(lines, mobileLines) }, (_, i) => (
        <span key={i} data-mobile-only={i >= lines ? 'true' : undefined}>
          <SkeletonBlock
            style={{ height: '100%', width: i === Math.max(lines, mobileLines) - 1 && i > 0 ? '60%' : '100%' }}
          />
        </span>
      ))}
    </div>
  );
}

const linkButtonCss = css`
  label: catalogLinkButton;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  border: 1px solid ${colors.text};
  color: ${colors.text};
  background: ${colors.background};
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
  text-decoration: none;
  &:hover {
    background: ${colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
`;

export function LinkButton(props: ComponentProps<typeof Link>) {
  return <Link css={linkButtonCss} {...props} />;
}

const panelCss = css`
  label: catalogStatePanel;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${spacing.md};
  margin-top: ${spacing.md};
  padding: ${spacing.xxl} ${spacing.lg};
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  text-align: center;
  p {
    margin: 0;
  }
  strong {
    font-size: ${typography.sizes.lg};
  }
`;

/** Nothing to show: a short message and an optional action. */
export function EmptyState({
  message,
  children,
  testId,
}: {
  message: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div css={panelCss} data-testid={testId} role="status">
      <p>
        <strong>{message}</strong>
      </p>
      {children}
    </div>
  );
}

/** The spec's error banner (spec 1 §5): the message without its 'Invariant failed:' prefix, on a yellow panel. */
const bannerCss = css`
  label: catalogErrorBanner;
  border: 1px solid ${colors.warningText};
  background: ${colors.warningBackground};
  color: ${colors.warningText};
`;

/**
 * A failed call: the error banner and a retry that calls the query again. Nothing else on the page is affected. The
 * message line is hidden when the banner rule leaves nothing to say (the retry stays).
 */
export function ErrorState({
  message,
  onRetry,
  retryLabel,
  testId = 'catalog-error',
  children,
}: {
  message: string | null | undefined;
  onRetry?: () => void;
  retryLabel: string;
  testId?: string;
  children?: ReactNode;
}) {
  const text = errorBannerText(message);
  return (
    <div css={[panelCss, bannerCss]} data-testid={testId} role="alert">
      {text ? (
        <p data-testid={`${testId}-message`}>
          <strong>{text}</strong>
        </p>
      ) : null}
      {children}
      {onRetry ? (
        <Button type="button" variant="secondary" onClick={onRetry} data-testid={`${testId}-retry`}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

const countLineCss = css`
  label: catalogCountLine;
  margin: 0;
  font-size: ${typography.sizes.sm};
  color: ${colors.textMuted};
`;

/** The listing's count line, 'N products' / 'N product' (spec 1 §2), announced when it changes. */
export function ProductCount({ total }: { total: number }) {
  return (
    <p css={countLineCss} data-testid="catalog-count" aria-live="polite">
      {productCountLabel(total)}
    </p>
  );
}
