// Whether the shopper has left the vehicle finder alone: the email popup is a modal that takes the
// focus, so opening it in the middle of Year, Make, Model would throw away what the shopper was doing. The finder lives
// in mfe-catalog; the bus only carries its final choice (`vehicle:selected`, once a year and a make are chosen), not
// a year chosen alone, a list opened or a filter ticked. So the finder is watched in the page's DOM by the catalog's
// own test ids, and its bus event counts as a touch too.
import { useEffect, useState } from 'react';
import { on } from '@storefront/shared-domain';

/**
 * CHOICE: 10 s without a touch. Choosing year, make and model has pauses while each list loads (a second or two) and
 * while the shopper reads a long model list; 10 s covers those and is short next to the popup's own 6 s wait.
 */
export const VEHICLE_FINDER_IDLE_MS = 10_000;

/** The finder's roots: the selects (vehicle page, home picker, My vehicle), the quick picker's form, the filters. */
export const VEHICLE_FINDER_SELECTOR = [
  '[data-testid^="catalog-"][data-testid$="vehicle-selects"]',
  '[data-testid^="catalog-"][data-testid$="vehicle-picker"]',
  '[data-testid="catalog-vehicle-filters"]',
].join(', ');

/** What counts as using the finder: focus moving in or out, a click or tap, a key, a changed value. */
const TOUCH_EVENTS = ['focusin', 'focusout', 'pointerdown', 'keydown', 'input', 'change'] as const;

function inFinder(target: EventTarget | null | undefined): boolean {
  return target instanceof Element && target.closest(VEHICLE_FINDER_SELECTOR) !== null;
}

/** True once the finder has had no touch for `idleMs` and does not hold the focus (or there is no finder). */
export function useVehicleFinderIdle(idleMs: number = VEHICLE_FINDER_IDLE_MS): boolean {
  const [idle, setIdle] = useState(() => !inFinder(document.activeElement));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A focused finder field is still in use (a native list may be open over it): look again later.
    const check = () => {
      if (inFinder(document.activeElement)) timer = setTimeout(check, idleMs);
      else setIdle(true);
    };
    const touched = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(check, idleMs);
    };
    const onDomEvent = (event: Event) => {
      if (inFinder(event.target)) touched();
    };
    TOUCH_EVENTS.forEach((type) => document.addEventListener(type, onDomEvent, true));
    const off = on('vehicle:selected', touched);
    if (inFinder(document.activeElement)) touched();
    return () => {
      clearTimeout(timer);
      TOUCH_EVENTS.forEach((type) => document.removeEventListener(type, onDomEvent, true));
      off();
    };
  }, [idleMs]);
  return idle;
}
