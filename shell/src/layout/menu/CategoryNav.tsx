// The desktop and tablet category tabs (spec 2 §2) in two steps: this light part, in the shell's first
// chunk, draws the nav and the six tab links; the mega-menus with their disclosure buttons (DesktopMenu.tsx and
// MegaMenuPanel.tsx) are a chunk of their own, fetched only where the tabs show, at 768 px and wider: a phone never
// downloads them, nor their data, which the menus ask for as they mount (not this part: it hydrates as the server drew
// it, for a wide window, on a phone too, so a query here went out from every phone). On a wide screen the document
// preloads that chunk beside the others and the shell's first render waits a short while for it (wideHeaderParts.ts),
// so the menus are usually there in the first paint; until they are, or if they cannot be fetched, the tabs work as
// links.
import { onDemandPart, useIsMobile, useOnDemandPart } from '@storefront/shared-domain';
import { CATEGORY_TABS } from '../navigation';
import { OnDemandSlot } from '../OnDemandSlot';
import { CategoryNav, CategoryTabLink, categoryTabItemCss } from './CategoryTabs';

export { CategoryNav, CategoryTabLink, categoryTabItemCss } from './CategoryTabs';

export const desktopMenuPart = onDemandPart(
  'shell',
  'the category menus',
  // "wide-": the document preloads it on screens 768 px and wider only (config/webpack/preloadChunks.js).
  () => import(/* webpackChunkName: "wide-desktop-menu" */ './DesktopMenu'),
  (module) => module.DesktopMenu,
);

function PlainTabs() {
  return (
    <CategoryNav>
      {CATEGORY_TABS.map((tab, index) => (
        <li key={tab.href} css={categoryTabItemCss}>
          <CategoryTabLink tab={tab} index={index} />
        </li>
      ))}
    </CategoryNav>
  );
}

/** The header's category tabs: plain links on a phone (hidden there), the tabs with their mega-menus when wider. */
export function CategoryMenu() {
  const isMobile = useIsMobile();
  const { Lazy, attempt } = useOnDemandPart(desktopMenuPart);
  if (isMobile) return <PlainTabs />;
  return (
    <OnDemandSlot what={desktopMenuPart.what} attempt={attempt} standIn={<PlainTabs />}>
      <Lazy />
    </OnDemandSlot>
  );
}
