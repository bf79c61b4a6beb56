import type { MainSettings } from '@clubportal/contract/settings';
import { uploadUrl } from '@clubportal/contract/settings-view';

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  if (Number.isNaN(n)) return 0;
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** White or near-black, whichever reads better on `background` (WCAG contrast ratio). */
export function readableTextOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance('#111827') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#111827';
}

/** A font-family list with the club's font first and system fonts behind it. */
export function fontStack(fontFamily: string): string {
  const name = fontFamily.replace(/["';{}<>\\]/g, '').trim();
  if (!name) return SYSTEM_FONTS;
  const families = name
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => (/^[a-z-]+$/.test(f) ? f : `"${f}"`));
  return `${families.join(', ')}, ${SYSTEM_FONTS}`;
}

function setIcon(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.removeAttribute('type');
  link.href = href;
}

function setThemeColor(color: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = color;
}

/** The CSS variables the settings decide: the same on the server-rendered page and after client updates. */
export function themeVariables(settings: MainSettings): Record<string, string> {
  const header = uploadUrl(settings.Uploads, settings.HeaderImage);
  return {
    '--brand': settings.buttonsColor,
    '--brand-contrast': readableTextOn(settings.buttonsColor),
    '--footer-bg': settings.footerColor,
    '--footer-fg': readableTextOn(settings.footerColor),
    '--font-body': fontStack(settings.fontFamily),
    '--header-image': header ? `url("${header.replace(/"/g, '%22')}")` : 'none',
  };
}

/** The theme as a style sheet for the page's <head> (server rendering): no unthemed first paint. */
export function themeStyleSheet(settings: MainSettings): string {
  const body = Object.entries(themeVariables(settings))
    .map(([name, value]) => `${name}:${value.replace(/[<>{}]/g, '')}`)
    .join(';');
  // html:root outranks the design tokens' own :root defaults, which the page's style sheet sets after this one.
  return `html:root{${body}}`;
}

/** Themes the whole portal from the settings through CSS variables on :root, plus favicon and colour. */
export function applyTheme(settings: MainSettings): void {
  const root = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(settings))) root.setProperty(name, value);
  const logo = uploadUrl(settings.Uploads, settings.Mainlogo);
  if (logo) setIcon(logo);
  setThemeColor(settings.buttonsColor);
}
