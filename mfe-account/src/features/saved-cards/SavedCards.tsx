// Saved payment methods on the dashboard (spec 2 §2): card tiles, a form to add one, Edit in place, and Delete
// through the confirmation overlay (DELETE /api/account/cards/:id only after 'Yes, Delete'). The forms are fetched
// when Add a card is pointed at, focused or pressed, or Edit is chosen (cardFormParts); while they arrive the button
// shows busy (the card keeps its details), and a failed fetch shows the error line, the next press fetching again.
import { useState } from 'react';
import { ERROR_TEXTS, type SavedCard } from '@storefront/shared-domain';
import { ErrorNotice, Panel, SectionTitle, Stack, SuccessNotice } from '../../components/ui';
import { AddCard } from './AddCard';
import { CardDeletion } from './CardDeletion';
import { CardList } from './CardList';
import { CARDS_TEXTS } from './texts';

export function SavedCards() {
  const [added, setAdded] = useState(false);
  const [formLoadFailed, setFormLoadFailed] = useState(false);
  const [cardToDelete, setCardToDelete] = useState<SavedCard | null>(null);
  // The notices speak of the last form only: opening one clears them.
  const formOpened = () => {
    setAdded(false);
    setFormLoadFailed(false);
  };
  const formFailedToLoad = () => setFormLoadFailed(true);

  return (
    <Panel aria-labelledby="account-cards-heading" data-testid="account-saved-cards">
      <SectionTitle id="account-cards-heading">{CARDS_TEXTS.title}</SectionTitle>
      <Stack>
        <CardList onEdit={formOpened} onError={formFailedToLoad} onDelete={setCardToDelete} />
        {added && <SuccessNotice testId="account-card-added">{CARDS_TEXTS.cardAdded}</SuccessNotice>}
        {formLoadFailed && <ErrorNotice testId="account-card-form-load-error">{ERROR_TEXTS.fetchFailed}</ErrorNotice>}
        <AddCard onOpen={formOpened} onError={formFailedToLoad} onDone={setAdded} />
      </Stack>
      {cardToDelete && <CardDeletion card={cardToDelete} onClose={() => setCardToDelete(null)} />}
    </Panel>
  );
}
