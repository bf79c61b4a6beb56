import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holdsAny, type Permission } from '@clubportal/contract/staff';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../db/dialect.js';
import type { StaffPrincipal } from './permissions.js';
import { clearedCookie, cookieToken } from './staff-cookie.js';
import { resolveStaffSession, standingSession } from './staff-session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on a staff route that needs one (set by the staff guard). */
    staff: StaffPrincipal | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing call must come from the portal's own pages: an `Origin` other than PUBLIC_URL's is refused,
 * and so is a browser's own word that the call is cross-site when it sends no Origin. (SameSite=Strict already
 * keeps the cookie off other sites' requests; this also stops a sibling site on the same domain.)
 */
function refuseForeignOrigin(request: FastifyRequest, publicOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  const foreign = origin !== undefined ? origin !== publicOrigin : fetchSite === 'cross-site' || fetchSite === 'same-site';
  if (foreign) throw new AppError('forbidden', 'staffForeignOrigin');
}

/**
 * The server's decision on every staff route, from what the route declares (`config.staff`, which
 * plugins/route-access.ts makes every `/api/staff/` route declare): `open` needs no session, `self` a staff
 * session, a permission (or any one of a list) a session whose role holds it, once two-factor codes are enrolled where they are due.
 * Refusals are sentences in the staff member's language.
 */
export const staffGuard = fp(async (app: FastifyInstance, opts: { db: Db; clock: Clock; publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config.staff;
    if (!rule) return;
    refuseForeignOrigin(request, publicOrigin);
    if (rule === 'open') return;
    try {
      request.staff = await resolveStaffSession(opts, cookieToken(opts.publicUrl, request.headers.cookie));
    } catch (err) {
      if (err instanceof AppError && err.code === 'unauthorized') void reply.header('set-cookie', clearedCookie(opts.publicUrl));
      throw err;
    }
    request.replyLanguage = request.staff.language;
    if (rule === 'self') return;
    if (request.staff.twoFactorDue) throw new AppError('forbidden', 'staffTwoFactorFirst');
    if (holdsAny(request.staff.permissions, rule)) return;
    if (typeof rule === 'string') throw new AppError('forbidden', 'staffPermissionMissing', { permission: rule });
    throw new AppError('forbidden', 'staffPermissionsMissing', { permissions: rule.join(', ') });
  });
});

/** The staff member of a route guarded by `self` or a permission (the guard has set it). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('unauthorized', 'staffSignInFirst');
  return request.staff;
}

/**
 * Until when the request's staff session stands by itself (ms; null: it has ended, or its role no longer holds
 * `permission`). A long-lived stream asks it as it goes (the desk's events); asking is not activity, so an open
 * stream never keeps an idle session alive.
 */
export async function staffSessionUntil(
  opts: { db: Db; clock: Clock; publicUrl: string },
  request: FastifyRequest,
  permission: Permission,
): Promise<number | null> {
  try {
    const { principal, endsAt } = await standingSession(opts, cookieToken(opts.publicUrl, request.headers.cookie));
    return principal.twoFactorDue || !holdsAny(principal.permissions, permission) ? null : endsAt;
  } catch (err) {
    if (err instanceof AppError && err.code === 'unauthorized') return null;
    throw err;
  }
}
