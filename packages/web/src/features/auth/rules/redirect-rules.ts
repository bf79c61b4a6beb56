/**
 * Where the auto-login page may send the customer: an in-app path (one leading '/', not '//' or '/\'),
 * resolved on this origin; anything else (other sites, schemes, garbage) goes home.
 */
export function safeBackPath(back: string | null | undefined, origin: string): string {
  const value = back?.trim() ?? '';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** An absolute http(s) address without its trailing slashes, or null. */
export function httpBase(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/[?#].*$/, '').replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The account-link page's way out (spec): `{urlOk}/link-account-response/true` on success,
 * `{urlKo or urlOk}/link-account-response/false` on failure or close; our own origin when none is usable.
 */
export function linkAccountTarget(ok: boolean, query: { urlOk: string | null; urlKo: string | null }, origin: string): string {
  const base = ok ? httpBase(query.urlOk) : (httpBase(query.urlKo) ?? httpBase(query.urlOk));
  return `${base ?? origin.replace(/\/+$/, '')}/link-account-response/${ok}`;
}

type Bridge = { linkAccountResult?: unknown };

/**
 * Inside the club's Android app the page runs in a web view that exposes a bridge object
 * (`window.Android` or `window.AndroidBridge`); it is told the result before the redirect.
 * Returns whether a bridge took it.
 */
export function notifyAndroidHost(ok: boolean, host: object = window): boolean {
  const candidates = [(host as { Android?: unknown }).Android, (host as { AndroidBridge?: unknown }).AndroidBridge];
  for (const candidate of candidates) {
    if (candidate && (typeof candidate === 'object' || typeof candidate === 'function')) {
      const bridge = candidate as Bridge;
      if (typeof bridge.linkAccountResult === 'function') {
        try {
          (bridge.linkAccountResult as (result: boolean) => void).call(candidate, ok);
          return true;
        } catch (error) {
          console.error('Android bridge failed', error);
        }
      }
    }
  }
  return false;
}
