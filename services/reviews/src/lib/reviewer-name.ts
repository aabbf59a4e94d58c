/** Longest first name kept (CHOICE); the page shows first names only. */
export const REVIEWER_NAME_MAX_LENGTH = 40;

const FALLBACK_NAME = 'Customer';

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/**
 * The name a new review is signed with: the first name the buyer gave on their order, else one read from the
 * e-mail's local part ('sam.shopper+ads@example.com' -> 'Sam'), else 'Customer'.
 */
export function reviewerNameFor(firstName: string | null | undefined, email: string | null | undefined): string {
  const given = (firstName ?? '').trim().split(/\s+/)[0] ?? '';
  if (given) return given.slice(0, REVIEWER_NAME_MAX_LENGTH);
  const local = (email ?? '').split('@')[0].split('+')[0];
  const word = local.split(/[^\p{L}]+/u).find((w) => w.length > 0);
  return word ? capitalize(word).slice(0, REVIEWER_NAME_MAX_LENGTH) : FALLBACK_NAME;
}
