// The add and edit forms (CardForms.tsx, with react-hook-form and zod) are one chunk, fetched only when a form is
// wanted, so the dashboard's first load carries no form code.
import { onDemandPart } from '@storefront/shared-domain';

const loadCardForms = () => import('./CardForms');
export const addCardForm = onDemandPart('account', 'the add card form', loadCardForms, (module) => module.AddCardForm);
export const editCardForm = onDemandPart(
  'account',
  'the edit card form',
  loadCardForms,
  (module) => module.EditCardForm,
);
