// Saved payment methods on the dashboard (spec 2 §2): card tiles, a form to add one, Edit in place, and Delete
// through the confirmation overlay (DELETE /api/account/cards/:id only after 'Yes, Delete'). The add and edit forms
// (CardForms.tsx, with react-hook-form and zod) are a chunk of their own (issue 15), fetched when Add a card is pointed
// at, focused or pressed, or Edit is chosen; while it arrives the button shows busy (the card keeps its details), and
// a failed fetch shows the error line, the next press fetching again.
import { css, type Theme } from '@emotion/react';
import { Suspense, useState } from 'react';
import {
  apiErrorMessage,
  ERROR_TEXTS,
  OnDemandBoundary,
  onDemandPart,
  useOnDemandPart,
  type SavedCard,
} from '@storefront/shared-domain';
import { useDeleteSavedCardMutation, useGetSavedCardsQuery } from '../../api/account';
import {
  Button,
  ErrorNotice,
  LoadingStatus,
  Muted,
  Panel,
  Row,
  SectionTitle,
  Stack,
  SuccessNotice,
} from '../../components/ui';
import { CardDetails, cardLabel, CardTile } from './CardTile';
import { DeleteCardDialog } from './DeleteCardDialog';
import { CARDS_TEXTS } from './texts';

const loadCardForms = () => import('./CardForms');
const addCardForm = onDemandPart('account', 'the add card form', loadCardForms, (module) => module.AddCardForm);
const editCardForm = onDemandPart('account', 'the edit card form', loadCardForms, (module) => module.EditCardForm);

const tileListCss = (theme: Theme) => css`
  label: accountCardList;
  display: grid;
  gap: ${theme.spacing.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function SavedCards() {
  const { data: cards = [], isLoading, isError, error } = useGetSavedCardsQuery();
  const [deleteCard, { isLoading: deleting }] = useDeleteSavedCardMutation();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [cardToDelete, setDeleting] = useState<SavedCard | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [formLoadFailed, setFormLoadFailed] = useState(false);
  const { Lazy: AddCardForm, attempt: addAttempt, retry: retryAdd } = useOnDemandPart(addCardForm);
  const { Lazy: EditCardForm, attempt: editAttempt, retry: retryEdit } = useOnDemandPart(editCardForm);

  const focusMenuOf = (id: string) =>
    document
      .querySelector<HTMLButtonElement>(`[data-card-id="${CSS.escape(id)}"] [data-testid="account-card-menu-button"]`)
      ?.focus();

  const closeDelete = () => {
    const id = cardToDelete?.id;
    setDeleting(null);
    setDeleteError(null);
    if (id) requestAnimationFrame(() => focusMenuOf(id));
  };

  const confirmDelete = async () => {
    if (!cardToDelete) return;
    setDeleteError(null);
    try {
      await deleteCard(cardToDelete.id).unwrap();
      setDeleting(null);
    } catch (failure) {
      setDeleteError(apiErrorMessage(failure));
    }
  };

  let list;
  if (isLoading) {
    list = <LoadingStatus text={CARDS_TEXTS.loading} />;
  } else if (isError) {
    list = <ErrorNotice testId="account-cards-error">{apiErrorMessage(error)}</ErrorNotice>;
  } else if (cards.length === 0) {
    list = <Muted data-testid="account-cards-empty">{CARDS_TEXTS.empty}</Muted>;
  } else {
    list = (
      <ul css={tileListCss} aria-label={CARDS_TEXTS.title}>
        {cards.map((card) => (
          <CardTile
            key={card.id}
            card={card}
            onEdit={() => {
              setEditingId(card.id);
              setAdded(false);
              setFormLoadFailed(false);
            }}
            onDelete={() => {
              setDeleteError(null);
              setDeleting(card);
            }}
            editor={
              editingId === card.id ? (
                <OnDemandBoundary
                  key={editAttempt}
                  what={editCardForm.what}
                  failed={<CardDetails card={card} />}
                  onError={() => {
                    setEditingId(null);
                    setFormLoadFailed(true);
                    retryEdit();
                  }}
                >
                  <Suspense fallback={<CardDetails card={card} busy />}>
                    <EditCardForm
                      card={card}
                      onDone={() => {
                        setEditingId(null);
                        requestAnimationFrame(() => focusMenuOf(card.id));
                      }}
                    />
                  </Suspense>
                </OnDemandBoundary>
              ) : undefined
            }
          />
        ))}
      </ul>
    );
  }

  const addButton = (busy: boolean) => (
    <Row>
      <Button
        busy={busy}
        onPointerEnter={addCardForm.prefetch}
        onFocus={addCardForm.prefetch}
        onClick={() => {
          setAdded(false);
          setFormLoadFailed(false);
          setAdding(true);
        }}
      >
        {CARDS_TEXTS.addCard}
      </Button>
    </Row>
  );

  return (
    <Panel aria-labelledby="account-cards-heading" data-testid="account-saved-cards">
      <SectionTitle id="account-cards-heading">{CARDS_TEXTS.title}</SectionTitle>
      <Stack>
        {list}
        {added && <SuccessNotice testId="account-card-added">{CARDS_TEXTS.cardAdded}</SuccessNotice>}
        {formLoadFailed && <ErrorNotice testId="account-card-form-load-error">{ERROR_TEXTS.fetchFailed}</ErrorNotice>}
        {adding ? (
          <OnDemandBoundary
            key={addAttempt}
            what={addCardForm.what}
            failed={addButton(false)}
            onError={() => {
              setAdding(false);
              setFormLoadFailed(true);
              retryAdd();
            }}
          >
            <Suspense fallback={addButton(true)}>
              <AddCardForm
                onDone={(saved) => {
                  setAdding(false);
                  setAdded(saved);
                }}
              />
            </Suspense>
          </OnDemandBoundary>
        ) : (
          addButton(false)
        )}
      </Stack>
      {cardToDelete && (
        <DeleteCardDialog
          cardLabel={cardLabel(cardToDelete)}
          busy={deleting}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={closeDelete}
        />
      )}
    </Panel>
  );
}
