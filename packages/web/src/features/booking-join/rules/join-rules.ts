import type { BookingDetail } from '@clubportal/contract/bookings';
import { formatLevelRange, type TeamPlace } from '@clubportal/contract/booking-join';
import { levelToHundredths, type LevelRange } from '@clubportal/contract/levels';

/** A level as the page shows it: one decimal, two when it has them (3.0, 3.25). */
export function formatLevel(level: number): string {
  const hundredths = levelToHundredths(level);
  return (hundredths / 100).toFixed(hundredths % 10 === 0 ? 1 : 2);
}

/** The match's level range in hundredths (the detail speaks decimals). */
export function rangeOf(booking: Pick<BookingDetail, 'minLevel' | 'maxLevel'>): LevelRange {
  const h = (level: number | null | undefined) => (level === null || level === undefined ? null : levelToHundredths(level));
  return { min: h(booking.minLevel), max: h(booking.maxLevel) };
}

/** "3.0-4.0", "3.0+", "≤ 4.0", or null for a match open to every level. */
export function levelRangeOf(booking: Pick<BookingDetail, 'minLevel' | 'maxLevel'>): string | null {
  return formatLevelRange(rangeOf(booking), (level) => formatLevel(level));
}

/** The places as the contract's team rules read them (levels in hundredths; invited players hold a place, unseated). */
export function placesOf(booking: Pick<BookingDetail, 'players'>): Array<TeamPlace & { player: BookingDetail['players'][number] }> {
  return booking.players.map((player) => ({
    team: player.team,
    holder: !player.isPlaceholder,
    seated: player.state !== 'invited',
    level: player.level === null ? null : levelToHundredths(player.level),
    player,
  }));
}

/** What the contract's joinState reads, from the detail and the member looking (null: a visitor). */
export function joinInputs(booking: BookingDetail, customerId: number | null) {
  return {
    isPast: booking.isPast,
    allowJoin: booking.allowJoin,
    maxParticipants: booking.maxParticipants,
    players: booking.players,
    customerId,
    range: rangeOf(booking),
    memberLevel: booking.viewerLevel === null || booking.viewerLevel === undefined ? null : levelToHundredths(booking.viewerLevel),
    places: placesOf(booking),
  };
}
