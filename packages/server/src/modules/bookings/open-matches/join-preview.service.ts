import type { BookingDetail } from '@clubportal/contract/bookings';
import { formatLevelRange } from '@clubportal/contract/booking-join';
import { formatDate } from '@clubportal/contract/date-format';
import { levelToHundredths } from '@clubportal/contract/levels';

/**
 * The sentence a join link's preview says (issue 23, section 1), in the page's language from the web app's
 * strings (`bookingJoin.preview...`): "Pádel 4 jugadores, sáb 18:00, quedan 2 plazas, nivel 3.0-4.0". The day
 * and time are the club's, the plural is the language's (Intl.PluralRules picks `_one` or `_other`).
 */
export function joinPreview(
  b: Pick<BookingDetail, 'bookingType' | 'maxParticipants' | 'start' | 'players' | 'minLevel' | 'maxLevel'>,
  o: { t: (key: string) => string; language: string; zone: string },
): string {
  const fill = (template: string, vars: Record<string, string | number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (all, key: string) => (key in vars ? String(vars[key]) : all));
  const left = b.players.filter((p) => p.isPlaceholder).length;
  const pluralKey = `bookingJoin.placesLeft_${new Intl.PluralRules(o.language).select(left)}`;
  const placesLeft = o.t(pluralKey) === pluralKey ? o.t('bookingJoin.placesLeft_other') : o.t(pluralKey);
  const when = formatDate(b.start, { dateFormat: 'ccc HH:mm', timeZone: o.zone, locale: o.language });
  const sentence = fill(o.t('bookingJoin.preview'), {
    type: b.bookingType,
    count: b.maxParticipants,
    when,
    left: left > 0 ? fill(placesLeft, { count: left }) : o.t('bookingJoin.previewFull'),
  });
  const h = (level: number | null | undefined) => (level === null || level === undefined ? null : levelToHundredths(level));
  const range = formatLevelRange({ min: h(b.minLevel), max: h(b.maxLevel) });
  return range ? `${sentence}, ${fill(o.t('bookingJoin.previewLevel'), { range })}` : sentence;
}
