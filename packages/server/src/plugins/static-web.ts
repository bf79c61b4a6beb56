import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@clubportal/contract/api-result';
import { API_PREFIX, LANGUAGE_COOKIE } from '@clubportal/contract/http';
import {
  acceptedLanguages,
  ALL_LANGUAGES,
  isLanguage,
  preferredLanguage,
  type Language,
  type LanguageChoice,
} from '@clubportal/contract/languages';
import { pageScripts } from './page-scripts.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * The web app's server renderer (packages/web/src/entry-server.tsx, built into dist/server). Declared here by
 * shape: the server does not depend on the web package's code, only on its build output.
 */
type ApiAnswer = { status: number; body: string; headers: Record<string, string> };
type RenderResult =
  | { kind: 'html'; html: string; status: number; title: string; state: unknown; themeCss: string; currency: unknown }
  | { kind: 'client'; state: unknown; themeCss: string; currency: unknown }
  | { kind: 'redirect'; status: number; location: string };
type SsrModule = {
  render(input: {
    url: string;
    origin: string;
    language: Language;
    languages: readonly Language[];
    api: (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<ApiAnswer>;
    onSectionError: (error: unknown) => void;
  }): Promise<RenderResult>;
  messages(language: Language): unknown;
  /** The strings a page carries (the staff console's only on its own pages). */
  pageMessages?(language: Language, path: string): unknown;
};

/** What the page's <head> needs from the settings module (page-head.service.ts). */
export type PageHeadFn = (input: {
  path: string;
  language: Language;
  t: (key: string) => string;
  fallbackTitle?: string;
}) => Promise<string>;

type Options = {
  webDist: string | undefined;
  /** Absolute origin of the portal (PUBLIC_URL). */
  publicUrl: string;
  /** Tags replacing the built page's <title> for a path; on failure the page is served with the built ones. */
  pageHead: PageHeadFn;
  /**
   * Before the club goes live: the holding page every public page answers instead (null once live). The
   * staff console's pages (`/staff/*`) never get it: that is where the club is taken live.
   */
  holdingPage?: (language: Language) => Promise<string | null>;
  /** The languages the club offers and its default one (every language until the club chooses). */
  languages?: () => Promise<LanguageChoice>;
};

/** How long a visitor of the holding page is told to wait before asking again (seconds). */
const HOLDING_RETRY_AFTER = '3600';
const isStaffPage = (pathOnly: string) => pathOnly === '/staff' || pathOnly.startsWith('/staff/');

/** The built page's own title and icon: the parts pageHead replaces. */
const HEAD_PLACEHOLDER = /<link rel="icon" href="data:," \/>\s*<title>[^<]*<\/title>/;
/** The built page's #root and what it shows before the app starts (no nested <div> in it). */
const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** JSON inside a <script> element: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The visitor's interface language among those the club offers: the one they picked (the cookie the web app
 * sets), else the one their browser asks for (Accept-Language: a first visit in English or French), else the
 * club's default (es-ES while the club offers every language).
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage?: string, choice: LanguageChoice = ALL_LANGUAGES): Language {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]+)`).exec(cookieHeader ?? '');
  const value = match ? decodeURIComponent(match[1] as string) : undefined;
  if (isLanguage(value) && choice.offered.includes(value)) return value;
  return preferredLanguage(acceptedLanguages(acceptLanguage), choice.offered) ?? choice.fallback;
}

/** Looks a dotted key up in a messages object (`sections.privacy`); the key itself when absent. */
function translator(messages: unknown): (key: string) => string {
  return (key) => {
    let node: unknown = messages;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : key;
  };
}

/**
 * Serves the built web app (hashed assets cached for a year, pages revalidated every time) and every page
 * (uploaded files are the content module's, modules/content/uploads.routes.ts): public pages shared by link are rendered on the server (HTML, head tags,
 * and the data of the first render inlined), the others get the app's page with the settings and strings
 * inlined. API paths and missing files get a 404.
 */
export const staticWeb = fp(async (app: FastifyInstance, opts: Options) => {
  if (opts.webDist) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      // The server renderer's bundle lives in dist/server: for this process only.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      setHeaders(reply, filePath) {
        const rel = path.relative(opts.webDist as string, filePath);
        reply.header(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? ONE_YEAR : rel === 'index.html' || rel === 'sw.js' ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
  }

  // Loaded again when a rebuild changes it, like index.html, so a rebuilt web app is served without a restart.
  let ssr: { mtime: number; module: SsrModule } | null = null;
  async function ssrModule(): Promise<SsrModule | null> {
    // React's development build renders several times slower; a server that was not told otherwise serves.
    process.env.NODE_ENV ??= 'production';
    const file = path.join(opts.webDist as string, 'server', 'entry-server.js');
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (ssr?.mtime !== mtime) ssr = { mtime, module: (await import(`${pathToFileURL(file).href}?v=${mtime}`)) as SsrModule };
    return ssr.module;
  }

  /** The language of the page being rendered: its calls ask for the club's texts (opening hours, the grid's note) in it. */
  const renderLanguage = new AsyncLocalStorage<string>();

  /**
   * The app's own API, answered in-process for the server renderer (no network, same answers), in the page's
   * language (the renderer keeps the first transport it is given, so the language travels by async context).
   */
  async function loopback(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<ApiAnswer> {
    const language = renderLanguage.getStore();
    const res = await app.inject({
      method: init.method as 'GET',
      url,
      headers: { ...init.headers, ...(language ? { 'accept-language': language } : {}), 'accept-encoding': 'identity' },
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[key] = value;
    return { status: res.statusCode, body: res.body, headers };
  }

  type Page = { status: number; html: string } | { status: number; location: string };

  async function renderPage(request: FastifyRequest, url: string): Promise<Page> {
    const template = await readFile(path.join(opts.webDist as string, 'index.html'), 'utf8');
    const pathOnly = url.split('?')[0] || '/';
    const choice = (await opts.languages?.()) ?? ALL_LANGUAGES;
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language'], choice);
    const renderer = await ssrModule().catch((err: unknown) => {
      app.log.error({ err }, 'server renderer failed to load: pages are rendered in the browser');
      return null;
    });
    let result: RenderResult | null = null;
    if (renderer) {
      try {
        result = await renderLanguage.run(language, () =>
          renderer.render({
            url,
            origin: opts.publicUrl,
            language,
            languages: choice.offered,
            api: loopback,
            onSectionError: (err) => app.log.warn({ err, url }, 'a section of the page failed on the server: the browser renders it'),
          }),
        );
      } catch (err) {
        app.log.warn({ err, url }, 'page not rendered on the server: the browser renders it');
      }
    }
    if (result?.kind === 'redirect') return { status: result.status, location: result.location };
    const messages = renderer ? (renderer.pageMessages?.(language, pathOnly) ?? renderer.messages(language)) : null;

    let html = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    try {
      const head = await opts.pageHead({
        path: pathOnly,
        language,
        t: translator(messages),
        fallbackTitle: result?.kind === 'html' ? result.title : undefined,
      });
      const theme = result ? `\n    <style>${result.themeCss.replace(/</g, '')}</style>` : '';
      html = HEAD_PLACEHOLDER.test(html)
        ? html.replace(HEAD_PLACEHOLDER, () => head + theme)
        : html.replace(/<title>[^<]*<\/title>/, () => head + theme);
    } catch (err) {
      app.log.warn({ err }, 'page head unavailable: serving the page with the built head');
    }
    if (result) {
      const root = result.kind === 'html' ? `<div id="root" data-ssr>${result.html}</div>` : null;
      if (root) html = html.replace(ROOT, () => root);
      const boot = `<script type="application/json" id="boot-data">${scriptJson({ language, languages: choice.offered, messages, state: result.state, currency: result.currency })}</script>`;
      html = html.replace('</body>', () => `${boot}\n  </body>`);
    }
    return { status: result?.kind === 'html' ? result.status : 200, html: pageScripts(html, result?.kind === 'html') };
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, url: string) {
    if (opts.holdingPage && !isStaffPage(url.split('?')[0] || '/')) {
      const choice = (await opts.languages?.()) ?? ALL_LANGUAGES;
      const holding = await opts.holdingPage(pageLanguage(request.headers.cookie, request.headers['accept-language'], choice));
      if (holding !== null) {
        return reply
          .status(503)
          .header('retry-after', HOLDING_RETRY_AFTER)
          .header('cache-control', 'no-store')
          .header('vary', 'cookie, accept-language')
          .type('text/html; charset=utf-8')
          .send(holding);
      }
    }
    const page = await renderPage(request, url);
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
    if ('location' in page) return reply.redirect(page.location, page.status);
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  }

  // The home page is also answered here (not by the static files' index) so it gets its head tags.
  if (opts.webDist) {
    app.get('/', { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, request.url));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      opts.webDist &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith(`${API_PREFIX}/`) &&
      url !== API_PREFIX &&
      !url.startsWith('/uploads/') &&
      !url.startsWith('/assets/') &&
      !path.extname(url);
    if (isPage) return sendPage(request, reply, request.url);
    return reply.status(404).send({ ok: false, errorMsg: `Not found: ${request.method} ${url}` } satisfies ApiError);
  });
});
