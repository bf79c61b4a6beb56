/**
 * The server renderer (built with `vite build --ssr` into dist/server; the Fastify server imports it).
 * See ARCHITECTURE.md, "Pages: first render, head tags and SSR".
 */
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type UIMatch } from 'react-router';
import { LANGUAGES, type Language } from '@clubportal/contract/languages';
import { currencyDecimals } from '@clubportal/contract/money';
import { setTransport } from './api/client';
import { createQueryClient } from './api/query-client';
import type { BootCurrency } from './app/boot-data';
import { buildRoutes, isStaffPath } from './app/router';
import { pageTitle, type RouteHandle } from './app/route-meta';
import { SettingsBootstrap } from './app/settings-bootstrap';
import { themeStyleSheet } from './app/theme';
import { recentPostsQuery } from './features/blog/api/get-recent-posts';
import { I18N_OPTIONS } from './i18n';
import { OfferedLanguagesProvider } from './lib/offered-languages';
import { mainSettingsQuery } from './lib/settings/get-main-settings';

const locales = import.meta.glob<ResourceKey>('./i18n/locales/*.json', { eager: true, import: 'default' });

/** The interface strings of a language (the server puts them into the page it sends). */
export function messages(language: Language): ResourceKey {
  const found = locales[`./i18n/locales/${language}.json`];
  if (!found) throw new Error(`No messages for ${language}`);
  return found;
}

/**
 * The staff console's strings of a language. The built renderer has them in files beside it, not in its locales
 * (vite.config.ts, `staffTextsBesideServerRenderer`): read once a staff page asks for them, then kept.
 */
const staffTexts = new Map<Language, ResourceKey>();
function staffMessages(language: Language): ResourceKey {
  let texts = staffTexts.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(new URL(`./staff-texts/${language}.json`, import.meta.url), 'utf8')) as ResourceKey;
    staffTexts.set(language, texts);
  }
  return texts;
}

/**
 * The strings the page at `path` carries: the staff console's (`staff.`) only on its own pages, so a public
 * page carries no staff text, as it carries no staff code.
 */
export function pageMessages(language: Language, path: string): ResourceKey {
  const { staff, ...rest } = messages(language) as Record<string, ResourceKey>;
  // `staff` is in the locale itself only where the renderer runs unbuilt (tests).
  return isStaffPath(path) ? { ...rest, staff: staff ?? staffMessages(language) } : rest;
}

/** One read-only i18next instance per language, shared by every request. */
const translators = new Map<Language, I18n>();
function translator(language: Language): I18n {
  let instance = translators.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      ...I18N_OPTIONS,
      lng: language,
      resources: { [language]: { translation: messages(language) } },
      initAsync: false,
    });
    translators.set(language, instance);
  }
  return instance;
}

/** An API answer as the server's loopback gives it. */
export type ApiAnswer = { status: number; body: string; headers: Record<string, string> };

export type RenderInput = {
  /** Path and query of the page. */
  url: string;
  /** Absolute origin the page is served on (for the router's Request). */
  origin: string;
  language: Language;
  /** The languages the club offers: the language picker lists these. */
  languages: readonly Language[];
  /** Answers a GET to the API in-process (the server's `app.inject`). */
  /** `body`: the JSON text of a POST (the booking grid's availability is read with one). */
  api: (path: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<ApiAnswer>;
  /** A section that failed to render: the page still ships, and the browser renders that section. */
  onSectionError: (error: unknown) => void;
};

export type RenderResult =
  /** Server-rendered page: markup for #root, its status and title. */
  | { kind: 'html'; html: string; status: number; title: string; state: DehydratedState; themeCss: string; currency: BootCurrency }
  /** A page the browser renders (login-only, account and payment flows): only the data for its first render. */
  | { kind: 'client'; state: DehydratedState; themeCss: string; currency: BootCurrency }
  | { kind: 'redirect'; status: number; location: string };

let transportReady = false;
function installLoopback(api: RenderInput['api']) {
  if (transportReady) return;
  transportReady = true;
  setTransport(async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = typeof init.body === 'string' ? init.body : undefined;
    const answer = await api(url, { method: init.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  });
}

/**
 * The whole page as one string, every section complete: the page's data is in the query cache before it
 * renders (the head, the status and the boot data depend on it), so there is nothing left to stream, and a
 * section that would still suspend (a lazy component) is waited for rather than sent as its fallback.
 */
function renderToHtml(element: ReactNode, onSectionError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every section inline, in page order: React would otherwise send a large section after the rest with
      // a script to move it in place (inline scripts the page's CSP refuses, and nothing to gain here).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: onSectionError,
    });
  });
}

const routes = buildRoutes();
const handler = createStaticHandler(routes);

/**
 * Renders a page: fills a query cache with the settings, the menu's posts and the page's own data
 * (its module's `prefetch`), then renders the server-rendered pages to HTML. Throws when the settings
 * cannot be read (the server then sends the page without boot data; the browser shows the failure page).
 */
export async function render(input: RenderInput): Promise<RenderResult> {
  installLoopback(input.api);
  const queryClient = createQueryClient();
  const settings = await queryClient.fetchQuery(mainSettingsQuery);
  const themeCss = themeStyleSheet(settings);
  const currency = { code: settings.currencyCode, decimals: currencyDecimals(settings.currencyCode) };

  // Only server-rendered pages go through the router here: a login-only page's guard needs the browser.
  const matched = matchRoutes(routes, input.url) ?? [];
  const leaf = (matched[matched.length - 1]?.route.handle ?? {}) as Partial<RouteHandle>;
  if (!leaf.ssr) return { kind: 'client', state: dehydrate(queryClient), themeCss, currency };

  const context = await handler.query(new Request(new URL(input.url, input.origin)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  // A failed call leaves its section to the browser (it shows the section's own error or retries).
  const page = leaf.page ? await leaf.page() : {};
  const prefetchContext = {
    params: context.matches[context.matches.length - 1]?.params ?? {},
    search: new URL(input.url, input.origin).searchParams,
  };
  await Promise.all([queryClient.prefetchQuery(recentPostsQuery(2)), page.prefetch?.(queryClient, prefetchContext)]);

  const i18n = translator(input.language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <OfferedLanguagesProvider languages={input.languages}>
          <SettingsBootstrap>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SettingsBootstrap>
        </OfferedLanguagesProvider>
      </I18nextProvider>
    </QueryClientProvider>,
    input.onSectionError,
  );
  const matches = context.matches.map((m) => ({
    ...m,
    handle: m.route.handle,
    data: undefined,
    loaderData: undefined,
  })) as unknown as UIMatch[];
  return {
    kind: 'html',
    html,
    status: page.status?.(queryClient, prefetchContext) ?? leaf.status ?? context.statusCode,
    title: pageTitle(matches, i18n.t, settings.name),
    state: dehydrate(queryClient),
    themeCss,
    currency,
  };
}

export { LANGUAGES };
