import { heroSlides, uploadUrl } from '@clubportal/contract/settings';
import type { Db } from '../../db/dialect.js';
import { getMainSettings, getTemplateConfig } from './settings.service.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The <head> tags the server writes into index.html for a page: the club's name, description, colour and
 * icon (shared links and search results show the club, not "ClubPortal"), and preloads so the settings
 * call, and on the home page the template and first hero image, start before the app's JavaScript runs.
 */
export async function pageHead(db: Db, path: string): Promise<string> {
  const settings = await getMainSettings(db);
  const tags = [
    `<title>${escapeHtml(settings.name)}</title>`,
    `<meta name="description" content="${escapeHtml(settings.description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(settings.buttonsColor)}" />`,
    `<meta property="og:title" content="${escapeHtml(settings.name)}" />`,
    `<link rel="preload" href="/api/czconfigs/main-settings" as="fetch" crossorigin="anonymous" />`,
  ];
  if (settings.Mainlogo) tags.push(`<link rel="icon" href="${escapeHtml(uploadUrl(settings.Uploads, settings.Mainlogo))}" />`);
  if (path === '/') {
    tags.push(`<link rel="preload" href="/api/czconfigs/template" as="fetch" crossorigin="anonymous" />`);
    const hero = heroSlides(await getTemplateConfig(db))[0];
    if (hero) tags.push(`<link rel="preload" href="${escapeHtml(uploadUrl(settings.Uploads, hero.image))}" as="image" fetchpriority="high" />`);
  }
  return tags.join('\n    ');
}
