export {
  DealerQuickOrderPage,
  QUICK_ORDER_TEXTS,
  BECOME_A_DEALER_PATH,
  dealerSignInHref,
} from './DealerQuickOrderPage';
export { parseQuickOrderPaste, PASTE_MESSAGES } from './parseQuickOrderPaste';
export type { ParsedPaste, PastedLine, PasteError } from './parseQuickOrderPaste';
