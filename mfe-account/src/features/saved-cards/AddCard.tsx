// Add a card: the button, which fetches the add form (on demand: cardFormParts) as it is pointed at or focused, and
// the form in its place once pressed; while the form arrives the button shows busy.
import { useState } from 'react';
import { useOnDemandPart } from '@storefront/shared-domain';
import { BusyButton } from '@storefront/ui';
import { OpenedOnDemand } from '../../components/OpenedOnDemand';
import { Row } from '../../components/ui';
import { addCardForm } from './cardFormParts';
import { CARDS_TEXTS } from './texts';

export interface AddCardProps {
  onOpen(): void;
  /** The form could not be fetched (the button comes back, the next press fetches again). */
  onError(): void;
  /** The form closed: `saved` when the card was saved. */
  onDone(saved: boolean): void;
}

export function AddCard({ onOpen, onError, onDone }: AddCardProps) {
  const [adding, setAdding] = useState(false);
  const { Lazy: AddCardForm, attempt, retry } = useOnDemandPart(addCardForm);

  const addButton = (busy: boolean) => (
    <Row>
      <BusyButton
        busy={busy}
        onPointerEnter={addCardForm.prefetch}
        onFocus={addCardForm.prefetch}
        onClick={() => {
          onOpen();
          setAdding(true);
        }}
      >
        {CARDS_TEXTS.addCard}
      </BusyButton>
    </Row>
  );

  if (!adding) return addButton(false);
  return (
    <OpenedOnDemand
      what={addCardForm.what}
      attempt={attempt}
      retry={retry}
      view={addButton}
      onClose={() => {
        setAdding(false);
        onError();
      }}
    >
      <AddCardForm
        onDone={(saved) => {
          setAdding(false);
          onDone(saved);
        }}
      />
    </OpenedOnDemand>
  );
}
