import { instantToLocal, localDayBounds } from '@clubportal/contract/club-time';
import { CARD_FIELDS, type CardField, type MemberQr, type SeasonPass, type VirtualCardConfig } from '@clubportal/contract/member-card';
import type { Db, Executor } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, toInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, requireCustomer } from '../accounts/index.js';
import { issueMemberCredential, type DoorDeps } from '../door/index.js';
import { getMainSettings } from '../settings/index.js';
import { findPassTypes } from './memberships.repository.js';
import { membershipName } from './memberships.service.js';
import { findCardConfig, findPassHoldersOn, findSeasonPassesOn, insertSeasonPass, saveCardConfig } from './member-card.repository.js';

/** Without a configuration the card still works: the member's name, photo, pass and QR for 12 hours. */
const DEFAULT_QR_MINUTES = 720;

function jsonList(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** GET /api/CzVirtualCardConfigs/config: the club's card (public: it is the club's look, not a member's data). */
export async function cardConfig(db: Db): Promise<VirtualCardConfig> {
  const c = await findCardConfig(db);
  // Staff may have stored a field the card no longer knows: it is left out, never shown broken.
  const fields = jsonList(c?.fields ?? '[]').filter((f): f is CardField => (CARD_FIELDS as readonly unknown[]).includes(f));
  return { topImage: c?.top_image ?? '', shield: c?.shield ?? '', selectedSponsors: c?.selected_sponsors ?? '[]', fields };
}

/** GET /api/PublicCustomerPeriodicSales/customer-season-passes/{customerId}: passes valid today in the club. */
export async function seasonPasses(
  deps: { db: Db; clock: Clock },
  session: SessionClaims | null,
  customerId: number,
  language?: string,
): Promise<SeasonPass[]> {
  const c = await authorizeCustomer(deps.db, session, customerId);
  return passesToday(deps, c.id, language);
}

/** A customer's passes valid today in the club (the member's own card, the desk's scan), named in `language`. */
export async function passesToday(deps: { db: Db; clock: Clock }, customerId: number, language?: string): Promise<SeasonPass[]> {
  const { timeZone } = await getMainSettings(deps.db);
  const today = instantToLocal(nowInstant(deps.clock), timeZone).date;
  const passes = await findSeasonPassesOn(deps.db, customerId, today);
  // A pass given from a membership type is named in the reader's language and carries the booking window it gives.
  const types = new Map(
    (await findPassTypes(deps.db, [...new Set(passes.flatMap((p) => (p.membership_type_id === null ? [] : [p.membership_type_id])))])).map(
      (t) => [t.id, t],
    ),
  );
  return passes.map((p) => {
    const type = p.membership_type_id === null ? undefined : types.get(p.membership_type_id);
    return {
      id: p.id,
      start: p.starts_on,
      end: p.ends_on,
      product: { seasonPassName: type ? membershipName({ name: p.name, names_json: type.names_json }, language) : p.name },
      bookingDays: type?.booking_days ?? null,
    };
  });
}

/**
 * GET /api/publicaccesscontrol/qr: a fresh door credential for the customer the session acts as (a parent
 * switched into a child gets the child's), only while they hold a season pass valid today (the club's rule for
 * walking in with the card); it opens doors for the club's configured minutes, never past the pass's last day.
 */
export async function memberQr(deps: DoorDeps, session: SessionClaims | null): Promise<MemberQr> {
  const customer = await requireCustomer(deps.db, session);
  const { timeZone } = await getMainSettings(deps.db);
  const now = nowInstant(deps.clock);
  const passes = await findSeasonPassesOn(deps.db, customer.id, instantToLocal(now, timeZone).date);
  if (passes.length === 0) throw new AppError('forbidden', 'doorCardNeedsPass');
  const minutes = (await findCardConfig(deps.db))?.qr_valid_minutes ?? DEFAULT_QR_MINUTES;
  const byMinutes = toInstant(new Date(deps.clock.now().getTime() + minutes * 60_000));
  const expires = passes.some((p) => p.ends_on === null) ? byMinutes : minInstant(byMinutes, passEnd(passes, timeZone));
  return {
    content: await issueMemberCredential(deps, { customerId: customer.id, sessionId: session!.sessionId, expiresAt: expires }),
    contentType: 'text/plain',
    encoding: 'utf8',
    expires,
  };
}

/** The end of the last day of the pass that ends last (club time). */
function passEnd(passes: Array<{ ends_on: string | null }>, timeZone: string): Instant {
  const last = passes
    .map((p) => p.ends_on ?? '')
    .sort()
    .at(-1)!;
  return localDayBounds(last, timeZone).end as Instant;
}
const minInstant = (a: Instant, b: Instant) => (a < b ? a : b);

/** Of these customers, those a member card may open doors for now: active accounts with a pass valid today. */
export async function passHoldersNow(deps: { db: Db; clock: Clock }, customerIds: number[]): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const { timeZone } = await getMainSettings(deps.db);
  const today = instantToLocal(nowInstant(deps.clock), timeZone).date;
  return new Set(await findPassHoldersOn(deps.db, customerIds, today));
}

/** The demo club's card and a pass (db/seed). */
export async function setUpCard(
  db: Executor,
  c: { topImage: string; shield: string; sponsors: string[]; fields: CardField[]; qrValidMinutes?: number },
): Promise<void> {
  await saveCardConfig(db, {
    top_image: c.topImage,
    shield: c.shield,
    selected_sponsors: JSON.stringify(c.sponsors),
    fields: JSON.stringify(c.fields),
    qr_valid_minutes: c.qrValidMinutes ?? DEFAULT_QR_MINUTES,
  });
}

export async function grantSeasonPass(
  db: Executor,
  clock: Clock,
  p: { customerId: number; name: string; startsOn: string; endsOn: string | null },
): Promise<number> {
  return insertSeasonPass(db, p, nowInstant(clock));
}
