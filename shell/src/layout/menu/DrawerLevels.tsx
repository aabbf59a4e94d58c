// The mobile drawer's three drill-down levels (spec 2 §2, §4, §9): 1 the categories (left and right lists, the
// mobile-only Vehicle Specific included) and the extra entries; 2 a category's collections; 3 a collection's products
// by SKU. Levels 2 and 3 start with a back row and an 'All {name}' link to the page of the level itself.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTheme } from '@emotion/react';
import type { MenuCategory, MenuCollection, MenuData } from '@storefront/shared-domain';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { CATEGORY_TABS, MOBILE_DRAWER_TEXTS, MOBILE_EXTRA_LINKS } from '../navigation';
import {
  collectionEntries,
  drawerCategories,
  MENU_LOADING_TEXT,
  menuCollectionPath,
  visibleCollections,
} from './menuLinks';

export type DrawerLevel = 1 | 2 | 3;

export interface DrawerLevelsProps {
  menu: MenuData | undefined;
  /** The menu data's first answer is still on its way. */
  menuLoading?: boolean;
  level: DrawerLevel;
  category: MenuCategory | undefined;
  collection: MenuCollection | undefined;
  onOpenCategory: (category: MenuCategory) => void;
  onOpenCollection: (collection: MenuCollection) => void;
  onBack: () => void;
}

/** 48 px touch targets. */
const ROW_MIN_HEIGHT = 48;

function useRowCss() {
  const theme = useTheme();
  return {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
    width: '100%',
    minHeight: ROW_MIN_HEIGHT,
    padding: `0 ${theme.spacing.md}`,
    border: 0,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: 'none',
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.typography.sizes.md,
    textAlign: 'left' as const,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: theme.colors.surface },
    '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: -2 },
  };
}

function LevelList({ level, heading, children }: { level: DrawerLevel; heading: ReactNode; children: ReactNode }) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownLevel = useRef(level);
  // Drilling down or back moves focus to the new level's heading, so a screen reader announces where it is. Opening
  // the drawer does not: the dialog moves focus in itself.
  useEffect(() => {
    if (shownLevel.current !== level) headingRef.current?.focus({ preventScroll: true });
    shownLevel.current = level;
  }, [level]);
  return (
    <div data-testid="shell-mobile-nav-level" data-level={level}>
      <h2
        ref={headingRef}
        tabIndex={-1}
        css={{
          margin: 0,
          padding: `${theme.spacing.sm} ${theme.spacing.md}`,
          fontSize: theme.typography.sizes.sm,
          fontWeight: theme.typography.weights.black,
          textTransform: 'uppercase',
          letterSpacing: '0.05em',
          color: theme.colors.textMuted,
          background: theme.colors.surface,
          outline: 'none',
        }}
      >
        {heading}
      </h2>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
    </div>
  );
}

/** The first row of levels 2 and 3. */
function BackRow({ label, onBack }: { label: string; onBack: () => void }) {
  const theme = useTheme();
  const rowCss = useRowCss();
  return (
    <li>
      <button
        type="button"
        onClick={onBack}
        data-testid="shell-mobile-nav-back"
        css={{ ...rowCss, justifyContent: 'flex-start', color: theme.colors.link }}
      >
        <ChevronLeftIcon />
        {label}
      </button>
    </li>
  );
}

/** A collection of level 2: drills into its links, or is the collection's link when it has none. */
function CollectionRow({ item, onOpen }: { item: MenuCollection; onOpen: (collection: MenuCollection) => void }) {
  const theme = useTheme();
  const rowCss = useRowCss();
  return collectionEntries(item).length > 0 ? (
    <li>
      <button type="button" onClick={() => onOpen(item)} css={rowCss}>
        <span>
          {item.title}
          {item.subtitle && (
            <span
              css={{
                marginLeft: theme.spacing.sm,
                fontSize: theme.typography.sizes.xs,
                color: theme.colors.brand,
              }}
            >
              {item.subtitle}
            </span>
          )}
        </span>
        <ChevronRightIcon />
      </button>
    </li>
  ) : (
    // Nothing to drill into (the vehicle-specific collections): the row is the collection's link.
    <li>
      <Link to={menuCollectionPath(item.slug)} css={rowCss}>
        {item.title}
      </Link>
    </li>
  );
}

