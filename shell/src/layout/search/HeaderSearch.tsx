// The header's two ways to search, fetched when a screen needs them (a phone's first load carries no
// typeahead code). The pre-header's typeahead box is a chunk of wide screens (`wide-*`: the document preloads it at
// 768 px and wider and the first render there waits for it with the category menus, wideHeaderParts.ts); until it
// arrives, or if it cannot be fetched, a plain box sends the search to the search page. The search screen of phones
// and tablets comes when first opened (from the button's pointer-down); if it cannot be fetched, the failure is logged,
// the screen stays closed and the next opening fetches it again.
import { createPortal } from 'react-dom';
import { onDemandPart, useIsMobile, useOnDemandPart } from '@storefront/shared-domain';
import { OnDemandSlot } from '../OnDemandSlot';
import { SearchBox } from './searchBox';

export const desktopSearchPart = onDemandPart(
  'shell',
  'the search box',
  () => import(/* webpackChunkName: "wide-desktop-search" */ './DesktopSearch'),
  (module) => module.DesktopSearch,
);

export const searchScreenPart = onDemandPart(
  'shell',
  'the search screen',
  () => import(/* webpackChunkName: "lazy-mobile-search" */ './MobileSearchScreen'),
  (module) => module.MobileSearchScreen,
);

export function HeaderSearchBox() {
  const isMobile = useIsMobile();
  const { Lazy, attempt } = useOnDemandPart(desktopSearchPart);
  if (isMobile) return null;
  return (
    <OnDemandSlot what={desktopSearchPart.what} attempt={attempt} standIn={<SearchBox />}>
      <Lazy />
    </OnDemandSlot>
  );
}

export function MobileSearch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { Lazy: MobileSearchScreen, attempt, retry } = useOnDemandPart(searchScreenPart);
  if (!open) return null;
  const onLoadError = () => {
    retry();
    onClose();
  };
  return createPortal(
    <OnDemandSlot what={searchScreenPart.what} attempt={attempt} onError={onLoadError}>
      <MobileSearchScreen onClose={onClose} />
    </OnDemandSlot>,
    document.body,
  );
}
