import { createHmac, timingSafeEqual } from 'node:crypto';
import { nowInstant, type Clock } from './clock.js';

/** How long a link to a private file works at least; links are minted in steps so the same page reuses its cached files. */
export const FILE_LINK_MINUTES = 45;
const STEP_SECONDS = 15 * 60;

/**
 * Signed, short-lived links to private stored files (training media, sign-up uploads): `/uploads/<name>?exp=&sig=`,
 * given only in the answers of whoever may see the file. The signature is an HMAC of the name and the expiry
 * under a key of its own, derived from the server secret (a link's signature is never a session token's).
 */
export type FileLinks = {
  /** The link to a stored file name; an address (absolute, or a page of the portal) is passed through. */
  link(location: string): string;
  /** Whether `exp`/`sig` are a valid, unexpired signature of `name`: 'ok', 'expired' or 'invalid'. */
  check(name: string, exp: string | undefined, sig: string | undefined): 'ok' | 'expired' | 'invalid';
};

export function fileLinks(serverSecret: string, clock: Clock): FileLinks {
  const key = createHmac('sha256', serverSecret).update('clubportal file links v1').digest();
  const sign = (name: string, exp: number) => createHmac('sha256', key).update(`${name}\n${exp}`).digest('base64url');
  const nowSeconds = () => Math.floor(Date.parse(nowInstant(clock)) / 1000);
  return {
    link(location) {
      if (!location || location.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(location)) return location;
      const exp = Math.ceil((nowSeconds() + FILE_LINK_MINUTES * 60) / STEP_SECONDS) * STEP_SECONDS;
      return `/uploads/${encodeURIComponent(location)}?exp=${exp}&sig=${sign(location, exp)}`;
    },
    check(name, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
      const expected = Buffer.from(sign(name, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return Number(exp) <= nowSeconds() ? 'expired' : 'ok';
    },
  };
}
