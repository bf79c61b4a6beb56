import type { Language } from '@clubportal/contract/languages';
import { renderMessage } from '../../../lib/messages.js';
import { NAMED_BOOKINGS } from '../courts/court-orphans.js';
import type { ClassOnPlanRow, HolderRow } from './floor-plans.repository.js';

/* How a floor plan's refusals name what stands in the way, in the staff member's language. */

/** "a; b; c and 4 more": the first few, then how many more. */
export function nameFew(parts: string[], language: Language): string {
  const named = parts.slice(0, NAMED_BOOKINGS).join('; ');
  const more = parts.length - NAMED_BOOKINGS;
  return more > 0 ? renderMessage('courtBookingsMore', { list: named, count: more }, language) : named;
}

/** "Spinning, 16 June 2026 19:00" in the club's time. */
export const className = (c: Pick<ClassOnPlanRow, 'type_name' | 'starts_at'>, zone: string, language: Language) =>
  renderMessage('floorPlanClassNamed', { name: c.type_name, when: { instant: c.starts_at, timeZone: zone } }, language);

/** "Ana López (Spinning, 16 June 2026 19:00)": a member holding a place, and where. */
export const holderName = (h: Pick<HolderRow, 'name' | 'surname'>, cls: ClassOnPlanRow, zone: string, language: Language) =>
  renderMessage(
    'floorPlanHolderNamed',
    { person: `${h.name ?? ''} ${h.surname ?? ''}`.trim(), class: className(cls, zone, language) },
    language,
  );