/** Level 1: the categories and the extra entries. */
function CategoryRows({
  menu,
  loading,
  onOpen,
}: {
  menu: MenuData | undefined;
  loading: boolean;
  onOpen: (category: MenuCategory) => void;
}) {
  const theme = useTheme();
  const rowCss = useRowCss();
  const strongRow = { ...rowCss, fontWeight: theme.typography.weights.bold };
  const categories = drawerCategories(menu);
  // No entries until the menu data has settled: the list a finger is about to tap never changes under it (from the
  // fixed tabs to the menu's categories, the extra entries pushed down).
  if (loading) {
    return (
      <li role="status" css={{ ...rowCss, color: theme.colors.textMuted, cursor: 'default' }}>
        {MENU_LOADING_TEXT}
      </li>
    );
  }
  return (
    <>
      {categories.length > 0
        ? categories.map((item) => (
            <li key={item.id}>
              <button type="button" onClick={() => onOpen(item)} css={strongRow}>
                {item.category}
                <ChevronRightIcon />
              </button>
            </li>
          ))
        : // Menu data failed or empty: the fixed tabs keep the drawer useful.
          CATEGORY_TABS.map((tab) => (
            <li key={tab.href}>
              <Link to={tab.href} css={strongRow}>
                {tab.label}
              </Link>
            </li>
          ))}
      {MOBILE_EXTRA_LINKS.map((item) => (
        <li key={item.href}>
          <Link to={item.href} css={rowCss}>
            {item.label}
          </Link>
        </li>
      ))}
    </>
  );
}

/**
 * Every level is drawn in the one LevelList, whatever its rows: it stays mounted from level to level, so it sees the
 * level change and moves focus to the new heading.
 */
export function DrawerLevels({
  menu,
  menuLoading = false,
  level,
  category,
  collection,
  onOpenCategory,
  onOpenCollection,
  onBack,
}: DrawerLevelsProps) {
  const theme = useTheme();
  const rowCss = useRowCss();
  const strongRow = { ...rowCss, fontWeight: theme.typography.weights.bold };

  if (level === 3 && category && collection) {
    return (
      <LevelList level={3} heading={collection.title}>
        {/* 'Back' at level 2; here the row names the category it goes back to. */}
        <BackRow label={category.category} onBack={onBack} />
        <li>
          <Link to={menuCollectionPath(collection.slug)} css={strongRow}>
            {MOBILE_DRAWER_TEXTS.all(collection.title)}
          </Link>
        </li>
        {collectionEntries(collection).map((entry) => (
          <li key={entry.key}>
            <Link to={entry.href} title={entry.title} css={{ ...rowCss, fontFamily: theme.typography.monoFamily }}>
              {entry.label}
            </Link>
          </li>
        ))}
      </LevelList>
    );
  }

  if (level >= 2 && category) {
    return (
      <LevelList level={2} heading={category.category}>
        <BackRow label={MOBILE_DRAWER_TEXTS.back} onBack={onBack} />
        <li>
          <Link to={menuCollectionPath(category.slug)} css={strongRow}>
            {MOBILE_DRAWER_TEXTS.all(category.category)}
          </Link>
        </li>
        {visibleCollections(category).map((item) => (
          <CollectionRow key={item.id} item={item} onOpen={onOpenCollection} />
        ))}
      </LevelList>
    );
  }

  return (
    <LevelList level={1} heading={MOBILE_DRAWER_TEXTS.title}>
      <CategoryRows menu={menu} loading={menuLoading} onOpen={onOpenCategory} />
    </LevelList>
  );
}
