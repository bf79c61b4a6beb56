import { priceOf } from '@clubportal/contract/booking-rules';
import { localToInstant } from '@clubportal/contract/club-time';
import type { Language } from '@clubportal/contract/languages';
import { money } from '@clubportal/contract/money';
import { formatMoney } from '@clubportal/contract/format';
import type { PricePreview } from '@clubportal/contract/staff-prices';
import { AppError } from '../../../lib/app-error.js';
import { toInstant } from '../../../lib/clock.js';
import { renderMessage } from '../../../lib/messages.js';
import { getMainSettingsCached } from '../../settings/index.js';
import { getCatalogue, memoClubDay, memoInstantToLocal } from '../core/booking-catalogue.service.js';
import { club, dec, type BookingDeps } from '../core/booking-context.js';
import { priceCustomer } from '../core/bookings.repository.js';
import { findCustomerName } from './price-rules.repository.js';

export type PricePreviewQuery = {
  bookingTypeId: number;
  resourceId: number;
  start: string;
  duration: number;
  customerId?: number | undefined;
};

/** An instant with its offset as given; the club's local `yyyy-MM-ddTHH:mm` read in the club's zone (a time the clocks skip is refused). */
function startInstant(start: string, zone: string): string {
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(start)) return toInstant(new Date(start));
  const [date = '', time = ''] = start.split('T');
  const found = localToInstant({ date, time }, zone);
  if (!found.ok) throw new AppError('bad_request', 'pricePreviewNoSuchTime', { date: { day: date }, time });
  return found.instant;
}

/**
 * GET /api/staff/prices/preview: what this customer (none: a guest) pays for this slot and by which rule, read
 * with the same catalogue and the same `priceOf` as the grid, loadprice and the prebook. Any slot may be asked,
 * booked or not, open or not (a club prices ahead); a court of another kind or a duration the type does not
 * offer is refused with a sentence. The answer says it in a sentence in the staff member's language.
 */
export async function pricePreview(deps: BookingDeps, language: Language, q: PricePreviewQuery): Promise<PricePreview> {
  const [cat, c, settings] = await Promise.all([getCatalogue(deps), club(deps), getMainSettingsCached(deps)]);
  const type = cat.typeById.get(q.bookingTypeId);
  if (!type) throw new AppError('not_found', 'bookingTypeNotFound');
  const resource = cat.resourceById.get(q.resourceId);
  if (!resource || resource.resource_type !== type.main?.resource_type)
    throw new AppError('bad_request', 'priceRuleCourtNotOfType', { id: q.resourceId, type: type.name });
  if (!type.durationList.includes(q.duration)) throw new AppError('bad_request', 'durationNotOffered', { minutes: q.duration });
  const customer = q.customerId === undefined ? null : await findCustomerName(deps.db, q.customerId);
  if (q.customerId !== undefined && !customer) throw new AppError('bad_request', 'priceRuleNoCustomer', { id: q.customerId });

  const local = memoInstantToLocal(startInstant(q.start, c.zone), c.zone);
  const weekday = memoClubDay(local.date, c.zone).weekday;
  const slot = { durationMinutes: q.duration, weekday, time: local.time, date: local.date, resourceId: resource.id };
  const found = priceOf(type.prices, slot, await priceCustomer(deps.db, customer?.id ?? null));
  const customerName = customer ? `${customer.name} ${customer.surname}`.trim() : null;
  const when = { date: local.date, time: local.time, weekday, customerName };
  if (!found) {
    const sentence = renderMessage(
      'pricePreviewNone',
      { day: { day: local.date }, time: local.time, minutes: q.duration, court: resource.name },
      language,
    );
    return { price: null, isSpecialPrice: false, ruleId: null, position: null, ...when, sentence };
  }
  const position = type.prices.indexOf(found.rule) + 1;
  const price = formatMoney(money(found.price, c.currency), {
    currencySymbol: settings.CurrencySymbol,
    decimalSeparator: settings.decimalSeparator,
  });
  const sentence = customerName
    ? renderMessage('pricePreviewCustomer', { name: customerName, price, position }, language)
    : renderMessage('pricePreviewGuest', { price, position }, language);
  return { price: dec(found.price, c.currency), isSpecialPrice: found.isSpecialPrice, ruleId: found.rule.id, position, ...when, sentence };
}
