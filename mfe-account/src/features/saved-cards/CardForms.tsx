// Add a card and edit a saved one. A new card is typed into the payment provider's card fields (their frame, from the
// provider's origin, shows the brand from the number and spec 2 §5's expiry selectors); this page only gets the token
// they answer, which the account service turns into a saved card. Editing keeps the spec's expiry selectors.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  apiErrorMessage,
  cardLast4,
  expiryMonthOptions,
  expiryYearOptions,
  isDefaultCard,
  type NewCardInput,
  type SavedCard,
  isCardExpired,
  useCardFields,
} from '@storefront/shared-domain';
import { CheckboxField, SelectField, TextField } from '@storefront/ui';
import { useAddSavedCardMutation, useGetPaymentFieldsQuery, useUpdateSavedCardMutation } from '../../api/account';
import { fieldProps, FieldRow, Form } from '../../components/fields';
import { optionalText, requiredChoice } from '../../components/formSchemas';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';
import { ErrorNotice } from '../../components/ui';
import { CARDS_TEXTS } from './texts';

const expirySchema = {
  exp_month: requiredChoice(),
  exp_year: requiredChoice(),
};

function refineExpiry(value: { exp_month: string; exp_year: string }, ctx: z.core.$RefinementCtx) {
  if (!value.exp_month || !value.exp_year) return;
  if (isCardExpired(Number(value.exp_month), Number(value.exp_year), new Date())) {
    ctx.addIssue({ code: 'custom', message: CARDS_TEXTS.expired, path: ['exp_month'] });
  }
}

const addCardSchema = z.object({ card_nickname: optionalText(50), is_default_card: z.boolean() });

type AddCardValues = z.input<typeof addCardSchema>;

export function toNewCardInput(token: string, values: z.output<typeof addCardSchema>): NewCardInput {
  return { token, card_nickname: values.card_nickname || undefined, is_default_card: values.is_default_card ? 1 : 0 };
}

export function AddCardForm({ onDone }: { onDone(saved: boolean): void }) {
  const [addCard] = useAddSavedCardMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { data: fieldsConfig } = useGetPaymentFieldsQuery();
  const cardFields = useCardFields(fieldsConfig, 'account-add-card-frame', CARDS_TEXTS.cardDetails);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddCardValues, unknown, z.output<typeof addCardSchema>>({
    resolver: zodResolver(addCardSchema),
    defaultValues: { card_nickname: '', is_default_card: false },
  });
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const made = await cardFields.tokenize();
    // The frame shows what is wrong with the card beside its fields; the form says where to look.
    if ('error' in made) {
      return setFailure(
        made.error.code === 'incomplete' || !made.error.message ? CARDS_TEXTS.checkCard : made.error.message,
      );
    }
    try {
      await addCard(toNewCardInput(made.token.id, values)).unwrap();
      onDone(true);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={CARDS_TEXTS.addCard} data-testid="account-add-card-form">
      <div ref={cardFields.ref} data-testid="account-add-card-fields" css={{ minHeight: 160 }} />
      {cardFields.failed && (
        <ErrorNotice testId="account-add-card-fields-failed">{CARDS_TEXTS.fieldsFailed}</ErrorNotice>
      )}
      <TextField label={CARDS_TEXTS.nickname} {...field('card_nickname')} />
      <CheckboxField label={CARDS_TEXTS.makeDefault} registration={register('is_default_card')} />
      {failure && <ErrorNotice testId="account-add-card-error">{failure}</ErrorNotice>}
      <SaveCancelButtons
        save={CARDS_TEXTS.saveCard}
        cancel={CARDS_TEXTS.cancel}
        busy={isSubmitting}
        onCancel={() => onDone(false)}
      />
    </Form>
  );
}

const editCardSchema = z
  .object({ ...expirySchema, card_nickname: optionalText(50), is_default_card: z.boolean() })
  .check(z.superRefine(refineExpiry));

type EditCardValues = z.input<typeof editCardSchema>;

export function EditCardForm({ card, onDone }: { card: SavedCard; onDone(): void }) {
  const [updateCard] = useUpdateSavedCardMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const years = useMemo(() => expiryYearOptions(new Date(), [card.exp_year]), [card.exp_year]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EditCardValues>({
    resolver: zodResolver(editCardSchema),
    defaultValues: {
      exp_month: String(card.exp_month).padStart(2, '0'),
      exp_year: String(card.exp_year),
      card_nickname: card.card_nickname ?? '',
      is_default_card: isDefaultCard(card),
    },
  });
  const field = fieldProps(register, errors);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await updateCard({
        id: card.id,
        update: {
          exp_month: Number(values.exp_month),
          exp_year: Number(values.exp_year),
          card_nickname: values.card_nickname.trim(),
          is_default_card: values.is_default_card ? 1 : 0,
        },
      }).unwrap();
      onDone();
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
  });

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      aria-label={`${CARDS_TEXTS.editCard} ${cardLast4(card.card_no)}`}
      data-testid="account-edit-card-form"
    >
      <FieldRow>
        <SelectField label={CARDS_TEXTS.expiryMonth} options={expiryMonthOptions()} {...field('exp_month')} />
        <SelectField label={CARDS_TEXTS.expiryYear} options={years} {...field('exp_year')} />
      </FieldRow>
      <TextField label={CARDS_TEXTS.nickname} {...field('card_nickname')} />
      <CheckboxField label={CARDS_TEXTS.makeDefault} registration={register('is_default_card')} />
      {failure && <ErrorNotice testId="account-edit-card-error">{failure}</ErrorNotice>}
      <SaveCancelButtons save={CARDS_TEXTS.save} cancel={CARDS_TEXTS.cancel} busy={isSubmitting} onCancel={onDone} />
    </Form>
  );
}
