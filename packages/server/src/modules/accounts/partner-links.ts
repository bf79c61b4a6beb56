import type { LinkTargets } from '@clubportal/contract/accounts';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

/** An absolute http(s) address without query, fragment and trailing slashes, or null. */
function httpBase(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where the account-link page may send the customer back: a given urlOk/urlKo only when it is on a
 * partner origin of PARTNER_ORIGINS (anything else is refused, and nothing gets linked); none given,
 * the default partner address, else our own address.
 */
export function linkAccountTargets(
  config: Pick<AppConfig, 'partners' | 'publicUrl'>,
  query: { urlOk?: string | null | undefined; urlKo?: string | null | undefined },
): LinkTargets {
  const resolve = (value: string | null | undefined): string | undefined => {
    if (!value?.trim()) return undefined;
    const url = httpBase(value);
    if (!url || !config.partners.origins.includes(url.origin) || url.username || url.password)
      throw new AppError('bad_request', 'notPartnerLink');
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  };
  const fallback = config.partners.defaultUrl ?? config.publicUrl;
  const urlOk = resolve(query.urlOk) ?? fallback;
  return { urlOk, urlKo: resolve(query.urlKo) ?? urlOk };
}
