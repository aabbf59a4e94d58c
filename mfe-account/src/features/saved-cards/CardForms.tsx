// Add a card and edit a saved one. The brand shows live from the number (shared-domain cardBrand); the expiry
// selectors are spec 2 §5's ('Select Month', 01-12, 'Select Year' + the year list). The number and the CVC leave the
// form (and the mutation's stored arguments) as soon as the card is sent.
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import {
  apiErrorMessage,
  cardBrand,
  cardBrandCode,
  cardLast4,
  expiryMonthOptions,
  expiryYearOptions,
  isDefaultCard,
  type NewCardInput,
  type SavedCard,
  cardDigits,
  isCardExpired,
  CheckboxField,
  SelectField,
  TextField,
} from '@storefront/shared-domain';
import { useAddSavedCardMutation, useUpdateSavedCardMutation } from '../../api/account';
import { fieldProps, FieldRow, Form } from '../../components/fields';
import { optionalText, requiredChoice, requiredText } from '../../components/formSchemas';
import { Button, ErrorNotice, Row } from '../../components/ui';
import { BrandLogo } from './BrandLogo';
import { CARDS_TEXTS } from './texts';

const CARD_DIGITS = /^\d{13,19}$/;

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

const addCardSchema = z
  .object({
    card_number: requiredText(23).check(
      z.refine((v) => CARD_DIGITS.test(cardDigits(v)), CARDS_TEXTS.invalidNumber),
      z.refine((v) => cardBrand(v) !== null, CARDS_TEXTS.unsupportedBrand),
    ),
    ...expirySchema,
    cvc: requiredText(4).check(z.regex(/^\d{3,4}$/, CARDS_TEXTS.invalidCvc)),
    card_nickname: optionalText(50),
    is_default_card: z.boolean(),
  })
  .check(z.superRefine(refineExpiry));

type AddCardValues = z.input<typeof addCardSchema>;

const EMPTY_CARD: AddCardValues = {
  card_number: '',
  exp_month: '',
  exp_year: '',
  cvc: '',
  card_nickname: '',
  is_default_card: false,
};

export function toNewCardInput(values: z.output<typeof addCardSchema>): NewCardInput {
  return {
    card_number: cardDigits(values.card_number),
    exp_month: Number(values.exp_month),
    exp_year: Number(values.exp_year),
    cvc: values.cvc,
    card_nickname: values.card_nickname || undefined,
    is_default_card: values.is_default_card ? 1 : 0,
  };
}

export function AddCardForm({ onDone }: { onDone(saved: boolean): void }) {
  const [addCard, { reset: forgetArguments }] = useAddSavedCardMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const years = useMemo(() => expiryYearOptions(new Date()), []);
  const {
    register,
    handleSubmit,
    control,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<AddCardValues, unknown, z.output<typeof addCardSchema>>({
    resolver: zodResolver(addCardSchema),
    defaultValues: EMPTY_CARD,
  });
  const field = fieldProps(register, errors);
  const typedNumber = useWatch({ control, name: 'card_number' });
  const brandName = cardBrand(typedNumber ?? '');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const input = toNewCardInput(values);
    resetField('card_number');
    resetField('cvc');
    try {
      await addCard(input).unwrap();
      onDone(true);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      forgetArguments();
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={CARDS_TEXTS.addCard} data-testid="account-add-card-form">
      <TextField
        label={CARDS_TEXTS.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('card_number')}
        hint={
          <span
            data-testid="account-add-card-brand"
            css={(theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.spacing.sm })}
          >
            <BrandLogo brand={cardBrandCode(brandName)} />
            {brandName ?? CARDS_TEXTS.brandUnknown}
          </span>
        }
      />
      <FieldRow>
        <SelectField label={CARDS_TEXTS.expiryMonth} options={expiryMonthOptions()} {...field('exp_month')} />
        <SelectField label={CARDS_TEXTS.expiryYear} options={years} {...field('exp_year')} />
        <TextField label={CARDS_TEXTS.cvc} inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} />
      </FieldRow>
      <TextField label={CARDS_TEXTS.nickname} {...field('card_nickname')} />
      <CheckboxField label={CARDS_TEXTS.makeDefault} registration={register('is_default_card')} />
      {failure && <ErrorNotice testId="account-add-card-error">{failure}</ErrorNotice>}
      <Row>
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {CARDS_TEXTS.saveCard}
        </Button>
        <Button onClick={() => onDone(false)} disabled={isSubmitting}>
          {CARDS_TEXTS.cancel}
        </Button>
      </Row>
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
      <Row>
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {CARDS_TEXTS.save}
        </Button>
        <Button onClick={onDone} disabled={isSubmitting}>
          {CARDS_TEXTS.cancel}
        </Button>
      </Row>
    </Form>
  );
}
