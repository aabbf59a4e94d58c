// Keeps the session fresh (spec 2 §4 "Session: refetched on tab visibility, on sign-in or out in another tab,
// optionally on a timer"). Mounted once per page by whoever owns the page (the shell, or a remote standalone).
import { useEffect } from 'react';
import { SESSION_CHANNEL, useGetSessionQuery } from './session';

export interface SessionSyncOptions {
  /** Re-read the session every this many ms (off when 0 or absent). */
  refetchIntervalMs?: number;
}

export function useSessionSync({ refetchIntervalMs = 0 }: SessionSyncOptions = {}): void {
  const { refetch } = useGetSessionQuery(undefined, {
    pollingInterval: refetchIntervalMs > 0 ? refetchIntervalMs : undefined,
    skipPollingIfUnfocused: true,
  });

  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    let channel: BroadcastChannel | null = null;
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(SESSION_CHANNEL);
      channel.onmessage = () => void refetch();
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  }, [refetch]);
}
