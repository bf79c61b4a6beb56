import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { requestLogin } from '../api/login-request';
import { isLoggedIn } from '../api/session';
import { warmClubTime } from '../lib/warm-club-time';
import { AppShell } from './layout/app-shell';
import { MainLayout } from './layout/main-layout';
import { SecureLayout } from './layout/secure-layout';
import { LoadingScreen } from './pages/loading-screen';
import { RouteErrorPage } from './pages/route-error-page';
import type { Access, PageStatus, PrefetchContext, RouteHandle, SectionId } from './route-meta';

/**
 * A page module: its component and, for server-rendered pages, `prefetch`, which fills the query cache with
 * everything the page's first render reads (the server awaits it, then renders and inlines the cache).
 * `prefetch` gets the page's path parameters and query string (a product's id, the shop's `?search=`).
 */
export type PageModule = {
  Component: ComponentType;
  prefetch?: PagePrefetch;
  status?: PageStatus;
  /** Work the page's first render needs that can be done before it, in a task of its own (see main.tsx). */
  warmUp?: (queryClient: QueryClient) => void;
};
export type PagePrefetch = (queryClient: QueryClient, page: PrefetchContext) => Promise<unknown>;
type LazyPage = () => Promise<PageModule>;

/** Every page is its own chunk. */
const home: LazyPage = () => import('./pages/home-route').then((m) => ({ Component: m.HomeRoute, prefetch: m.prefetch }));
const legal =
  (name: 'PrivacyPage' | 'WaiverPage' | 'CookiesPage' | 'GeneralConditionsPage'): LazyPage =>
  () =>
    import('../features/legal/pages/legal-page').then((m) => ({ Component: m[name], prefetch: m.prefetch }));
const shop: LazyPage = () => import('./pages/shop-route').then((m) => ({ Component: m.ShopRoute, prefetch: m.prefetch }));
const product: LazyPage = () =>
  import('./pages/product-route').then((m) => ({ Component: m.ProductRoute, prefetch: m.prefetch, status: m.status }));
const checkoutPage =
  (
    name:
      | 'CheckoutRoute'
      | 'PaymentOkRoute'
      | 'PaymentKoRoute'
      | 'NetPayCallbackRoute'
      | 'StripeCallbackRoute'
      | 'TransbankProcessRoute'
      | 'SaveCardReturnRoute',
  ): LazyPage =>
  () =>
    import('./pages/checkout-routes').then((m) => ({ Component: m[name] }));
const bookingPages =
  (name: 'BookingCheckoutRoute' | 'CustomerBookingsRoute'): LazyPage =>
  () =>
    import('./pages/booking-pages-routes').then((m) => ({ Component: m[name] }));
const publicBooking: LazyPage = () =>
  import('../features/my-bookings/pages/public-booking-page').then((m) => ({
    Component: m.PublicBookingPage,
    prefetch: m.prefetch,
    status: m.status,
    warmUp: warmClubTime,
  }));
const bookingJoin: LazyPage = () =>
  import('./pages/booking-join-route').then((m) => ({
    Component: m.BookingJoinRoute,
    prefetch: m.prefetch,
    status: m.status,
    warmUp: warmClubTime,
  }));
const bookingTypes: LazyPage = () =>
  import('./pages/booking-routes').then((m) => ({ Component: m.BookingTypesRoute, prefetch: m.prefetchBookingTypes }));
const bookings: LazyPage = () =>
  import('./pages/booking-routes').then((m) => ({ Component: m.BookingsRoute, prefetch: m.prefetchBookings, warmUp: warmClubTime }));
const bookingsByPlace: LazyPage = () =>
  import('./pages/by-place-routes').then((m) => ({ Component: m.BookingsByPlaceRoute, prefetch: m.prefetchBookingsByPlace }));
const bookingVisual: LazyPage = () => import('./pages/by-place-routes').then((m) => ({ Component: m.BookingVisualRoute }));
const activities: LazyPage = () =>
  import('../features/activities/pages/activities-page').then((m) => ({ Component: m.ActivitiesPage, prefetch: m.prefetch }));
const activity: LazyPage = () =>
  import('./pages/activity-route').then((m) => ({ Component: m.ActivityRoute, prefetch: m.prefetch, status: m.status }));
