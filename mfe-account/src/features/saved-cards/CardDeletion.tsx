// A card's deletion: the confirmation overlay and its DELETE, sent only on 'Yes, Delete'. A refusal stays in the
// overlay; Cancel gives focus back to the menu Delete was chosen from.
import { useState } from 'react';
import { apiErrorMessage, type SavedCard } from '@storefront/shared-domain';
import { useDeleteSavedCardMutation } from '../../api/account';
import { cardLabel, focusMenuOf } from './CardTile';
import { DeleteCardDialog } from './DeleteCardDialog';

export interface CardDeletionProps {
  card: SavedCard;
  /** Deleted or cancelled: the overlay goes. */
  onClose(): void;
}

export function CardDeletion({ card, onClose }: CardDeletionProps) {
  const [deleteCard, { isLoading }] = useDeleteSavedCardMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await deleteCard(card.id).unwrap();
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };

  const cancel = () => {
    onClose();
    requestAnimationFrame(() => focusMenuOf(card.id));
  };

  return (
    <DeleteCardDialog
      cardLabel={cardLabel(card)}
      busy={isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    />
  );
}
