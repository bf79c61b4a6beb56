import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { requestLogin } from '../api/login-request';
import { isLoggedIn } from '../api/session';
import { AppShell } from './layout/app-shell';
import { MainLayout } from './layout/main-layout';
import { SecureLayout } from './layout/secure-layout';
import { LoadingScreen } from './pages/loading-screen';
import { RouteErrorPage } from './pages/route-error-page';
import type { Access, RouteHandle, SectionId } from './route-meta';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Every page is its own chunk; features not built yet share the one "coming soon" page. */
const comingSoon: LazyPage = () => import('./pages/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));
const home: LazyPage = () => import('./pages/home-route').then((m) => ({ Component: m.HomeRoute }));
const legal = (name: 'PrivacyPage' | 'WaiverPage' | 'CookiesPage' | 'GeneralConditionsPage'): LazyPage => () =>
  import('../features/legal/pages/legal-page').then((m) => ({ Component: m[name] }));
const notFound: LazyPage = () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

export type RouteDef = {
  path: string;
  section: SectionId;
  access: Access;
  /** main: header, menu and footer; secure: the bare, logo-only frame (spec: "public, secure layout"). */
  layout: 'main' | 'secure';
  page: LazyPage;
};

const pub = (path: string, section: SectionId, page: LazyPage = comingSoon): RouteDef => ({ path, section, access: 'public', layout: 'main', page });
const login = (path: string, section: SectionId, page: LazyPage = comingSoon): RouteDef => ({ path, section, access: 'login', layout: 'main', page });
const secure = (path: string, section: SectionId, page: LazyPage = comingSoon): RouteDef => ({ path, section, access: 'public', layout: 'secure', page });

/**
 * The route table: portal-general section 2 and portal-bookings-payments section 2.
 * (/404-page.html is a static file served before the app, not a route.)
 */
export const ROUTES: RouteDef[] = [
  pub('/', 'home', home),
  pub('/shop', 'shop'),
  pub('/shop/:id', 'product'),
  pub('/blog', 'blog'),
  pub('/post/:id', 'post'),
  pub('/checkout', 'checkout'),
  pub('/cz/ok', 'paymentOk'),
  pub('/cz/ko', 'paymentKo'),
  pub('/netpay-callback', 'paymentProcessing'),
  pub('/stripe-callback', 'paymentProcessing'),
  pub('/transbank/process-payment/:id', 'paymentProcessing'),
  pub('/customer/reset-password/:token', 'resetPassword', () => import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }))),
  pub('/customer/activate/:token', 'activateAccount', () => import('../features/auth/pages/activate-page').then((m) => ({ Component: m.ActivatePage }))),
  pub('/passReset/ok', 'passwordChanged', () => import('../features/auth/pages/password-changed-page').then((m) => ({ Component: m.PasswordChangedPage }))),
  pub('/privacy', 'privacy', legal('PrivacyPage')),
  pub('/waiver', 'waiver', legal('WaiverPage')),
  pub('/cookies', 'cookies', legal('CookiesPage')),
  pub('/generalConditions', 'generalConditions', legal('GeneralConditionsPage')),
  pub('/activities', 'activities'),
  pub('/activity/:id', 'activity'),
  pub('/bookingtypes', 'bookingTypes'),
  pub('/bookings/:bookingTypeId?', 'bookings'),
  pub('/bookings-byplace/:bookingTypeId?', 'bookingsByPlace'),
  pub('/booking-join/:bookingId', 'bookingJoin'),
  pub('/booking-results/:bookingId', 'bookingResults'),
  pub('/booking/:bookingToken', 'bookingPublic'),
  pub('/checkout-booking', 'checkoutBooking'),
  pub('/auto-login', 'autoLogin', () => import('../features/auth/pages/auto-login-page').then((m) => ({ Component: m.AutoLoginPage }))),
  login('/changePass', 'changePassword', () => import('../features/auth/pages/change-password-page').then((m) => ({ Component: m.ChangePasswordPage }))),
  login('/debts', 'pendingSales'),
  login('/customer-vouchers', 'vouchers'),
  login('/customer-comms', 'communications', () => import('../features/comms/pages/comms-page').then((m) => ({ Component: m.CommsPage }))),
  login('/customer-comms/emails/:id', 'email', () => import('../features/comms/pages/email-page').then((m) => ({ Component: m.EmailPage }))),
  login('/customer-orders', 'orders'),
  login('/customer-orders/:id', 'order'),
  login('/customer-fees', 'fees'),
  login('/customer-bookings', 'customerBookings'),
  login('/account', 'account', () => import('../features/account/pages/account-page').then((m) => ({ Component: m.AccountPage }))),
  login('/trainings', 'trainings'),
  login('/trainings/:id', 'training'),
  login('/levels', 'levels'),
  login('/levels/link-to-provider/:provider', 'levelsLink'),
  login('/booking-visual/:bookingId/:templateId', 'bookingVisual'),
  secure('/link-account', 'linkAccount', () => import('../features/auth/pages/link-account-page').then((m) => ({ Component: m.LinkAccountPage }))),
  secure('/publictickets/:token', 'publicTicket'),
  secure('/publicinvoices/:token', 'publicInvoice'),
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

function toRouteObject(def: RouteDef, getRouter: () => RouterLike | undefined): RouteObject {
  const handle: RouteHandle = { section: def.section, access: def.access };
  const base = {
    handle,
    lazy: def.page,
    ...(def.access === 'login' ? { loader: requireLoginLoader(getRouter) } : {}),
  };
  return def.path === '/' ? { index: true, ...base } : { path: def.path, ...base };
}

export function buildRoutes(getRouter: () => RouterLike | undefined = () => undefined): RouteObject[] {
  return [
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
            { path: '*', lazy: notFound },
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

type CreateRouter = (routes: RouteObject[]) => RouterLike;

/** The app's router; tests pass createMemoryRouter to run the same table and guard. */
export function createAppRouter<R extends RouterLike = ReturnType<typeof createBrowserRouter>>(
  create: (routes: RouteObject[]) => R = createBrowserRouter as unknown as CreateRouter as (routes: RouteObject[]) => R,
): R {
  let router: R | undefined = undefined;
  router = create(buildRoutes(() => router));
  return router;
}
