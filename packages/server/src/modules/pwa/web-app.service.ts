import type { MainSettings } from '@clubportal/contract/settings';
import type { Db } from '../../db/dialect.js';
import { cacheSlot, type AppCaches } from '../../lib/app-caches.js';
import { getMainSettingsCached } from '../settings/index.js';
import { ringIconPng } from './png-icon.js';

/** The icon sizes the manifest offers (Chrome's install needs 192 and 512 px). */
export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const iconPath = (size: IconSize) => `/pwa/icon-${size}.png`;

/** An uploads file name (or absolute URL) as the address the browser loads. */
const uploadAddress = (settings: Pick<MainSettings, 'Uploads' | 'Mainlogo'>) =>
  /^https?:\/\//.test(settings.Mainlogo) ? settings.Mainlogo : `${settings.Uploads}${settings.Mainlogo}`;

/**
 * The web app manifest (installable portal, issue 22): the club's name, description and colour from its
 * settings, the PNG icons drawn in its colour (any and maskable), and the club's logo itself when it is an
 * SVG (any size). It opens on the home page, standalone, like an app.
 */
export function webAppManifest(settings: MainSettings) {
  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = ICON_SIZES.flatMap((size) => [
    { src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: iconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ]);
  if (/\.svg$/i.test(settings.Mainlogo)) icons.push({ src: uploadAddress(settings), sizes: 'any', type: 'image/svg+xml', purpose: 'any' });
  return {
    id: '/',
    name: settings.name,
    short_name: settings.name,
    description: settings.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: settings.buttonsColor,
    icons,
  };
}

/** The routes' dependencies: the settings and the drawn icons are read through the app's caches. */
type WebAppDeps = { db: Db; caches: AppCaches };

export async function manifestJson(deps: WebAppDeps): Promise<string> {
  return JSON.stringify(webAppManifest(await getMainSettingsCached(deps)));
}

/** Icons are drawn once per colour and size (a club changes its colour rarely); a few colours at most. */
const DRAWN_ICONS_MAX = 20;
const drawnIcons = cacheSlot('drawn icons', () => new Map<string, Buffer>());
export async function appIcon(deps: WebAppDeps, size: IconSize): Promise<Buffer> {
  const { buttonsColor } = await getMainSettingsCached(deps);
  const drawn = deps.caches.of(drawnIcons);
  const key = `${buttonsColor}:${size}`;
  let png = drawn.get(key);
  if (!png) {
    if (drawn.size > DRAWN_ICONS_MAX) drawn.clear();
    png = ringIconPng(size, buttonsColor);
    drawn.set(key, png);
  }
  return png;
}
