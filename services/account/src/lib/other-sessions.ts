import type mongoose from 'mongoose';
import type session from 'express-session';

/** Signs an account out of every session but `keepSessionId` (after its password changed). */
export type EndOtherSessions = (accountId: string, keepSessionId: string) => Promise<void>;

interface StoredSession {
  passport?: { user?: unknown };
}

/**
 * For connect-mongo's collection: it stores sessions unstringified, so passport's account id is a field one delete can
 * match, without reading every session.
 */
export function endOtherSessionsInCollection(connection: mongoose.Connection, collection: string): EndOtherSessions {
  return async (accountId, keepSessionId) => {
    await connection.collection(collection).deleteMany({
      'session.passport.user': accountId,
      _id: { $ne: keepSessionId } as never,
    });
  };
}

/** For a store given in the options (the memory store): it must list its sessions by id. */
export function endOtherSessionsInStore(store: session.Store): EndOtherSessions {
  const all = store.all?.bind(store);
  if (!all) throw new Error('the session store must implement all(): a password change ends the other sessions');
  const destroy = (sid: string) =>
    new Promise<void>((resolve, reject) => store.destroy(sid, (err?: unknown) => (err ? reject(err) : resolve())));
  return async (accountId, keepSessionId) => {
    const sessions = await new Promise<unknown>((resolve, reject) =>
      all((err: unknown, found) => (err ? reject(err) : resolve(found))),
    );
    if (Array.isArray(sessions) || typeof sessions !== 'object' || sessions === null) {
      throw new Error('the session store must list its sessions by id');
    }
    const others = Object.entries(sessions as Record<string, StoredSession>).filter(
      ([sid, data]) => sid !== keepSessionId && data.passport?.user === accountId,
    );
    await Promise.all(others.map(([sid]) => destroy(sid)));
  };
}
