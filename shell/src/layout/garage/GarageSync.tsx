// Mounted once per page (the header): while a shopper is signed in, their garage follows the account (garageSync.ts,
// a chunk a visitor never loads). A new account (sign-out then in as someone else) starts it again.
import { useEffect } from 'react';
import { selectSessionUser, useAppDispatch, useAppSelector } from '@storefront/shared-domain';

export function GarageSync(): null {
  const accountId = useAppSelector(selectSessionUser)?.account_id;
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!accountId) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import(/* webpackChunkName: "lazy-garage-sync" */ './garageSync').then(
      (sync) => {
        if (!cancelled) stop = sync.startGarageSync(dispatch);
      },
      () => undefined, // not fetched: the garage stays local on this page
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [accountId, dispatch]);
  return null;
}
