import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { UIMatch } from 'react-router';

/** Sections named by the route table (translation keys under `sections.`). */
export const SECTIONS = [
  'home',
  'shop',
  'product',
  'blog',
  'post',
  'checkout',
  'paymentOk',
  'paymentKo',
  'paymentProcessing',
  'resetPassword',
  'activateAccount',
  'passwordChanged',
  'privacy',
  'waiver',
  'cookies',
  'generalConditions',
  'activities',
  'activity',
  'bookingTypes',
  'bookings',
  'bookingsByPlace',
  'bookingJoin',
  'bookingResults',
  'bookingPublic',
  'checkoutBooking',
  'autoLogin',
  'changePassword',
  'pendingSales',
  'vouchers',
  'communications',
  'email',
  'orders',
  'order',
  'fees',
  'customerBookings',
  'account',
  'trainings',
  'training',
  'levels',
  'levelsLink',
  'bookingVisual',
  'linkAccount',
  'publicTicket',
  'publicInvoice',
  'newsletter',
  'waitlistOffer',
  'memberCard',
  'openMatches',
  'staff',
] as const;
export type SectionId = (typeof SECTIONS)[number];

/** public: anyone; login: needs a stored customer token (spec "Login required" lists). */
export type Access = 'public' | 'login';

/** What a page's prefetch knows of the request: the path's parameters and the query string. */
export type PrefetchContext = { params: Record<string, string | undefined>; search: URLSearchParams };

/**
 * The HTTP status of a server-rendered page once its data is in the cache, when it is not 200: a shared link
 * to a booking or product that does not exist answers 404, so search engines and link previews drop it.
 */
export type PageStatus = (queryClient: QueryClient, page: PrefetchContext) => number | undefined;

/** What each route declares about itself (React Router `handle`). */
export type RouteHandle = {
  section: SectionId;
  access: Access;
  /** Rendered on the server (shared public pages); see RouteDef.ssr. */
  ssr: boolean;
  /** The page's module loader (the server reads its `prefetch` and `status`). */
  page: () => Promise<{
    prefetch?: (queryClient: QueryClient, page: PrefetchContext) => Promise<unknown>;
    status?: PageStatus;
    warmUp?: (queryClient: QueryClient) => void;
  }>;
  /** HTTP status of the page when the server renders it (the not-found page: 404). */
  status?: number;
};

function handleOf(match: UIMatch): Partial<RouteHandle> {
  return (match.handle ?? {}) as Partial<RouteHandle>;
}

export function sectionOf(matches: UIMatch[]): SectionId | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const section = handleOf(matches[i] as UIMatch).section;
    if (section) return section;
  }
  return undefined;
}

export function needsLogin(matches: UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).access === 'login');
}

/** Spec guard: payment providers come back to `#/cz/ok` or `#/cz/ko`; those become real routes. */
export function hashRedirectTarget(hash: string): string | null {
  const path = hash.replace(/^#/, '').split('?')[0];
  return path === '/cz/ok' || path === '/cz/ko' ? path : null;
}

/**
 * The page's <title>: "Page - Club" (the section's name), the club's name alone on the home page. The server
 * writes the same title into the HTML it sends; the app keeps it current while the visitor moves around.
 */
export function pageTitle(matches: UIMatch[], t: TFunction, clubName: string): string {
  const leaf = matches[matches.length - 1];
  if (leaf && handleOf(leaf).status === 404) return `${t('notFound.title')} - ${clubName}`;
  const section = sectionOf(matches);
  if (!section || section === 'home') return clubName;
  return `${t(`sections.${section}`)} - ${clubName}`;
}
