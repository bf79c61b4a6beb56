import type { TemplateConfig } from './settings.js';

// Helpers over the settings answers that pages use on their first render. Kept free of zod and Luxon (type
// imports only): the web's first page imports this module, and its JavaScript budget has no room for them.

export type HeroSlide = {
  image: string;
  textColor: string;
  textSlideInLeft: string;
  textSlideInUp: string;
  textSmall: string;
  textButton: string;
  urlButton: string;
};

/** The configured hero slides (up to 3); a slide without an image is not shown. */
export function heroSlides(t: TemplateConfig): HeroSlide[] {
  return ([1, 2, 3] as const)
    .map((n) => ({
      image: t[`image${n}`],
      textColor: t[`textColor${n}`],
      textSlideInLeft: t[`textSlideInLeft${n}`],
      textSlideInUp: t[`textSlideInUp${n}`],
      textSmall: t[`textSmall${n}`],
      textButton: t[`textButton${n}`],
      urlButton: t[`urlButton${n}`],
    }))
    .filter((s) => s.image !== '');
}

/** "lat,lng" -> Google Maps link; anything that does not split into exactly two parts gives '#'. */
export function mapsLink(coords: string): string {
  const parts = coords.split(',');
  if (parts.length !== 2) return '#';
  const [lat, lng] = parts.map((p) => p.trim());
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lat},${lng}`)}`;
}

/** Resolves an image field of the settings against the uploads path (absolute URLs pass through). */
export function uploadUrl(uploads: string, file: string): string {
  if (!file) return '';
  if (/^(?:https?:)?\/\//.test(file) || file.startsWith('/')) return file;
  return `${uploads.endsWith('/') ? uploads : `${uploads}/`}${file}`;
}
