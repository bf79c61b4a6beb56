import type { CardField } from '@clubportal/contract/member-card';
import { ACCOUNT_COPY_PREFIX } from '../../../api/session';

/**
 * What the card showed last, kept on the phone while logged in so the card opens without a connection (issues
 * 22, 30): the pictures, the pass, the holder's name and photo and the last QR with its expiry; never the
 * profile fields (email, phone, birth date). It goes with the login (api/session.ts). One per member.
 */
export type SavedCard = {
  topImage: string;
  shield: string;
  sponsors: string[];
  passName: string | null;
  name: string;
  photo: string;
  qr: { content: string; expires: string } | null;
};
/** What the card shows: the saved part and, from the profile while online, the club's chosen fields. */
export type CardView = SavedCard & { values: Array<{ field: CardField; value: string }> };

const keyOf = (customerId: number) => `${ACCOUNT_COPY_PREFIX}card.${customerId}`;

/** The part of the card that may be kept: only what `SavedCard` names. */
export function keptPart(card: SavedCard): SavedCard {
  const { topImage, shield, sponsors, passName, name, photo, qr } = card;
  return { topImage, shield, sponsors, passName, name, photo, qr };
}

export function saveCard(storage: Storage, customerId: number, card: SavedCard): void {
  try {
    storage.setItem(keyOf(customerId), JSON.stringify(keptPart(card)));
  } catch {
    // A full or refused storage only loses the offline copy.
  }
}

export function loadCard(storage: Storage, customerId: number): SavedCard | null {
  try {
    const text = storage.getItem(keyOf(customerId));
    return text ? (JSON.parse(text) as SavedCard) : null;
  } catch {
    return null;
  }
}

/** The saved QR while it still opens doors: an expired one is never shown. */
export function liveQr(card: SavedCard | null, now: number): SavedCard['qr'] {
  return card?.qr && Date.parse(card.qr.expires) > now ? card.qr : null;
}

/** The sponsor logos the card shows: the configured file names (JSON text), in order. */
export function selectedSponsors(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && x !== '') : [];
  } catch {
    return [];
  }
}

/** Spec: above 3 logos the strip scrolls, at 40 px per second. */
export const SPONSOR_SCROLL_PX_PER_S = 40;
export const sponsorsScroll = (count: number) => count > 3;
