import { instantToLocal } from '@clubportal/contract/club-time';
import type { Executor } from '../dialect.js';
import type { Clock } from '../../lib/clock.js';
import { grantSeasonPass, setUpCard } from '../../modules/member-card/member-card.service.js';

/** The demo club's virtual card (its sponsors, the fields it shows) and the demo member's season pass. */
export async function seedDemoMemberCard(
  db: Executor,
  deps: { clock: Clock; timeZone: string; memberId: number; sponsors: string[] },
): Promise<void> {
  await setUpCard(db, {
    topImage: 'header.svg',
    shield: 'logo-mark.svg',
    sponsors: deps.sponsors,
    fields: ['memberNumber', 'birthDate', 'phone', 'email'],
  });
  const today = instantToLocal(deps.clock.now().toISOString(), deps.timeZone).date;
  const year = Number(today.slice(0, 4));
  // The season runs September to August: the one that includes today.
  const startYear = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  await grantSeasonPass(db, deps.clock, {
    customerId: deps.memberId,
    name: `Abono Temporada ${startYear}/${String(startYear + 1).slice(2)}`,
    startsOn: `${startYear}-09-01`,
    endsOn: `${startYear + 1}-08-31`,
  });
}
