import { instantToLocal } from '@clubportal/contract/club-time';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@clubportal/contract/languages';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import { setUpCard, writeNewMembership, writePass } from '../../modules/member-card/index.js';

/**
 * The demo club's virtual card (its sponsors, the fields it shows), its membership types and the demo member's
 * season pass, given through the staff console's use cases (free: the demo member's fees stay as demo-shop made them).
 */
export async function seedDemoMemberCard(
  db: Tx,
  deps: { clock: Clock; timeZone: string; memberId: number; sponsors: string[] },
): Promise<void> {
  await setUpCard(db, {
    topImage: 'header.svg',
    shield: 'logo-mark.svg',
    sponsors: deps.sponsors,
    fields: ['memberNumber', 'birthDate', 'phone', 'email'],
  });
  const now = nowInstant(deps.clock);
  const today = instantToLocal(now, deps.timeZone).date;
  const year = Number(today.slice(0, 4));
  // The season runs September to August: the one that includes today.
  const startYear = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  const actor = systemActor('demo-seed');
  const ctx = { caches: null, languages: { offered: LANGUAGES, fallback: DEFAULT_LANGUAGE } };
  const season = await writeNewMembership(
    db,
    ctx,
    actor,
    {
      name: `Abono Temporada ${startYear}/${String(startYear + 1).slice(2)}`,
      names: { 'en-US': `Season pass ${startYear}/${String(startYear + 1).slice(2)}` },
      price: 0,
      periodMonths: null,
      validFrom: `${startYear}-09-01`,
      validTo: `${startYear + 1}-08-31`,
      customerGroupId: null,
      bookingDays: null,
    },
    now,
  );
  await writeNewMembership(
    db,
    ctx,
    actor,
    {
      name: 'Abono mensual',
      names: { 'en-US': 'Monthly pass' },
      price: 39,
      periodMonths: 1,
      validFrom: null,
      validTo: null,
      customerGroupId: null,
      bookingDays: 14,
    },
    now,
  );
  await writePass(db, ctx, actor, season, { customerId: deps.memberId, reason: 'Socio desde la temporada pasada' }, now);
}
