// A back-office action that cannot be taken back (cancel, refund, reject, hide, delete, apply an import): the button
// asks first in a modal dialog that names what happens, and runs the action only on the confirming answer.
import { css } from '@emotion/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { colors, radii, shadows, spacing, zIndices } from '@storefront/shared-domain';
import { BusyButton, Button, type ButtonVariant } from '../Button';
import { ModalDialog } from '../ModalDialog';

export interface ConfirmButtonProps {
  /** The question: 'Refund $120.00 to the card ending 4242?'. */
  confirmText: ReactNode;
  /** The confirming button's words: 'Refund'. */
  confirmLabel: string;
  onConfirm: () => unknown;
  variant?: ButtonVariant;
  disabled?: boolean;
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}

const backdropCss = css`
  label: ui-confirm-backdrop;
  position: fixed;
  inset: 0;
  z-index: ${zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${spacing.md};
  background: ${colors.backdrop};
`;

const panelCss = css`
  label: ui-confirm-dialog;
  width: min(100%, 440px);
  padding: ${spacing.lg};
  border-radius: ${radii.lg};
  background: ${colors.background};
  box-shadow: ${shadows.panel};
  display: flex;
  flex-direction: column;
  gap: ${spacing.md};
  p {
    margin: 0;
  }
  div {
    display: flex;
    gap: ${spacing.sm};
    justify-content: flex-end;
  }
`;

export function ConfirmButton(props: ConfirmButtonProps) {
  const { confirmText, confirmLabel, onConfirm, variant = 'danger', disabled, busy, testId, children } = props;
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setAsking(false);
    void onConfirm();
  };
  return (
    <>
      <BusyButton
        variant={variant}
        disabled={disabled}
        busy={busy}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {children}
      </BusyButton>
      {asking && (
        <div css={backdropCss}>
          <ModalDialog
            css={panelCss}
            dialogRef={panelRef}
            onClose={() => setAsking(false)}
            initialFocusRef={cancelRef}
            aria-labelledby={questionId}
          >
            <p id={questionId}>{confirmText}</p>
            <div>
              <Button variant={variant} onClick={confirm} data-testid={testId && `${testId}-confirm`}>
                {confirmLabel}
              </Button>
              <Button ref={cancelRef} onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </ModalDialog>
        </div>
      )}
    </>
  );
}
