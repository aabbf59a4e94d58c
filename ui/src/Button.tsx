// The store's button: a tap target at least 40 px each way and a variant's colours (BusyButton adds a busy state). A
// type of "button" unless told, so a button in a form submits only when it says so. Callers add placement, or a look
// of their own, through their css prop (it wins over these rules).
import { css } from '@emotion/react';
import type { ComponentProps } from 'react';
import { colors, radii, spacing, typography } from '@storefront/shared-domain';
import { Spinner } from './Spinner';

/** primary and danger are filled; secondary is outlined; ghost has no fill. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

/** The fill of a filled variant; null for the outlined and bare ones. */
const fillOf = (variant: ButtonVariant) =>
  variant === 'primary' ? colors.brand : variant === 'danger' ? colors.danger : null;

// A template, like the importers' own styles: the same CSS words compress against each other in their chunks.
const buttonCss = (variant: ButtonVariant, fill = fillOf(variant)) => css`
  label: ui-button;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${spacing.sm};
  min-height: 40px;
  min-width: 40px;
  padding: ${spacing.sm} ${spacing.md};
  border-radius: ${radii.md};
  border: 1px solid ${fill ?? colors.border};
  background: ${fill ?? (variant === 'ghost' ? 'transparent' : colors.background)};
  color: ${fill ? colors.textInverse : colors.text};
  font: inherit;
  font-size: ${typography.sizes.sm};
  font-weight: ${typography.weights.bold};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;
  &:hover:not(:disabled) {
    background: ${fill ? colors.brandDark : colors.surface};
  }
  &:focus-visible {
    outline: 2px solid ${colors.link};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export function Button({ variant = 'secondary', type = 'button', ...rest }: ButtonProps) {
  return <button css={buttonCss(variant)} type={type} {...rest} />;
}

/**
 * A Button that waits on what it started: `busy` shows a spinner before its text, disables it and tells assistive
 * technology (aria-busy). An export of its own, so pages whose buttons never wait do not carry it.
 */
export function BusyButton({ busy = false, disabled, children, ...rest }: ButtonProps & { busy?: boolean }) {
  return (
    <Button disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner size={14} aria-hidden="true" />}
      {children}
    </Button>
  );
}
