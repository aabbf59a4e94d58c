// The delete confirmation overlay (spec 2 §2, §8 'Card delete'): the spec's question with 'Yes, Delete' / 'Cancel'.
// A modal dialog: focus starts on Cancel and stays inside (Tab cycles), Escape cancels.
import { useId, useRef } from 'react';
import styled from '@emotion/styled';
import { CARD_TEXTS, useModalDialog } from '@storefront/shared-domain';
import { Button, ErrorNotice, Row } from '../../components/ui';

const Backdrop = styled.div`
  label: accountDeleteCardBackdrop;
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.backdrop};
`;

const DialogPanel = styled.div`
  label: accountDeleteCardDialog;
  width: min(100%, 420px);
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.panel};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Question = styled.p`
  label: accountDeleteCardQuestion;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.md};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
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
  // A modal dialog: focus starts on Cancel, stays inside, the page behind is inert; Escape cancels unless deleting.
  useModalDialog({
    open: true,
    onClose: () => {
      if (!busy) onCancel();
    },
    containerRef: panelRef,
    initialFocusRef: cancelRef,
  });

  return (
    <Backdrop data-testid="account-delete-card-overlay">
      <DialogPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={questionId}
        aria-describedby={cardId}
        tabIndex={-1}
      >
        <Question id={questionId}>{CARD_TEXTS.deleteQuestion}</Question>
        <p id={cardId} css={{ margin: 0 }}>
          {cardLabel}
        </p>
        {error && <ErrorNotice testId="account-delete-card-error">{error}</ErrorNotice>}
        <Row css={{ justifyContent: 'flex-end' }}>
          <Button ref={confirmRef} variant="danger" busy={busy} onClick={onConfirm}>
            {CARD_TEXTS.confirmDelete}
          </Button>
          <Button ref={cancelRef} onClick={onCancel} disabled={busy}>
            {CARD_TEXTS.cancel}
          </Button>
        </Row>
      </DialogPanel>
    </Backdrop>
  );
}
