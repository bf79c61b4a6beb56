import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isRouteAccess, ROUTE_ACCESS, type RouteAccess } from '../lib/route-access.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (lib/route-access.ts); every /api route declares it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** `METHOD /path` -> its declared access: the route table at a glance (tests read it). */
    routeAccess: ReadonlyMap<string, RouteAccess>;
  }
}

/**
 * Every API route registered after this plugin must declare `config.access`; one that does not stops the
 * server at start-up, so a new route cannot forget to say who it is for.
 */
export const routeAccess = fp(async (app: FastifyInstance) => {
  const table = new Map<string, RouteAccess>();
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = (route.config as { access?: unknown } | undefined)?.access;
    const methods = [route.method].flat();
    if (!isRouteAccess(access)) {
      throw new Error(`${methods.join(',')} ${route.url} must declare config.access (${Object.keys(ROUTE_ACCESS).join(' | ')})`);
    }
    for (const method of methods) table.set(`${method} ${route.url}`, access);
  });
});
