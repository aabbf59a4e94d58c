// One saved card (spec 2 §3 'Saved credit card'): brand logo, '•••• 1234' (only the last 4 digits), expiry MM/YY,
// nickname and a 'Default' badge, with the Edit / Delete menu.
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { CARD_BRAND_NAMES, cardLast4, isDefaultCard, type SavedCard } from '@storefront/shared-domain';
import { BrandLogo } from './BrandLogo';
import { CardMenu } from './CardMenu';
import { CARDS_TEXTS } from './texts';

const tileCss = (theme: Theme) => css`
  label: accountCardTile;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.sm};
  padding: ${theme.spacing.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  min-width: 0;
`;

const tileHeadCss = (theme: Theme) => css`
  label: accountCardTileHead;
  display: flex;
  align-items: center;
  gap: ${theme.spacing.sm};
`;

/** Number and badge: the badge goes under the number when the tile is narrow; the menu keeps its corner. */
const tileTitleCss = (theme: Theme) => css`
  label: accountCardTitle;
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.xs} ${theme.spacing.sm};
  min-width: 0;
`;

const cardNumberCss = (theme: Theme) => css`
  label: accountCardNumber;
  white-space: nowrap;
  font-family: ${theme.typography.monoFamily};
  font-size: ${theme.typography.sizes.md};
  letter-spacing: 0.05em;
`;

const badgeCss = (theme: Theme) => css`
  label: accountCardDefaultBadge;
  padding: ${theme.spacing.xxs} ${theme.spacing.sm};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.success};
  color: ${theme.colors.textInverse};
  font-size: ${theme.typography.sizes.xs};
  font-weight: ${theme.typography.weights.bold};
`;

const detailsCss = (theme: Theme) => css`
  label: accountCardDetails;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.spacing.sm};
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

/** 'MM/YY'. */
export function expiryText(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}

/** 'Visa •••• 4242'. */
export function cardLabel(card: Pick<SavedCard, 'card_brand' | 'card_no'>): string {
  return `${CARD_BRAND_NAMES[card.card_brand] ?? ''} •••• ${cardLast4(card.card_no)}`.trim();
}

/** Gives focus back to the menu of the card's tile, once the form or dialog it opened has gone. */
export function focusMenuOf(id: string) {
  document
    .querySelector<HTMLButtonElement>(`[data-card-id="${CSS.escape(id)}"] [data-testid="account-card-menu-button"]`)
    ?.focus();
}

/** The card's nickname and expiry (also what stays on screen while its edit form is fetched). */
export function CardDetails({ card, busy }: { card: SavedCard; busy?: boolean }) {
  return (
    <div css={detailsCss} aria-busy={busy || undefined}>
      <span data-testid="account-card-nickname">{card.card_nickname}</span>
      <span data-testid="account-card-expiry">
        {CARDS_TEXTS.expires} {expiryText(card)}
      </span>
    </div>
  );
}

export interface CardTileProps {
  card: SavedCard;
  /** Shown instead of the details while the card is edited. */
  editor?: ReactNode;
  onEdit(): void;
  onDelete(): void;
}

export function CardTile({ card, editor, onEdit, onDelete }: CardTileProps) {
  const last4 = cardLast4(card.card_no);
  const brandName = CARD_BRAND_NAMES[card.card_brand] ?? '';
  return (
    <li css={tileCss} data-testid="account-card-tile" data-card-id={card.id}>
      <div css={tileHeadCss}>
        <BrandLogo brand={card.card_brand in CARD_BRAND_NAMES ? card.card_brand : null} />
        <span css={tileTitleCss}>
          <span css={cardNumberCss} data-testid="account-card-number">
            •••• {last4}
          </span>
          {isDefaultCard(card) && (
            <span css={badgeCss} data-testid="account-card-default">
              {CARDS_TEXTS.defaultBadge}
            </span>
          )}
        </span>
        <span>
          <CardMenu label={CARDS_TEXTS.menuLabel(brandName, last4)} onEdit={onEdit} onDelete={onDelete} />
        </span>
      </div>
      {editor ?? <CardDetails card={card} />}
    </li>
  );
}
