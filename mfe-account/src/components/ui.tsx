// Building blocks the account screens share. Colours, spacing and type come from the theme tokens only; tap targets
// are at least 40 px high so the screens work at phone widths (390 px).
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The smallest height (and width) of anything a finger taps. */
export const TAP_TARGET = '40px';

/** The root of every account screen: owner-tagged (data-boundary="account") and width-limited. */
export function AccountScreen({ testId, children, busy }: { testId: string; children: ReactNode; busy?: boolean }) {
  return (
    <ScreenRoot data-boundary="account" data-testid={testId} aria-busy={busy || undefined}>
      {children}
    </ScreenRoot>
  );
}

const ScreenRoot = styled.section`
  label: accountScreen;
  box-sizing: border-box;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.lg} ${theme.spacing.xxl}`};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  ${({ theme }) => theme.mq.mobile} {
    padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.xl}`};
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const PageTitle = styled.h1`
  label: accountPageTitle;
  margin: ${({ theme }) => `${theme.spacing.sm} 0 ${theme.spacing.md}`};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  ${({ theme }) => theme.mq.mobile} {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
`;

export const SectionTitle = styled.h2`
  label: accountSectionTitle;
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/** A bordered block of a screen (profile, consents, cards...). */
export const Panel = styled.section`
  label: accountPanel;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;
`;

/** Two columns on wider screens, one on phones. */
export const Columns = styled.div`
  label: accountColumns;
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  align-items: start;
`;

export const Stack = styled.div`
  label: accountStack;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

export const Row = styled.div`
  label: accountRow;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export const Muted = styled.p`
  label: accountMuted;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled.span`
  label: accountSpinner;
  display: inline-block;
  width: 14px;
  height: 14px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const StyledButton = styled('button', { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant: ButtonVariant }>`
  label: accountButton;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${TAP_TARGET};
  min-width: ${TAP_TARGET};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, variant }) =>
      variant === 'primary' ? theme.colors.brand : variant === 'danger' ? theme.colors.danger : theme.colors.border};
  background: ${({ theme, variant }) =>
    variant === 'primary'
      ? theme.colors.brand
      : variant === 'danger'
        ? theme.colors.danger
        : variant === 'ghost'
          ? 'transparent'
          : theme.colors.background};
  color: ${({ theme, variant }) =>
    variant === 'primary' || variant === 'danger' ? theme.colors.textInverse : theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme, variant }) =>
      variant === 'primary'
        ? theme.colors.brandDark
        : variant === 'danger'
          ? theme.colors.brandDark
          : theme.colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.link};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; busy?: boolean };

/** A button; `busy` shows a spinner, disables it and tells assistive technology (aria-busy). */
export function Button({
  variant = 'secondary',
  busy = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton variant={variant} type={type} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}

/** A status line (role=status) or an error (role=alert) under a form. */
export const Notice = styled('p', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: 'success' | 'error' }>`
  label: accountNotice;
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, tone }) => (tone === 'error' ? theme.colors.warningBackground : theme.colors.surface)};
  color: ${({ theme, tone }) => (tone === 'error' ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

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
      <Spinner aria-hidden="true" />
      <span>{text}</span>
    </Row>
  );
}

/** A definition list of label/value pairs (profile, order totals). */
export const Facts = styled.dl`
  label: accountFacts;
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const VisuallyHidden = styled.span`
  label: accountVisuallyHidden;
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** A text link with a tap-sized hit area. */
export const TapLink = styled(Link)`
  label: accountTapLink;
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_TARGET};
  color: ${({ theme }) => theme.colors.link};
`;
