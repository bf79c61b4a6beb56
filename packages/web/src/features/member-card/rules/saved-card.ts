import type { CardField } from '@clubportal/contract/member-card';

/**
 * What the card showed last, kept on the phone so the card opens without a connection (issue 22): the
 * pictures, the pass, the holder's fields and the last QR with its expiry. One per member.
 */
export type SavedCard = {
  topImage: string;
  shield: string;
  sponsors: string[];
  passName: string | null;
  name: string;
  photo: string;
  values: Array<{ field: CardField; value: string }>;
  qr: { content: string; expires: string } | null;
};

const keyOf = (customerId: number) => `clubportal.card.${customerId}`;

export function saveCard(storage: Storage, customerId: number, card: SavedCard): void {
  try {
    storage.setItem(keyOf(customerId), JSON.stringify(card));
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
