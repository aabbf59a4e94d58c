/** Only same-site relative paths are followed after sign-in; anything else goes to the fallback (no open redirect). */
export function safeCallbackPath(value: string | undefined | null, fallback = '/account'): string {
  if (!value) return fallback;
  let path = value.trim();
  try {
    // Absolute URLs are read for their path only (the host is ignored).
    if (/^https?:\/\//i.test(path)) {
      const url = new URL(path);
      path = `${url.pathname}${url.search}${url.hash}`;
    }
  } catch {
    return fallback;
  }
  // '//host' and '/\host' are protocol-relative for browsers; control characters can hide either.
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\\]/.test(path)) {
    return fallback;
  }
  return path;
}
