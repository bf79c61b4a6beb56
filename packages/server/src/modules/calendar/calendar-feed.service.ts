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
import { authorizeCustomer } from '../accounts/access.service.js';
import { findCustomer, findLinkedChildren } from '../accounts/accounts.service.js';
import { memberActivityEvents } from '../activities/calendar-entries.service.js';
import { memberBookingEvents } from '../bookings/calendar-entries.service.js';
import { getMainSettingsCached } from '../settings/settings.service.js';
import { findFeedByHash, findLiveFeed, insertFeed, revokeFeeds } from './calendar-feed.repository.js';

type Deps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/** The feed's address on the portal: the page puts its origin (https) or webcal:// in front. */
export const feedPath = (token: string) => `/api/publiccalendar/${token}.ics`;

/** Whether the member has a live link; its address is not kept, so it cannot be shown again. */
export async function feedStatus(deps: Deps, session: SessionClaims | null, customerId: number): Promise<CalendarFeedStatus> {
  await authorizeCustomer(deps.db, session, customerId);
  const live = await findLiveFeed(deps.db, customerId);
  return { active: live !== undefined, createdAt: live?.created_at ?? null };
}

/**
 * A new secret link (128 random bits; only its SHA-256 is stored). The member's previous link is revoked in
 * the same unit of work, under the member's row lock, so there is never more than one live link.
 */
export async function newFeedLink(deps: Deps, session: SessionClaims | null, customerId: number): Promise<CalendarFeedLink> {
  await authorizeCustomer(deps.db, session, customerId);
  const token = randomBytes(16).toString('base64url');
  const now = nowInstant(deps.clock);
  await unitOfWork(deps.db, async (trx) => {
    await lockRow(trx, 'customers', customerId);
    await revokeFeeds(trx, customerId, now);
    await insertFeed(trx, { customer_id: customerId, token_hash: hashToken(token), created_at: now });
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
  if (!customer || customer.deleted_at !== null || customer.status !== CustomerStatus.Active)
    throw new AppError('gone', 'calendarFeedRevoked');
  const now = nowInstant(deps.clock);
  const since = new Date(Date.parse(now) - CALENDAR_FEED_PAST_DAYS * 86_400_000).toISOString() as Instant;
  const host = new URL(deps.config.publicUrl).hostname;
  const [settings, children] = await Promise.all([getMainSettingsCached(deps.db, deps.clock), findLinkedChildren(deps.db, customer.id)]);
  const people = [{ customerId: customer.id, childName: null }, ...children.map((c) => ({ customerId: c.id, childName: c.name }))];
  const scope = { people, since, now, host, publicUrl: deps.config.publicUrl };
  const [bookings, activities] = await Promise.all([memberBookingEvents(deps, scope), memberActivityEvents(deps, scope)]);
  const events = [...bookings, ...activities].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
  return buildIcs({ name: settings.name, timeZone: settings.timeZone, refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES, events });
}