const blog: LazyPage = () => import('../features/blog/pages/blog-page').then((m) => ({ Component: m.BlogPage, prefetch: m.prefetch }));
const post: LazyPage = () => import('./pages/post-route').then((m) => ({ Component: m.PostRoute, prefetch: m.prefetch, status: m.status }));
const newsletterLink =
  (name: 'NewsletterConfirmPage' | 'NewsletterUnsubscribePage'): LazyPage =>
  () =>
    import('../features/newsletter/pages/newsletter-link-page').then((m) => ({ Component: m[name] }));
const waitlistOffer: LazyPage = () =>
  import('../features/booking-waitlist/pages/waitlist-offer-page').then((m) => ({ Component: m.WaitlistOfferPage }));
const notFound: LazyPage = () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
/**
 * The staff console (issue 31): one dynamic import with its own routes and style sheet, fetched only under
 * /staff (no public page imports it). Rendered in the browser, outside the public header and footer.
 */
const staffConsole: LazyPage = () => import('../features/staff/staff-app').then((m) => ({ Component: m.StaffApp }));

export type RouteDef = {
  path: string;
  section: SectionId;
  access: Access;
  /**
   * main: header, menu and footer; secure: the bare, logo-only frame (spec: "public, secure layout"); staff:
   * the staff console's own frame.
   */
  layout: 'main' | 'secure' | 'staff';
  page: LazyPage;
  /**
   * Public pages people share and search engines read (ARCHITECTURE.md "Pages"): the server renders them
   * to HTML and React hydrates it. The rest (login-only pages, account and payment flows) render in the
   * browser, from the settings and strings the page carries.
   */
  ssr: boolean;
};

/** A public page shared by link: server-rendered. */
const shared = (path: string, section: SectionId, page: LazyPage): RouteDef => ({
  path,
  section,
  access: 'public',
  layout: 'main',
  page,
  ssr: true,
});
const pub = (path: string, section: SectionId, page: LazyPage): RouteDef => ({
  path,
  section,
  access: 'public',
  layout: 'main',
  page,
  ssr: false,
});
const login = (path: string, section: SectionId, page: LazyPage): RouteDef => ({
  path,
  section,
  access: 'login',
  layout: 'main',
  page,
  ssr: false,
});
const secure = (path: string, section: SectionId, page: LazyPage): RouteDef => ({
  path,
  section,
  access: 'public',
  layout: 'secure',
  page,
  ssr: false,
});

/**
 * The route table: portal-general section 2 and portal-bookings-payments section 2.
 * (/404-page.html is a static file served before the app, not a route.)
 */
