// One saved card (spec 2 §3 'Saved credit card'): brand logo, '•••• 1234' (only the last 4 digits), expiry MM/YY,
// nickname and a 'Default' badge, with the Edit / Delete menu.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { CARD_BRAND_NAMES, cardLast4, isDefaultCard, type SavedCard } from '@storefront/shared-domain';
import { BrandLogo } from './BrandLogo';
import { CardMenu } from './CardMenu';
import { CARDS_TEXTS } from './texts';

const Tile = styled.li`
  label: accountCardTile;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const TileHead = styled.div`
  label: accountCardTileHead;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const CardNumber = styled.span`
  label: accountCardNumber;
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  letter-spacing: 0.05em;
`;

const Badge = styled.span`
  label: accountCardDefaultBadge;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Details = styled.div`
  label: accountCardDetails;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
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
    <Tile data-testid="account-card-tile" data-card-id={card.id}>
      <TileHead>
        <BrandLogo brand={card.card_brand in CARD_BRAND_NAMES ? card.card_brand : null} />
        <CardNumber data-testid="account-card-number">•••• {last4}</CardNumber>
        {isDefaultCard(card) && <Badge data-testid="account-card-default">{CARDS_TEXTS.defaultBadge}</Badge>}
        <span css={{ marginLeft: 'auto' }}>
          <CardMenu label={CARDS_TEXTS.menuLabel(brandName, last4)} onEdit={onEdit} onDelete={onDelete} />
        </span>
      </TileHead>
      {editor ?? (
        <Details>
          <span data-testid="account-card-nickname">{card.card_nickname}</span>
          <span data-testid="account-card-expiry">
            {CARDS_TEXTS.expires} {expiryText(card)}
          </span>
        </Details>
      )}
    </Tile>
  );
}
