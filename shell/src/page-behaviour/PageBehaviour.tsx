// Page-level behaviour of spec 1 §2, for every route the shell renders. Renders nothing; mount it once inside the
// router, before the routes.
//  - pn_cs_id in the query is stored as the sa_pcs_id cookie (400 days), before any clean-up;
//  - on /collections and /products pages the query is removed from the address unless variant or sku is present (the
//    vehicle-specific page is exempt): a replace, so Back does not return to the old address. The removed query is
//    kept in the history state (PATHS.cleanedQueryStateKey) for a page that still needs it once (e.g. '?review=');
//  - the scroll position is saved per path and restored 150 ms after a back/forward navigation; a new page (PUSH)
//    starts at the top, a replace (filters, clean-up) leaves the position alone;
//  - the head follows client navigation: the gateway's head of the new address (GET /api/head, the same as its
//    document would carry), a path-based fallback meanwhile or when there is none; see pageHead.ts;
//  - a page_view tracking event per new path (spec 2 §7), once the session is known (pageView.ts);
//  - 'shell:navigated' is emitted on the bus once the address is settled.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { PATHS, cleanPageQuery, emit, isPagePath } from '@storefront/shared-domain';
import { applyClientHead, applyServerHead, hasServerHead } from './pageHead';
import { usePageHeadQuery } from './pageHeadApi';
import { usePageView } from './pageView';
import { storePcsIdCookie } from './pcsCookie';
import { documentNavigationType, readScroll, restoreScroll, saveScroll, scrollKey } from './scrollMemory';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Scroll memory: records the position of the current path, restores it on back/forward. */
function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef<string | null>(null);
  const cancelRestore = useRef<() => void>(() => undefined);

  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    // The browser's own restoration would fight ours (it restores before the remote has rendered).
    history.scrollRestoration = 'manual';
    const record = () => {
      if (currentKey.current) saveScroll(window, currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', record);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', record);
      cancelRestore.current();
      history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect: the key must switch before the browser reports the scroll caused by the new page's height.
  useLayoutEffect(() => {
    const first = currentKey.current === null;
    const key = scrollKey(location.pathname, location.search);
    currentKey.current = key;
    cancelRestore.current();
    cancelRestore.current = () => undefined;
    const restoring = first
      ? ['reload', 'back_forward'].includes(documentNavigationType(window) ?? '')
      : navigationType === 'POP';
    if (restoring) {
      const y = readScroll(window, key);
      if (y !== null) cancelRestore.current = restoreScroll(window, y);
    } else if (!first && navigationType === 'PUSH' && !location.hash) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}

/**
 * The gateway's head for each address reached after the first document (whose head the gateway already rendered),
 * applied when it arrives for the address still shown; a handle spelled otherwise than the catalogue's is replaced
 * by the page's own address, as the gateway's 301 does for a first load.
 */
function useServerHead(address: string | null): void {
  const navigate = useNavigate();
  const { currentData } = usePageHeadQuery(address ?? '', { skip: address === null });
  useEffect(() => {
    if (!currentData || address === null) return;
    if (currentData.redirect && currentData.redirect !== address) {
      navigate(currentData.redirect, { replace: true });
      return;
    }
    applyServerHead(document, currentData);
  }, [currentData, address, navigate]);
}

export function PageBehaviour(): null {
  const location = useLocation();
  const navigate = useNavigate();
  const lastPathname = useRef<string | null>(null);
  /** Path and query whose head the gateway is asked for (null: the document's own head is that page's). */
  const [headAddress, setHeadAddress] = useState<string | null>(null);
  /** The path shown once its address is settled (after the clean-up): one page view each. */
  const [viewedPath, setViewedPath] = useState<string | null>(null);

  useScrollMemory();
  useServerHead(headAddress);
  usePageView(viewedPath);

  useEffect(() => {
    const { pathname, search, hash, state } = location;
    // Stored before the clean-up can remove it from the address.
    storePcsIdCookie(search);
    const cleaned = cleanPageQuery(pathname, search);
    if (cleaned.changed) {
      const nextState = { ...(isRecord(state) ? state : {}), [PATHS.cleanedQueryStateKey]: search };
      navigate({ pathname, search: cleaned.search, hash }, { replace: true, state: nextState });
      return;
    }
    const firstDocument = lastPathname.current === null;
    // The first document's head came from the gateway when it has one; every later address of a page asks for its
    // own (a path no route renders has none: the not-found title stays).
    const ownHead = (firstDocument && hasServerHead(document)) || !isPagePath(pathname);
    setHeadAddress(ownHead ? null : `${pathname}${search}`);
    if (pathname !== lastPathname.current) {
      // Until the gateway's head arrives (or when it has none): the path-based fallback.
      if (!firstDocument || !hasServerHead(document)) applyClientHead(document, pathname);
      lastPathname.current = pathname;
      // One page view per page, not per filter change.
      setViewedPath(pathname);
    }
    emit('shell:navigated', { pathname, search });
  }, [location, navigate]);

  return null;
}