export const ROUTES: RouteDef[] = [
  shared('/', 'home', home),
  shared('/shop', 'shop', shop),
  shared('/shop/:id', 'product', product),
  shared('/blog', 'blog', blog),
  shared('/post/:id', 'post', post),
  pub('/checkout', 'checkout', checkoutPage('CheckoutRoute')),
  pub('/cz/ok', 'paymentOk', checkoutPage('PaymentOkRoute')),
  pub('/cz/ko', 'paymentKo', checkoutPage('PaymentKoRoute')),
  pub('/netpay-callback', 'paymentProcessing', checkoutPage('NetPayCallbackRoute')),
  pub('/stripe-callback', 'paymentProcessing', checkoutPage('StripeCallbackRoute')),
  pub('/transbank/process-payment/:id', 'paymentProcessing', checkoutPage('TransbankProcessRoute')),
  pub('/transbank/process-tokenization/:requestId', 'paymentProcessing', checkoutPage('SaveCardReturnRoute')),
  pub('/customer/reset-password/:token', 'resetPassword', () =>
    import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  ),
  pub('/customer/activate/:token', 'activateAccount', () =>
    import('../features/auth/pages/activate-page').then((m) => ({ Component: m.ActivatePage })),
  ),
  pub('/passReset/ok', 'passwordChanged', () =>
    import('../features/auth/pages/password-changed-page').then((m) => ({ Component: m.PasswordChangedPage })),
  ),
  shared('/privacy', 'privacy', legal('PrivacyPage')),
  shared('/waiver', 'waiver', legal('WaiverPage')),
  shared('/cookies', 'cookies', legal('CookiesPage')),
  shared('/generalConditions', 'generalConditions', legal('GeneralConditionsPage')),
  shared('/activities', 'activities', activities),
  shared('/activity/:id', 'activity', activity),
  shared('/bookingtypes', 'bookingTypes', bookingTypes),
  shared('/bookings/:bookingTypeId?', 'bookings', bookings),
  shared('/bookings-byplace/:bookingTypeId?', 'bookingsByPlace', bookingsByPlace),
  shared('/booking-join/:bookingId', 'bookingJoin', bookingJoin),
  pub('/booking-results/:bookingId', 'bookingResults', () =>
    import('../features/booking-results/pages/booking-results-page').then((m) => ({ Component: m.BookingResultsPage })),
  ),
  shared('/booking/:bookingToken', 'bookingPublic', publicBooking),
  // Issue 29: the open matches members can find (rendered in the browser: the list follows the member's level).
  pub('/open-matches', 'openMatches', () =>
    import('../features/open-matches/pages/open-matches-page').then((m) => ({ Component: m.OpenMatchesPage })),
  ),
  // Where a booking waitlist offer's mail lands (the page asks a guest to log in itself).
  pub('/waitlist-offer/:entryId', 'waitlistOffer', waitlistOffer),
  pub('/checkout-booking', 'checkoutBooking', bookingPages('BookingCheckoutRoute')),
  pub('/newsletter/confirm/:token', 'newsletter', newsletterLink('NewsletterConfirmPage')),
  pub('/newsletter/unsubscribe/:token', 'newsletter', newsletterLink('NewsletterUnsubscribePage')),
  pub('/auto-login', 'autoLogin', () => import('../features/auth/pages/auto-login-page').then((m) => ({ Component: m.AutoLoginPage }))),
  login('/changePass', 'changePassword', () =>
    import('../features/auth/pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
  ),
  login('/debts', 'pendingSales', () => import('./pages/debts-routes').then((m) => ({ Component: m.PendingSalesRoute }))),
  login('/customer-vouchers', 'vouchers', () =>
    import('../features/vouchers/pages/vouchers-page').then((m) => ({ Component: m.VouchersPage })),
  ),
  login('/customer-comms', 'communications', () => import('../features/comms/pages/comms-page').then((m) => ({ Component: m.CommsPage }))),
  login('/customer-comms/emails/:id', 'email', () =>
    import('../features/comms/pages/email-page').then((m) => ({ Component: m.EmailPage })),
  ),
  login('/customer-orders', 'orders', () => import('../features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage }))),
  login('/customer-orders/:id', 'order', () => import('../features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage }))),
  login('/customer-fees', 'fees', () => import('./pages/debts-routes').then((m) => ({ Component: m.FeesRoute }))),
  login('/customer-bookings', 'customerBookings', bookingPages('CustomerBookingsRoute')),
  login('/account', 'account', () => import('../features/account/pages/account-page').then((m) => ({ Component: m.AccountPage }))),
  login('/trainings', 'trainings', () =>
    import('../features/trainings/pages/trainings-page').then((m) => ({ Component: m.TrainingsPage })),
  ),
  login('/trainings/:id', 'training', () =>
    import('../features/trainings/pages/training-page').then((m) => ({ Component: m.TrainingPage })),
  ),
  login('/member-card', 'memberCard', () => import('./pages/member-card-route').then((m) => ({ Component: m.MemberCardRoute }))),
  login('/levels', 'levels', () => import('../features/levels/pages/levels-page').then((m) => ({ Component: m.LevelsPage }))),
  login('/levels/link-to-provider/:provider', 'levelsLink', () =>
    import('../features/levels/pages/link-provider-page').then((m) => ({ Component: m.LinkProviderPage })),
  ),
  login('/booking-visual/:bookingId/:templateId', 'bookingVisual', bookingVisual),
  secure('/link-account', 'linkAccount', () =>
    import('../features/auth/pages/link-account-page').then((m) => ({ Component: m.LinkAccountPage })),
  ),
  secure('/publictickets/:token', 'publicTicket', () =>
    import('../features/documents/pages/document-download-page').then((m) => ({ Component: m.TicketDownloadPage })),
  ),
  secure('/publicinvoices/:token', 'publicInvoice', () =>
    import('../features/documents/pages/document-download-page').then((m) => ({ Component: m.InvoiceDownloadPage })),
  ),
];

type RouterLike = { state: { initialized: boolean; location: { pathname: string; search: string; hash: string } } };

/**
 * Guard for login-required routes: without a stored token (ctk) it opens the login dialog remembering
 * the target, then stays where the visitor was (in-app navigation) or goes home (direct load).
 */
export function requireLoginLoader(getRouter: () => RouterLike | undefined) {
  return ({ request }: LoaderFunctionArgs) => {
    if (isLoggedIn()) return null;
    const url = new URL(request.url);
    requestLogin(`${url.pathname}${url.search}`);
    const router = getRouter();
    if (router?.state.initialized) {
      const { pathname, search, hash } = router.state.location;
      throw replace(`${pathname}${search}${hash}`);
    }
    throw replace('/');
  };
}

/**
 * A page whose code could not be fetched (offline, or gone after a deploy): rendering it throws, so its
 * ErrorBoundary says why. Left as a failed `lazy`, React Router would wait for the route forever and render
 * no layout at all (the header gone).
 */
function pageNotLoaded(error: unknown) {
  return function PageNotLoaded(): never {
    throw error;
  };
}

function toRouteObject(def: RouteDef, getRouter: () => RouterLike | undefined): RouteObject {
  const handle: RouteHandle = { section: def.section, access: def.access, ssr: def.ssr, page: def.page };
  const base = {
    handle,
    lazy: () =>
      def.page().then(
        (m) => ({ Component: m.Component }),
        (error: unknown) => ({ Component: pageNotLoaded(error) }),
      ),
    // A page that fails (its code could not be fetched offline, or it threw) fails inside the layout: the
    // header and its menus stay.
    ErrorBoundary: RouteErrorPage,
    ...(def.access === 'login' ? { loader: requireLoginLoader(getRouter) } : {}),
  };
  return def.path === '/' ? { index: true, ...base } : { path: def.path, ...base };
}

/** The staff console's addresses (its own chunk; it runs without the club's settings on a first run). */
export const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

export function buildRoutes(getRouter: () => RouterLike | undefined = () => undefined): RouteObject[] {
  return [
    // Beside the portal's shell, not in it: the shell (title, login dialog, member card) needs the settings.
    {
      ...toRouteObject(
        { path: '/staff/*', section: 'staff', access: 'public', layout: 'staff', page: staffConsole, ssr: false },
        getRouter,
      ),
      HydrateFallback: LoadingScreen,
    },
    {
      path: '/',
      Component: AppShell,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: MainLayout,
          ErrorBoundary: RouteErrorPage,
          children: [
            ...ROUTES.filter((r) => r.layout === 'main').map((r) => toRouteObject(r, getRouter)),
            {
              path: '*',
              handle: { ssr: true, status: 404, page: notFound } satisfies Partial<RouteHandle>,
              lazy: () => notFound().then((m) => ({ Component: m.Component })),
            },
          ],
        },
        {
          Component: SecureLayout,
          ErrorBoundary: RouteErrorPage,
          children: ROUTES.filter((r) => r.layout === 'secure').map((r) => toRouteObject(r, getRouter)),
        },
      ],
    },
  ];
}

/**
 * Loads the code of the routes matching `location` into the route objects, so a router made from them starts
 * initialised: React can then hydrate the server's HTML without first rendering a loading state.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The browser's router, with the current page's code already loaded (see resolveLazyRoutes). */
export async function createClientRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  let router: ReturnType<typeof createBrowserRouter> | undefined = undefined;
  const routes = buildRoutes(() => router);
  await resolveLazyRoutes(routes, `${window.location.pathname}${window.location.search}`);
  router = createBrowserRouter(routes);
  return router;
}

type CreateRouter = (routes: RouteObject[]) => RouterLike;

/** The app's router; tests pass createMemoryRouter to run the same table and guard. */
export function createAppRouter<R extends RouterLike = ReturnType<typeof createBrowserRouter>>(
  create: (routes: RouteObject[]) => R = createBrowserRouter as unknown as CreateRouter as (routes: RouteObject[]) => R,
): R {
  let router: R | undefined = undefined;
  router = create(buildRoutes(() => router));
  return router;
}
