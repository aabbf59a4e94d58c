// The saved cards as tiles; Edit turns a tile's details into its edit form (fetched on demand: cardFormParts).
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { apiErrorMessage, useOnDemandPart, type SavedCard } from '@storefront/shared-domain';
import { useGetSavedCardsQuery } from '../../api/account';
import { OpenedOnDemand } from '../../components/OpenedOnDemand';
import { ErrorNotice, LoadingStatus, Muted } from '../../components/ui';
import { CardDetails, CardTile, focusMenuOf } from './CardTile';
import { editCardForm } from './cardFormParts';
import { CARDS_TEXTS } from './texts';

const tileListCss = (theme: Theme) => css`
  label: accountCardList;
  display: grid;
  gap: ${theme.spacing.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface CardListProps {
  onEdit(): void;
  /** The edit form could not be fetched (the tile keeps its details). */
  onError(): void;
  onDelete(card: SavedCard): void;
}

export function CardList({ onEdit, onError, onDelete }: CardListProps) {
  const { data: cards = [], isLoading, isError, error } = useGetSavedCardsQuery();
  const [editingId, setEditingId] = useState<string | null>(null);
  const { Lazy: EditCardForm, attempt, retry } = useOnDemandPart(editCardForm);

  if (isLoading) return <LoadingStatus text={CARDS_TEXTS.loading} />;
  if (isError) return <ErrorNotice testId="account-cards-error">{apiErrorMessage(error)}</ErrorNotice>;
  if (cards.length === 0) return <Muted data-testid="account-cards-empty">{CARDS_TEXTS.empty}</Muted>;
  return (
    <ul css={tileListCss} aria-label={CARDS_TEXTS.title}>
      {cards.map((card) => (
        <CardTile
          key={card.id}
          card={card}
          onEdit={() => {
            setEditingId(card.id);
            onEdit();
          }}
          onDelete={() => onDelete(card)}
          editor={
            editingId === card.id ? (
              <OpenedOnDemand
                what={editCardForm.what}
                attempt={attempt}
                retry={retry}
                view={(busy) => <CardDetails card={card} busy={busy} />}
                onClose={() => {
                  setEditingId(null);
                  onError();
                }}
              >
                <EditCardForm
                  card={card}
                  onDone={() => {
                    setEditingId(null);
                    requestAnimationFrame(() => focusMenuOf(card.id));
                  }}
                />
              </OpenedOnDemand>
            ) : undefined
          }
        />
      ))}
    </ul>
  );
}
