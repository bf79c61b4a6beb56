import { randomBytes } from 'node:crypto';
import {
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
  type CalendarFeedLink,
  type CalendarFeedStatus,
} from '@clubportal/contract/calendar-feed';
import { CustomerStatus } from '@clubportal/contract/enums';
import { lockRow, unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Instant } from '../../lib/clock.js';
import { buildIcs } from '../../lib/ics.js';
import { hashToken } from '../../lib/one-time-token.js';
import type { RouteDeps } from '../../lib/route-types.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, requireCustomer, findCustomer, findLinkedChildren } from '../accounts/index.js';
import { memberActivityEvents } from '../activities/index.js';
import { memberBookingEvents } from '../bookings/index.js';
import { getMainSettingsCached } from '../settings/index.js';
import { findFeedByHash, findLiveFeed, insertFeed, revokeFeeds } from './calendar-feed.repository.js';

type Deps = Pick<RouteDeps, 'db' | 'clock' | 'caches' | 'config'>;

/** The feed's address on the portal: the page puts its origin (https) or webcal:// in front. */
export const feedPath = (token: string) => `/api/publiccalendar/${token}.ics`;

/** Whether the member has a live link; its address is not kept, so it cannot be shown again. */
export async function feedStatus(deps: Deps, session: SessionClaims | null, customerId: number): Promise<CalendarFeedStatus> {
  await authorizeCustomer(deps.db, session, customerId);
  const live = await findLiveFeed(deps.db, customerId);
  const standing = live !== undefined && (await feedStands(deps.db, { ...live, customer_id: customerId }));
  return { active: standing, createdAt: standing ? (live?.created_at ?? null) : null };
}

/**
 * A link stands while the one who made it could still make it: their sessions have not been ended since (a
 * password reset or change ends its feeds too) and, for a child's, the child is still linked to them.
 */
async function feedStands(
  db: Deps['db'],
  feed: { customer_id: number; made_by_id: number | null; made_by_version: number | null },
): Promise<boolean> {
  const maker = await findCustomer(db, feed.made_by_id ?? feed.customer_id);
  if (!maker || maker.deleted_at !== null || maker.session_version !== feed.made_by_version) return false;
  if (maker.id === feed.customer_id) return true;
  return (await findCustomer(db, feed.customer_id))?.parent_id === maker.id;
}

/**
 * A new secret link (128 random bits; only its SHA-256 is stored). The member's previous link is revoked in
 * the same unit of work, under the member's row lock, so there is never more than one live link.
 */
export async function newFeedLink(deps: Deps, session: SessionClaims | null, customerId: number): Promise<CalendarFeedLink> {
  await authorizeCustomer(deps.db, session, customerId);
  // A parent switched into a child makes the child's link as the parent: it ends with the parent's link to it.
  const acting = await requireCustomer(deps.db, session);
  const maker = (session?.parentId ? await findCustomer(deps.db, session.parentId) : acting) ?? acting;
  const token = randomBytes(16).toString('base64url');
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'customers', customerId);
    await revokeFeeds(trx, customerId, now);
    await insertFeed(trx, {
      customer_id: customerId,
      token_hash: hashToken(token),
      created_at: now,
      made_by_id: maker.id,
      made_by_version: maker.session_version,
    });
  });
  return { path: feedPath(token), createdAt: now };
}

/** Turns the member's link off: its address answers 410 from now on. */
export async function revokeFeed(deps: Deps, session: SessionClaims | null, customerId: number): Promise<void> {
  await authorizeCustomer(deps.db, session, customerId);
  await revokeFeeds(deps.db, customerId, nowInstant(deps.clock));
}

/**
 * The feed: every booking the member or a linked child holds a place in and every activity they signed up
 * for, from about three months back and all future ones, in the club's time zone; a child's events name the
 * child. Cancelled ones stay, STATUS:CANCELLED with a higher SEQUENCE, so subscribed calendars drop them
 * instead of keeping a stale copy. The children are read at each fetch: an unlinked child's events are gone.
 */
export async function calendarFeed(deps: Deps, token: string): Promise<string> {
  const feed = await findFeedByHash(deps.db, hashToken(token));
  if (!feed) throw new AppError('not_found', 'calendarFeedNotFound');
  if (feed.revoked_at !== null) throw new AppError('gone', 'calendarFeedRevoked');
  // A deleted or deactivated account publishes nothing any more, whatever links it gave out.
  const customer = await findCustomer(deps.db, feed.customer_id);
  if (!customer || customer.deleted_at !== null || customer.status !== CustomerStatus.Active || !(await feedStands(deps.db, feed)))
    throw new AppError('gone', 'calendarFeedRevoked');
  const now = nowInstant(deps.clock);
  const since = new Date(Date.parse(now) - CALENDAR_FEED_PAST_DAYS * 86_400_000).toISOString() as Instant;
  const host = new URL(deps.config.publicUrl).hostname;
  const [settings, children] = await Promise.all([getMainSettingsCached(deps), findLinkedChildren(deps.db, customer.id)]);
  const people = [{ customerId: customer.id, childName: null }, ...children.map((c) => ({ customerId: c.id, childName: c.name }))];
  const scope = { people, since, now, host, publicUrl: deps.config.publicUrl };
  const [bookings, activities] = await Promise.all([memberBookingEvents(deps, scope), memberActivityEvents(deps, scope)]);
  const events = [...bookings, ...activities].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  return buildIcs({ name: settings.name, timeZone: settings.timeZone, refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES, events });
}
