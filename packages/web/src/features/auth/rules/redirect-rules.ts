/**
 * Where the auto-login page may send the customer: an in-app path (one leading '/', not '//' or '/\'),
 * resolved on this origin; anything else (other sites, schemes, garbage) goes home ('/'). The check is
 * made on the normalised path: '/.//evil.example/x' resolves to '//evil.example/x', which a browser
 * would read as another site, so it goes home too.
 */
export function safeBackPath(back: string | null | undefined, origin: string): string {
  const value = back?.trim() ?? '';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== new URL(origin).origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Checked again once dot segments are resolved: the result must still be one in-app path.
    if (!path.startsWith('/') || path.startsWith('//') || new URL(path, origin).origin !== new URL(origin).origin) return '/';
    return path;
  } catch {
    return '/';
  }
}

/**
 * The account-link page's way out (spec): `{urlOk}/link-account-response/true` on success,
 * `{urlKo or urlOk}/link-account-response/false` on failure or close. The bases come from the server,
 * which allows only the club's partner sites and otherwise names the default partner address.
 */
export function linkAccountResponse(bases: { urlOk: string; urlKo: string }, ok: boolean): string {
  return `${(ok ? bases.urlOk : bases.urlKo).replace(/\/+$/, '')}/link-account-response/${ok}`;
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
