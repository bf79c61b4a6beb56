import type { LegalTextKey, MainSettings } from '@clubportal/contract/settings';
import { ACTIVITY_DEFAULT_POSTER } from '@clubportal/contract/activities';
import { heroSlides, uploadUrl } from '@clubportal/contract/settings-view';
import type { Db } from '../../db/dialect.js';
import { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { bookingFilters, bookingByToken, bookingInfo, joinPreview } from '../bookings/index.js';
import { getPostWithAuthor, latestPostImage } from '../content/index.js';
import { getProduct } from '../shop/index.js';
import { getActivity, nextActivityPoster } from '../activities/index.js';
import { getLegalSettings, getMainSettings, getTemplateConfig, mainSettingsIn, textLanguages } from '../settings/index.js';
import type { TextLanguages } from '../club-texts/index.js';
import { excerpt, matchPattern } from './page-text.js';

/** What page types read with: the database, the clock and the app's caches (absent: read afresh). */
export type PageHeadDeps = { db: Db; clock: Clock; caches?: AppCaches };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a page type says about a page; the mechanism turns it into <head> tags. */
export type PageMeta = {
  /** The page's own name; the tag reads "Page - Club". Absent: the club's name alone (the home page). */
  title?: string;
  /** Search-result and link-preview text; defaults to the club's description. */
  description?: string;
  /** Preview image (file under Uploads, a path of the site, or URL); defaults to the club's header image, then its logo. */
  image?: string;
  /** Open Graph type: `article` for a post, `product` for a product; `website` otherwise. */
  type?: 'website' | 'article' | 'product';
  /** Images the first screen shows: preloaded with high priority (the LCP element). */
  preloadImages?: string[];
  /** A page shared by private link (a booking's): link previews yes, search engines no. */
  noindex?: boolean;
  /** schema.org data of the page (an activity's Event), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
};

export type PageTypeContext = {
  db: Db;
  clock: Clock;
  caches: AppCaches;
  settings: MainSettings;
  /** The interface strings of the page's language (`sections.privacy` ...). */
  t: (key: string) => string;
  /** The path's parameters, by the page type's pattern (`/post/:id` gives `{ id }`). */
  params: Record<string, string>;
  /** The page's language (BCP 47): dates and plurals of a page's preview. */
  language: string;
  /** The club's texts (a booking type's name) in the page's language, the club's default else. */
  texts: TextLanguages;
};

/**
 * A page people share: its path pattern and one small function saying what its <head> tells search engines
 * and link previews. A page with no type is `noindex` (login-only pages, flows, pages not built yet).
 * A new public page (product, post, activity...) adds one entry here.
 */
type PageType = { pattern: string; meta: (ctx: PageTypeContext) => Promise<PageMeta> | PageMeta };

const home: PageType = {
  pattern: '/',
  async meta({ db }) {
    const hero = heroSlides(await getTemplateConfig(db))[0];
    return hero ? { image: hero.image, preloadImages: [hero.image] } : {};
  },
};

const legal = (pattern: string, section: string, text: LegalTextKey): PageType => ({
  pattern,
  async meta({ db, t, settings }) {
    const texts = await getLegalSettings(db);
    // The page banner's background (the header image) is the first screen's largest paint.
    const preloadImages = settings.HeaderImage ? [settings.HeaderImage] : [];
    return { title: t(`sections.${section}`), description: excerpt(texts[text]) || undefined, preloadImages };
  },
});

/** A section page under the page banner: its name, and the banner's image (the first screen's largest paint) preloaded. */
const section = (pattern: string, name: string): PageType => ({
  pattern,
  meta: ({ t, settings }) => ({ title: t(`sections.${name}`), preloadImages: settings.HeaderImage ? [settings.HeaderImage] : [] }),
});

/**
 * A listing shared as a whole (/blog, /activities): the section's name, a sentence of its own in the page's
 * language naming the club, and the picture of what is newest or next (`image`: one query), else the club's.
 */
const listing = (pattern: string, name: string, image: (ctx: PageTypeContext) => Promise<string | undefined>): PageType => ({
  pattern,
  async meta(ctx) {
    const { t, settings } = ctx;
    const picture = await image(ctx);
    return {
      title: t(`sections.${name}`),
      description: t(`${name}.shareDescription`).replace('{{club}}', settings.name),
      ...(picture ? { image: picture } : {}),
      preloadImages: settings.HeaderImage ? [settings.HeaderImage] : [],
    };
  },
});

/**
 * A product page: the product's name, its description (else its HTML detail) in plain text, and its image
 * as the link preview (public prices; a missing or unpublished product gives the section's name).
 */
const product: PageType = {
  pattern: '/shop/:id',
  async meta({ db, clock, caches, t, params }) {
    const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
    if (id === null) return { title: t('sections.product') };
    try {
      const { data } = await getProduct({ db, clock, caches }, null, id);
      const description = excerpt(data.description) || excerpt(data.detail);
      return {
        title: data.name,
        ...(description ? { description } : {}),
        ...(data.logo ? { image: data.logo, preloadImages: [data.logo] } : {}),
        type: 'product',
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return { title: t('sections.product') };
      throw error;
    }
  },
};

/**
 * A booking's public page (/booking/{token}): reached by a private link a member shares, so its preview
 * names the booking (type, court, club date and time) but search engines are told not to index it. A token
 * that names no live booking gives the section's name.
 */
const publicBooking: PageType = {
  pattern: '/booking/:bookingToken',
  async meta({ db, clock, caches, t, params }) {
    const fallback = { title: t('sections.bookingPublic'), noindex: true };
    if (!/^[A-Za-z0-9_-]{16,40}$/.test(params.bookingToken ?? '')) return fallback;
    try {
      const { next, past } = await bookingByToken({ db, clock, caches }, params.bookingToken as string);
      const booking = next[0] ?? past[0];
      if (!booking) return fallback;
      return {
        title: `${booking.bookingType} - ${booking.resourceName}`,
        description: `${booking.dtStart} · ${booking.duration} min`,
        noindex: true,
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return fallback;
      throw error;
    }
  },
};

/**
 * A booking type's grid: the type's name, its description (else its HTML text) and its image as the link
 * preview; an unknown or unpublished type gives the section's name.
 */
const bookingGrid: PageType = {
  pattern: '/bookings/:bookingTypeId',
  async meta({ db, clock, caches, t, params, settings, texts }) {
    const preloadImages = settings.HeaderImage ? [settings.HeaderImage] : [];
    const id = /^[1-9]\d{0,9}$/.test(params.bookingTypeId ?? '') ? Number(params.bookingTypeId) : null;
    if (id === null) return { title: t('sections.bookings'), preloadImages };
    try {
      const type = (await bookingFilters({ db, clock, caches }, id, texts)).bookingTypes[0];
      if (!type) return { title: t('sections.bookings'), preloadImages };
      const description = excerpt(type.description) || excerpt(type.extendedDescription);
      return { title: type.name, ...(description ? { description } : {}), ...(type.image ? { image: type.image } : {}), preloadImages };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return { title: t('sections.bookings'), preloadImages };
      throw error;
    }
  },
};

/**
 * An activity (/activity/{id}): its name, description and poster as the link preview, and a schema.org
 * Event (start, end, image, offer) for search engines; without a poster, the default poster the page shows
 * (not the club's image). A missing activity gives the section's name.
 */
const activity: PageType = {
  pattern: '/activity/:id',
  async meta({ db, clock, caches, t, params, settings, texts }) {
    const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
    if (id === null) return { title: t('sections.activity') };
    try {
      const { model: a } = await getActivity({ db, clock, caches }, null, id, undefined, texts);
      const description = excerpt(a.description);
      // What the page shows: the poster, else the default poster (also the preview's and the Event's picture).
      const poster = a.poster || ACTIVITY_DEFAULT_POSTER;
      const image = uploadUrl(settings.Uploads, poster);
      return {
        title: a.name,
        ...(description ? { description } : {}),
        image: poster,
        preloadImages: [poster],
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: a.name,
          startDate: a.start,
          ...(a.end ? { endDate: a.end } : {}),
          ...(description ? { description } : {}),
          image,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: { '@type': 'Place', name: settings.name, address: settings.address },
          organizer: { '@type': 'Organization', name: settings.name },
          offers: {
            '@type': 'Offer',
            price: a.price,
            priceCurrency: settings.currencyCode,
            availability: a.placesLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        },
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return { title: t('sections.activity') };
      throw error;
    }
  },
};

/**
 * A blog post: its title, its short text (else its text) in plain words, and its image as the link
 * preview; an unknown id gives the section's name (the page itself answers 404).
 */
const post: PageType = {
  pattern: '/post/:id',
  async meta({ db, caches, t, params, texts }) {
    const id = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? Number(params.id) : null;
    if (id === null) return { title: t('sections.post') };
    try {
      const data = await getPostWithAuthor({ db, caches }, id, texts);
      const description = excerpt(data.smalText) || excerpt(data.text);
      return {
        title: data.title,
        ...(description ? { description } : {}),
        ...(data.image ? { image: data.image, preloadImages: [data.image] } : {}),
        type: 'article',
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return { title: t('sections.post') };
      throw error;
    }
  },
};

/** Bookings by place of one type: shared like the grid (the type's name, description and image), by its own path. */
const byPlaceGrid: PageType = { pattern: '/bookings-byplace/:bookingTypeId', meta: bookingGrid.meta };
/**
 * A match's join page (/booking-join/{id}): what members paste into their group chats, so its preview says
 * the match in the page's language, "Pádel 4 jugadores, sáb 18:00, quedan 2 plazas, nivel 3.0-4.0" (title
 * and description, with the type's picture). A match that is gone (or not joinable) names only the section.
 */
const joinMatch: PageType = {
  pattern: '/booking-join/:bookingId',
  async meta({ db, clock, caches, t, params, settings, language }) {
    const fallback = { title: t('sections.bookingJoin'), noindex: true };
    const id = /^[1-9]\d{0,9}$/.test(params.bookingId ?? '') ? Number(params.bookingId) : null;
    if (id === null) return fallback;
    try {
      const booking = await bookingInfo({ db, clock, caches }, null, id);
      const sentence = joinPreview(booking, { t, language, zone: settings.timeZone });
      const image = (await bookingFilters({ db, clock, caches }, booking.bookingTypeId)).bookingTypes[0]?.image;
      const call = t('bookingJoin.previewCall').replace('{{club}}', settings.name);
      return { title: sentence, description: `${sentence}. ${booking.resourceName}. ${call}`, ...(image ? { image } : {}), noindex: true };
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return fallback;
      throw error;
    }
  },
};

export const PAGE_TYPES: PageType[] = [
  publicBooking,
  joinMatch,
  home,
  section('/shop', 'shop'),
  product,
  listing('/activities', 'activities', (ctx) => nextActivityPoster(ctx)),
  activity,
  listing('/blog', 'blog', ({ db }) => latestPostImage(db)),
  post,
  section('/bookingtypes', 'bookingTypes'),
  section('/bookings', 'bookings'),
  bookingGrid,
  section('/bookings-byplace', 'bookingsByPlace'),
  byPlaceGrid,
  legal('/privacy', 'privacy', 'privacyPolicyFull'),
  legal('/waiver', 'waiver', 'waiver'),
  legal('/cookies', 'cookies', 'cookiesPolicy'),
  legal('/generalConditions', 'generalConditions', 'generalConditions'),
];

export type PageHeadInput = {
  /** The page's path, without query string. */
  path: string;
  /** Interface language of the page (BCP 47, e.g. es-ES). */
  language: string;
  t: (key: string) => string;
  /** The title the web app gives the page, for pages without a page type. */
  fallbackTitle?: string;
};

/** Absolute URL from a path or an uploads file name (link previews need absolute addresses). */
function absolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * The <head> tags the server writes into each page: title "Page - Club", description, canonical URL, Open
 * Graph and Twitter card tags with absolute URLs from PUBLIC_URL, icon and colour, and the hero image
 * preload; `noindex` for every page without a page type.
 */
export async function pageHead(deps: PageHeadDeps, publicUrl: string, input: PageHeadInput): Promise<string> {
  const caches = deps.caches ?? new AppCaches(deps.clock);
  const texts = await textLanguages({ db: deps.db, caches }, input.language);
  const settings = await mainSettingsIn({ db: deps.db, caches }, await getMainSettings(deps.db), texts);
  const ctx = { ...deps, caches, settings, texts, t: input.t, language: input.language };
  const type = PAGE_TYPES.map((p) => ({ p, params: matchPattern(p.pattern, input.path) })).find((m) => m.params);
  const meta: PageMeta = type ? await type.p.meta({ ...ctx, params: type.params as Record<string, string> }) : {};
  const name = type ? meta.title : input.fallbackTitle;
  const title = name && name !== settings.name ? (type ? `${name} - ${settings.name}` : name) : settings.name;
  const description = meta.description ?? settings.description;
  const upload = (file: string) => absolute(publicUrl, uploadUrl(settings.Uploads, file));
  const imageFile = meta.image || settings.HeaderImage || settings.Mainlogo;

  const e = escapeHtml;
  const tags = [`<title>${e(title)}</title>`, `<meta name="description" content="${e(description)}" />`];
  if (type) {
    const url = absolute(publicUrl, input.path);
    tags.push(
      `<link rel="canonical" href="${e(url)}" />`,
      `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
      `<meta property="og:site_name" content="${e(settings.name)}" />`,
      `<meta property="og:title" content="${e(title)}" />`,
      `<meta property="og:description" content="${e(description)}" />`,
      `<meta property="og:url" content="${e(url)}" />`,
      `<meta property="og:locale" content="${e(input.language.replace('-', '_'))}" />`,
      `<meta name="twitter:card" content="${imageFile ? 'summary_large_image' : 'summary'}" />`,
      `<meta name="twitter:title" content="${e(title)}" />`,
      `<meta name="twitter:description" content="${e(description)}" />`,
    );
    if (imageFile) {
      tags.push(
        `<meta property="og:image" content="${e(upload(imageFile))}" />`,
        `<meta name="twitter:image" content="${e(upload(imageFile))}" />`,
      );
    }
    if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
    // JSON inside <script>: "<" escaped so no text of the club's can close the element.
    if (meta.jsonLd) {
      const ld = typeof meta.jsonLd.image === 'string' ? { ...meta.jsonLd, image: absolute(publicUrl, meta.jsonLd.image) } : meta.jsonLd;
      tags.push(`<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`);
    }
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  tags.push(`<meta name="theme-color" content="${e(settings.buttonsColor)}" />`);
  // The installable portal (modules/pwa): its manifest and the icon iOS puts on the home screen.
  tags.push('<link rel="manifest" href="/manifest.webmanifest" />', '<link rel="apple-touch-icon" href="/pwa/icon-192.png" />');
  if (settings.Mainlogo) tags.push(`<link rel="icon" href="${e(uploadUrl(settings.Uploads, settings.Mainlogo))}" />`);
  for (const image of meta.preloadImages ?? []) {
    tags.push(`<link rel="preload" href="${e(uploadUrl(settings.Uploads, image))}" as="image" fetchpriority="high" />`);
  }
  return tags.join('\n    ');
}
