// Allow in the push prompt (spec 2 §4 'Push prompt', §7, §8 'Push support'): ask for permission, register the push
// worker /sw-push.js, fetch the VAPID key, subscribe and post {endpoint, p256dh, auth}. Every failure is logged only
// (spec 2 §8: push permission and service worker registration failures are "logged only").
import { ERROR_TEXTS } from '@storefront/shared-domain';
import type { PushSubscriberInput } from '../../api/marketingApi';

export const PUSH_WORKER_PATH = '/sw-push.js';

/** base64url (no padding) of the key bytes, as the push service and the web-push library expect. */
export function base64Url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The VAPID key (base64url) as the bytes pushManager.subscribe wants. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface PushDeps {
  fetchPublicKey(): Promise<string>;
  saveSubscription(input: PushSubscriberInput): Promise<unknown>;
}

/** Runs the Allow path; resolves to true when the subscription was saved. Never throws. */
export async function subscribeToPush({ fetchPublicKey, saveSubscription }: PushDeps): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !navigator.serviceWorker) {
    console.error(ERROR_TEXTS.serviceWorkersUnsupported);
    return false;
  }
  if (typeof window === 'undefined' || !('PushManager' in window) || typeof Notification === 'undefined') {
    console.error(ERROR_TEXTS.pushUnsupported);
    return false;
  }
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.error('[marketing] push permission request failed', error);
    return false;
  }
  if (permission !== 'granted') return false;

  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(PUSH_WORKER_PATH, { scope: '/' });
  } catch (error) {
    console.error(ERROR_TEXTS.serviceWorkerFailed, error);
    return false;
  }
  try {
    const publicKey = await fetchPublicKey();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
    await saveSubscription({
      endpoint: subscription.endpoint,
      p256dh: base64Url(subscription.getKey('p256dh')),
      auth: base64Url(subscription.getKey('auth')),
    });
    return true;
  } catch (error) {
    console.error('[marketing] push subscription failed', error);
    return false;
  }
}
