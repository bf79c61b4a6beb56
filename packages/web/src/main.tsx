import { hydrate } from '@tanstack/react-query';
import { rememberCurrencyDecimals } from '@clubportal/contract/money';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
// Server-rendered pages paint before any script runs: their styles are part of the entry style sheet.
import './styles/home.css';
import './styles/shop.css';
import './styles/blog.css';
import './styles/booking-pages.css';
import './styles/booking-grid.css';
import './styles/booking-waitlist.css';
import './styles/bookings-by-place.css';
import './styles/activities.css';
import './styles/booking-join.css';
import './styles/open-matches.css';
import { createQueryClient } from './api/query-client';
import { expectSections } from './lib/hydration-ready';
import { App } from './app/app';
import { readBootData } from './app/boot-data';
import type { RouteHandle } from './app/route-meta';
import { createClientRouter, isStaffPath } from './app/router';
import { changeLanguage, initI18n, pickedLanguage, storedLanguage } from './i18n';
import { mainSettingsQuery } from './lib/settings/get-main-settings';
import { registerServiceWorker } from './lib/service-worker';

const boot = readBootData();
const queryClient = createQueryClient();
if (boot) {
  // The settings and the page's data as the server read them: no call before the first render.
  hydrate(queryClient, boot.state);
  if (boot.currency) rememberCurrencyDecimals(boot.currency.code, boot.currency.decimals);
} else {
  // Served without boot data (the Vite dev server): settings and language file load in parallel.
  void queryClient.prefetchQuery(mainSettingsQuery);
}
const language = boot?.language ?? storedLanguage();
await initI18n(language, boot?.messages);
const router = await createClientRouter();
const page = await (router.state.matches.at(-1)?.route.handle as Partial<RouteHandle> | undefined)?.page?.();
page?.warmUp?.(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} settingsRequired={!isStaffPath(window.location.pathname)} languages={boot?.languages} />
  </StrictMode>
);
if (container.hasAttribute('data-ssr')) {
  expectSections(container);
  // Hydration as a transition renders in short, interruptible tasks (React yields every few milliseconds);
  // at its default priority the part outside every section was one long task. A tap still makes React
  // hydrate what it lands on first.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

// A language picked before the server could know it (stored, but no cookie yet) takes over now.
const picked = pickedLanguage();
if (picked && picked !== language && (boot?.languages ?? [picked]).includes(picked)) void changeLanguage(picked);

// The installable app's worker (the member card offline), after the page has loaded.
registerServiceWorker();
