// The delete confirmation overlay (spec 2 §2, §8 'Card delete'): the spec's question with 'Yes, Delete' / 'Cancel'.
// A modal dialog: focus starts on Cancel and stays inside (Tab cycles), Escape cancels.
import { css, type Theme } from '@emotion/react';
import { useId, useRef } from 'react';
import { CARD_TEXTS } from '@storefront/shared-domain';
import { BusyButton, Button, ModalDialog } from '@storefront/ui';
import { ErrorNotice, Row } from '../../components/ui';

const backdropCss = (theme: Theme) => css`
  label: accountDeleteCardBackdrop;
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.spacing.md};
  background: ${theme.colors.backdrop};
`;

const dialogPanelCss = (theme: Theme) => css`
  label: accountDeleteCardDialog;
  width: min(100%, 420px);
  padding: ${theme.spacing.lg};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.panel};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.md};
`;

const questionCss = (theme: Theme) => css`
  label: accountDeleteCardQuestion;
  margin: 0;
  font-size: ${theme.typography.sizes.md};
  font-weight: ${theme.typography.weights.bold};
`;

export interface DeleteCardDialogProps {
  /** 'Visa •••• 4242': which card, for assistive technology. */
  cardLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}

export function DeleteCardDialog({ cardLabel, busy, error, onConfirm, onCancel }: DeleteCardDialogProps) {
  const questionId = useId();
  const cardId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const panelRef = useRef<HTMLDivElement>(null);

  return (
    <div css={backdropCss} data-testid="account-delete-card-overlay">
      {/* Focus starts on Cancel and stays inside, the page behind is inert; Escape cancels unless deleting. */}
      <ModalDialog
        css={dialogPanelCss}
        dialogRef={panelRef}
        onClose={() => {
          if (!busy) onCancel();
        }}
        initialFocusRef={cancelRef}
        aria-labelledby={questionId}
        aria-describedby={cardId}
      >
        <p css={questionCss} id={questionId}>
          {CARD_TEXTS.deleteQuestion}
        </p>
        <p id={cardId} css={{ margin: 0 }}>
          {cardLabel}
        </p>
        {error && <ErrorNotice testId="account-delete-card-error">{error}</ErrorNotice>}
        <Row css={{ justifyContent: 'flex-end' }}>
          <BusyButton ref={confirmRef} variant="danger" busy={busy} onClick={onConfirm}>
            {CARD_TEXTS.confirmDelete}
          </BusyButton>
          <Button ref={cancelRef} onClick={onCancel} disabled={busy}>
            {CARD_TEXTS.cancel}
          </Button>
        </Row>
      </ModalDialog>
    </div>
  );
}
