// The store's phone line, in the footer and in the support chat's panel. A module of its own: the chat's chunk
// (SupportChat.tsx) then carries these two lines, not every footer link list with them (footerLinks.ts).
import { STORE_CONTACT } from '@storefront/shared-domain';

export const FOOTER_PHONE = STORE_CONTACT.footerPhone;

/** tel: link of a US display number: '(888) 501-7527' -> 'tel:+18885017527'. */
export function telHref(display: string): string {
  return `tel:+1${display.replace(/\D/g, '')}`;
}
