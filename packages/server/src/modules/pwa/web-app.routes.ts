import type { App, RouteDeps } from '../../lib/route-types.js';
import { appIcon, ICON_SIZES, iconPath, manifestJson } from './web-app.service.js';

/** The installable portal: its manifest and icons, from the club's settings (linked from every page's head). */
export async function webAppRoutes(app: App, deps: RouteDeps) {
  app.get('/manifest.webmanifest', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) =>
    // An hour: a club that changes its name or colour sees it on installed apps the same day.
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/manifest+json; charset=utf-8')
      .send(await manifestJson(deps)),
  );
  for (const size of ICON_SIZES) {
    app.get(iconPath(size), { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/png')
        .send(await appIcon(deps, size)),
    );
  }
}
