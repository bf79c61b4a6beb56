import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStaffRouteRule, type StaffRouteRule } from '@clubportal/contract/staff';
import { isRouteAccess, ROUTE_ACCESS, type RouteAccess } from '../lib/route-access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (lib/route-access.ts); every /api route declares it. */
    access?: RouteAccess;
    /** What a `/api/staff/` route needs: a permission, `self` or `open` (contract staff.ts); every staff route declares it. */
    staff?: StaffRouteRule;
  }
  interface FastifyInstance {
    /** `METHOD /path` -> its declared access: the route table at a glance (tests read it). */
    routeAccess: ReadonlyMap<string, RouteAccess>;
    /** `METHOD /path` -> what each staff route needs (the permission walk reads it). */
    staffRouteRules: ReadonlyMap<string, StaffRouteRule>;
  }
}

export const STAFF_API_PREFIX = '/api/staff/';

/**
 * Every API route registered after this plugin must declare `config.access`, and every staff route
 * (`/api/staff/...`) also `config.staff`; one that does not stops the server at start-up, so a new route
 * cannot forget to say who it is for.
 */
export const routeAccess = fp(async (app: FastifyInstance) => {
  const table = new Map<string, RouteAccess>();
  const staffTable = new Map<string, StaffRouteRule>();
  app.decorate('routeAccess', table);
  app.decorate('staffRouteRules', staffTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const config = route.config as { access?: unknown; staff?: unknown } | undefined;
    const access = config?.access;
    const methods = [route.method].flat();
    const name = `${methods.join(',')} ${route.url}`;
    if (!isRouteAccess(access)) {
      throw new Error(`${name} must declare config.access (${Object.keys(ROUTE_ACCESS).join(' | ')})`);
    }
    const isStaffRoute = route.url.startsWith(STAFF_API_PREFIX);
    if (isStaffRoute !== (access === 'staff')) {
      throw new Error(`${name}: routes under ${STAFF_API_PREFIX} and only they declare config.access 'staff'`);
    }
    if (isStaffRoute && !isStaffRouteRule(config?.staff)) {
      throw new Error(`${name} must declare config.staff: the permission it needs, 'self' or 'open' (contract staff.ts)`);
    }
    for (const method of methods) {
      table.set(`${method} ${route.url}`, access);
      if (isStaffRoute) staffTable.set(`${method} ${route.url}`, config?.staff as StaffRouteRule);
    }
  });
});
