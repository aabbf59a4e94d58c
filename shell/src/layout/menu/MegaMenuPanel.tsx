// One desktop mega-menu panel (spec 2 §2): the category, its collections (title, subtitle such as Better/Best) with
// their products or sub-menu items as links labelled by SKU, and the category's fixed featured products with image.
// CHOICE: menus show no prices (so hidePricing never needs honouring here).
import type { Ref } from 'react';
import { useTheme } from '@emotion/react';
import type { MenuCategory } from '@storefront/shared-domain';
import { contentRowCss } from '../contentRowCss';
import { MegaMenuCategory } from './MegaMenuCategory';
import { MEGA_MENU_TEXTS } from './megaMenuTexts';

export { MEGA_MENU_TEXTS } from './megaMenuTexts';

export interface MegaMenuPanelProps {
  id: string;
  index: number;
  open: boolean;
  /** Its contents are drawn (from its first opening on). */
  drawn: boolean;
  label: string;
  categories: MenuCategory[];
  status: 'loading' | 'error' | 'ready';
  /** A link inside was followed: the panel closes. */
  onNavigate: () => void;
  ref?: Ref<HTMLDivElement>;
}

export function MegaMenuPanel(props: MegaMenuPanelProps) {
  const { id, index, open, drawn, label, ref } = props;
  const theme = useTheme();
  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-label={`${label} menu`}
      hidden={!open}
      data-testid={`shell-menu-panel-${index}`}
      css={{
        label: 'shellMegaMenuPanel',
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        zIndex: theme.zIndices.dropdown,
        background: theme.colors.background,
        color: theme.colors.text,
        borderTop: `3px solid ${theme.colors.brand}`,
        boxShadow: theme.shadows.card,
        textAlign: 'left',
      }}
    >
      {drawn && <PanelContents {...props} />}
    </div>
  );
}

function PanelContents({ categories, status, onNavigate }: MegaMenuPanelProps) {
  const theme = useTheme();
  return (
    <div
      css={{
        ...contentRowCss(theme, `${theme.spacing.lg} ${theme.spacing.md}`),
        display: 'grid',
        gap: theme.spacing.lg,
      }}
    >
      {status !== 'ready' && categories.length === 0 && (
        <p role="status" css={{ margin: 0, color: theme.colors.textMuted }}>
          {status === 'error' ? MEGA_MENU_TEXTS.unavailable : MEGA_MENU_TEXTS.loading}
        </p>
      )}
      {categories.map((category) => (
        <MegaMenuCategory key={category.id} category={category} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
