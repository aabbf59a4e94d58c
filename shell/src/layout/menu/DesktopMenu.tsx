// Desktop category tabs with their mega-menu panels (spec 2 §2). WAI-ARIA disclosure navigation pattern: each tab is a
// link to its category page plus a disclosure button (aria-expanded, aria-controls) that shows the panel. Hover opens
// after a short intent delay so passing over the tabs does not flash panels; Enter/Space/ArrowDown on the button open
// it and move focus to the panel's first link; Escape closes and returns focus to the button; focus or the mouse
// leaving the tab and its panel closes it. Only one panel is open at a time. A chunk of its own (CategoryNav.tsx).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme, type Theme } from '@emotion/react';
import type { MenuData } from '@storefront/shared-domain';
import { CATEGORY_TABS } from '../navigation';
import { ChevronDownIcon } from '../icons';
import { useGetShellMenuQuery } from './menuApi';
import { desktopPanelCategories } from './menuLinks';
import { MegaMenuPanel } from './MegaMenuPanel';
import { CategoryNav, CategoryTabLink, categoryTabItemCss } from './CategoryTabs';

/** CHOICES: the spec gives no timings. */
export const MENU_TIMING = {
  /** A click this soon after hovering opened the panel keeps it open (the pointer opened it on its way). */
  clickAfterHoverOpenMs: 500,
  /** Hovering a tab this long opens its panel (none while another panel is already open). */
  hoverOpenDelayMs: 150,
  /** The mouse may leave tab and panel this long before the panel closes. */
  hoverCloseDelayMs: 250,
} as const;

const FOCUSABLE_LINK = 'a[href]';

/**
 * The open panel (one at a time) by hover and click: hovering opens after the intent delay, leaving closes after a
 * grace period, any navigation closes.
 */
function useOpenPanel() {
  const location = useLocation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // A panel's contents are drawn once it is first opened: until then it is hidden, and drawing every category's links
  // and featured products up front made the page's HTML and first render several times larger.
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  if (openIndex !== null && !drawn.has(openIndex)) setDrawn(new Set(drawn).add(openIndex));
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);
  const close = useCallback(() => {
    clearTimers();
    setOpenIndex(null);
  }, [clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);
  // A followed link (or any navigation) closes the open panel.
  useEffect(() => close(), [close, location.pathname, location.search]);

  const openByHover = (index: number) => {
    hoverOpenedAt.current = Date.now();
    setOpenIndex(index);
  };
  const hoverOpen = (index: number) => {
    clearTimers();
    if (openIndex === index) return;
    if (openIndex !== null) openByHover(index);
    else openTimer.current = setTimeout(() => openByHover(index), MENU_TIMING.hoverOpenDelayMs);
  };
  const onButtonClick = (index: number) => {
    clearTimers();
    const justOpenedByHover = Date.now() - hoverOpenedAt.current < MENU_TIMING.clickAfterHoverOpenMs;
    if (openIndex === index && !justOpenedByHover) close();
    else setOpenIndex(index);
  };
  const hoverLeave = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenIndex(null), MENU_TIMING.hoverCloseDelayMs);
  };
  return { openIndex, setOpenIndex, drawn, clearTimers, close, hoverOpen, onButtonClick, hoverLeave };
}

/** Keyboard opening moves focus to the panel's first link; Escape closes the panel and returns focus to its button. */
function usePanelKeys(panel: ReturnType<typeof useOpenPanel>, menu: MenuData | undefined) {
  const { openIndex } = panel;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = useRef<Array<HTMLDivElement | null>>([]);
  const focusPanelOf = useRef<number | null>(null);

  // Once the panel is shown, or once the menu's links arrive when the panel was opened before them.
  useEffect(() => {
    if (openIndex === null || focusPanelOf.current !== openIndex) return;
    const firstLink = panels.current[openIndex]?.querySelector<HTMLElement>(FOCUSABLE_LINK);
    if (!firstLink) return;
    focusPanelOf.current = null;
    firstLink.focus();
  }, [openIndex, menu]);

  const openWithKeyboard = (index: number) => {
    panel.clearTimers();
    focusPanelOf.current = index;
    panel.setOpenIndex(index);
    // Already open: the effect above does not run again, so focus now.
    if (openIndex === index) {
      focusPanelOf.current = null;
      panels.current[index]?.querySelector<HTMLElement>(FOCUSABLE_LINK)?.focus();
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      // Handled here rather than as a click so that keyboard opening (and only it) moves focus into the panel.
      event.preventDefault();
      openWithKeyboard(index);
    }
  };
  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key !== 'Escape' || openIndex !== index) return;
    event.preventDefault();
    panel.close();
    buttons.current[index]?.focus();
  };
  return { buttons, panels, onButtonKeyDown, onItemKeyDown };
}

/** A tab's disclosure button: the chevron turns while its panel is open. */
function toggleCss(theme: Theme, open: boolean) {
  return {
    background: 'none',
    border: 0,
    color: open ? theme.colors.brand : theme.colors.textInverse,
    cursor: 'pointer',
    padding: `${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.sm} ${theme.spacing.xxs}`,
    [theme.mq.tablet]: { paddingRight: theme.spacing.xxs },
    minHeight: 40,
    display: 'inline-flex',
    alignItems: 'center',
    '& svg': { transition: 'transform 120ms', transform: open ? 'rotate(180deg)' : 'none' },
    '&:hover': { color: theme.colors.brand },
    '&:focus-visible': { outline: `2px solid ${theme.colors.link}`, outlineOffset: -2 },
  };
}

export function DesktopMenu() {
  const theme = useTheme();
  const baseId = useId();
  const { data: menu, isError, isSuccess } = useGetShellMenuQuery();
  const panel = useOpenPanel();
  const keys = usePanelKeys(panel, menu);
  const status = isSuccess ? 'ready' : isError ? 'error' : 'loading';

  return (
    <CategoryNav>
      {CATEGORY_TABS.map((tab, index) => {
        const open = panel.openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li
            key={tab.href}
            onMouseEnter={() => panel.hoverOpen(index)}
            onMouseLeave={panel.hoverLeave}
            onKeyDown={(event) => keys.onItemKeyDown(event, index)}
            onBlur={(event) => {
              if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) panel.close();
            }}
            css={categoryTabItemCss}
          >
            <CategoryTabLink tab={tab} index={index} open={open} />
            <button
              ref={(element) => {
                keys.buttons.current[index] = element;
              }}
              type="button"
              aria-label={`${tab.label} menu`}
              aria-expanded={open}
              aria-controls={panelId}
              data-testid={`shell-menu-toggle-${index}`}
              onClick={() => panel.onButtonClick(index)}
              onKeyDown={(event) => keys.onButtonKeyDown(event, index)}
              // Space activates a button on key up: the key down above already handled it.
              onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
              css={toggleCss(theme, open)}
            >
              <ChevronDownIcon />
            </button>
            <MegaMenuPanel
              ref={(element) => {
                keys.panels.current[index] = element;
              }}
              id={panelId}
              index={index}
              open={open}
              drawn={panel.drawn.has(index)}
              label={tab.label}
              categories={desktopPanelCategories(menu, tab.menuHandles)}
              status={status}
              onNavigate={panel.close}
            />
          </li>
        );
      })}
    </CategoryNav>
  );
}
