// The suggestions listbox shared by the desktop and mobile search screens: image, SKU (displayed form) and name.
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import { displaySku, imageSources } from '@storefront/shared-domain';
import type { Typeahead } from './useTypeahead';
import { suggestionPath } from './searchTarget';

export const TYPEAHEAD_TEXTS = { label: 'Suggestions', searching: 'Searching…' } as const;

const THUMB_PX = 44;

export function TypeaheadList({ typeahead, variant }: { typeahead: Typeahead; variant: 'desktop' | 'mobile' }) {
  const theme = useTheme();
  const { suggestions, showList, active, listId, optionId, picked, setActive } = typeahead;
  const popup = variant === 'desktop';
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={TYPEAHEAD_TEXTS.label}
      hidden={!showList}
      data-testid="shell-search-listbox"
      css={{
        label: 'shellSearchListbox',
        listStyle: 'none',
        margin: popup ? 0 : `${theme.spacing.sm} 0 0`,
        padding: `${theme.spacing.xs} 0`,
        background: theme.colors.background,
        color: theme.colors.text,
        ...(popup
          ? {
              position: 'absolute' as const,
              top: 'calc(100% + 4px)',
              left: 0,
              right: 0,
              minWidth: 320,
              zIndex: theme.zIndices.dropdown,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              boxShadow: theme.shadows.card,
            }
          : {}),
      }}
    >
      {suggestions.map((product, index) => (
        <li
          key={`${product.id}-${product.sku}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          data-testid="shell-search-option"
          onMouseEnter={() => setActive(index)}
        >
          <Link
            to={suggestionPath(product)}
            tabIndex={-1}
            // Keeps focus in the input, so the list is not closed by the blur before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={picked}
            css={{
              display: 'grid',
              gridTemplateColumns: `${THUMB_PX}px minmax(0, 1fr)`,
              alignItems: 'center',
              gap: theme.spacing.sm,
              padding: `${theme.spacing.xs} ${theme.spacing.md}`,
              minHeight: popup ? undefined : 52,
              color: theme.colors.text,
              textDecoration: 'none',
              background: index === active ? theme.colors.surface : 'transparent',
            }}
          >
            <img
              {...imageSources(product.imageUrl, THUMB_PX)}
              alt=""
              width={THUMB_PX}
              height={THUMB_PX}
              loading="lazy"
              css={{ objectFit: 'contain', background: theme.colors.surface, borderRadius: theme.radii.sm }}
            />
            <span css={{ minWidth: 0 }}>
              <span
                css={{
                  display: 'block',
                  fontFamily: theme.typography.monoFamily,
                  fontSize: theme.typography.sizes.xs,
                  fontWeight: theme.typography.weights.bold,
                  color: theme.colors.brand,
                }}
              >
                {displaySku(product.sku)}
              </span>
              <span
                css={{
                  display: 'block',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  fontSize: theme.typography.sizes.sm,
                }}
              >
                {product.name}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
