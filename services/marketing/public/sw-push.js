/* global self */
// Push service worker, served by the marketing service at /sw-push.js (spec 2 §7 "Push worker /sw-push.js").
// A push carries JSON { title, body, url?, icon? } (see services/marketing/src/domain/send-push.ts); a click opens
// its url, but only on this site: any other address opens the home page instead.
'use strict';

const DEFAULT_TITLE = 'Car Audio Storefront';
const DEFAULT_BODY = 'New deals are waiting for you.';

/** `value` as an absolute URL on this site, or null when it is missing or leads elsewhere. */
function onThisSite(value) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

function sameSiteUrl(value) {
  return onThisSite(value) || new URL('/', self.location.origin).href;
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: event.data.text() };
  }
}

function textOr(value, fallback) {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const options = { body: textOr(payload.body, DEFAULT_BODY), data: { url: sameSiteUrl(payload.url) } };
  const icon = onThisSite(payload.icon);
  if (icon) options.icon = icon;
  event.waitUntil(self.registration.showNotification(textOr(payload.title, DEFAULT_TITLE), options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameSiteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
