// The typed payload map of the storefront event bus. Events are moments, not state: `<area>:<moment>`.
// Adding an event is backwards compatible; changing or removing a payload field needs BUS_VERSION + 1.
import type { AddToCartItem, SessionUser, VehicleSelection } from '../types';

/** Where a cart open/close came from (for analytics and focus handling). */
export type CartOpenReason = 'item-added' | 'header-click' | 'header-hover' | 'external';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface StorefrontEventMap {
  /** Someone (a product page, a card, an integrator) asks the cart to add an item. The cart remote owns the call. */
  'cart:add-requested': { item: AddToCartItem };
  /** The cart accepted an item (after POST /api/cartv2 answered). */
  'cart:item-added': { item: AddToCartItem; cart_token?: string | null };
  /** Adding failed; spec 2 §8: logged only, the button returns to normal. */
  'cart:add-failed': { item: AddToCartItem; message: string };
  /** The cart contents changed (count for badges). */
  'cart:changed': { itemCount: number; cart_token: string | null };
  /** Open the cart side panel. */
  'cart:open': { reason?: CartOpenReason } | undefined;
  /** Close the cart side panel. */
  'cart:close': undefined;
  /** The session was (re)read: loading finished, sign-in or sign-out. */
  'session:changed': { status: SessionStatus; user: SessionUser | null };
  /** A vehicle was chosen in the vehicle finder. */
  'vehicle:selected': VehicleSelection;
  /** The mobile navigation drawer opened or closed. */
  'ui:mobile-nav': { open: boolean };
  /** The shell navigated (path + search), for remotes that react to navigation outside their routes. */
  'shell:navigated': { pathname: string; search: string };
  /** A remote failed to load or threw; the shell shows its fallback. */
  'shell:remote-error': { area: string; module: string; message: string };
}

export type StorefrontEventType = keyof StorefrontEventMap;

/** Arguments after the event name: the payload, optional when the payload type allows undefined. */
export type PayloadArgs<K extends StorefrontEventType> = undefined extends StorefrontEventMap[K]
  ? [payload?: StorefrontEventMap[K]]
  : [payload: StorefrontEventMap[K]];

export type BusHandler<K extends StorefrontEventType> = (payload: StorefrontEventMap[K], event: CustomEvent) => void;
