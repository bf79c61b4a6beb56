import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useNavigation, type Location } from 'react-router';
import { whenHydrated } from '../../lib/hydration-ready';
import { announce, announcePending, focusAfterAccountChange } from '../../lib/announce';
import { closeLogin, consumeReturnTo } from '../../api/login-request';
import { getSession } from '../../api/session';
import { usePageTitleOverride } from '../../lib/page-title';
import { useSettings } from '../../lib/settings/settings-context';
import { useLoginRequest, useSession } from '../../lib/use-session';
import { useMemberCardOpen } from '../../features/member-card/card-request';
import { LoadingScreen } from '../pages/loading-screen';
import { hashRedirectTarget, pageTitle } from '../route-meta';
import { loadWhenOnline } from '../../lib/load-when-online';

// The dialog (and its form library) is its own chunk, fetched when the visitor heads for a login button
// (preloadLoginDialog) or opens it: the first page does not carry it.
const loadLoginDialog = () => loadWhenOnline(() => import('../../features/auth/components/login-dialog'));
export const preloadLoginDialog = () => void loadLoginDialog();
// The offline start (and the dates it shows, which need Luxon) is its own chunk too: the installed app keeps it
// for a cold start without a connection (offlineModules in vite.config.ts), so no first page carries it.
const OfflineStart = lazy(() => import('../pages/offline-start').then((m) => ({ default: m.OfflineStart })));
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

// The virtual card is its own chunk too, fetched once a member is logged in and the page is idle, so it
// opens without a connection later (the card keeps its last QR on the phone).
const loadMemberCard = () => loadWhenOnline(() => import('../../features/member-card/components/member-card-dialog'));
const MemberCardDialog = lazy(() => loadMemberCard().then((m) => ({ default: m.MemberCardDialog })));

/** The virtual card, opened from the bottom bar's Card and the account menu. */
function MemberCardHost() {
  const open = useMemberCardOpen();
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadMemberCard().catch(() => {}));
  }, [token]);
  if (!open || !token) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <MemberCardDialog />
    </Suspense>
  );
}

/** The login dialog, opened from anywhere through the login-request channel. */
function LoginHost() {
  const { t } = useTranslation();
  const { open, mode } = useLoginRequest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (!open) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LoginDialog
        key={mode ?? 'login'}
        initialMode={mode ?? 'login'}
        open={open}
        onClose={closeLogin}
        onLoggedIn={() => {
          const target = consumeReturnTo();
          closeLogin();
          // The login button that had the focus is gone: focus the account menu and say who is logged in.
          announce(t('auth.loggedInAs', { name: getSession().customer?.name ?? '' }));
          focusAfterAccountChange();
          // Anything loaded as a visitor may differ for the customer.
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'czconfigs' });
          if (target) void navigate(target);
        }}
      />
    </Suspense>
  );
}

/** The loading bar while the next page's code or data loads (seen only when that takes a while). */
function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <LoadingScreen />;
}

/** Keeps the tab's title on the page being shown ("Page - Club"; the server sends the same one). */
function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { name } = useSettings();
  // A page may name itself (a product's name); the "Page - Club" rule stays.
  const own = usePageTitleOverride();
  const title = own ? `${own} - ${name}` : pageTitle(matches, t, name);
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}

/**
 * Which scroll position a page gets back (on back/forward and reload). Every page loaded from the server
 * (a reload, the return from a payment gateway) has React Router's key "default": keyed by it, `/cz/ok`
 * opened at the scroll position the checkout was left at. Those are keyed by their address instead.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/**
 * Whether the app started without a connection (the installed app opened offline: the service worker's kept
 * page, never a server render, so no hydration to disagree with). Back online, it starts again.
 */
function useStartedOffline(): boolean {
  const [startedOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => {
    if (!startedOffline) return;
    const back = () => window.location.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [startedOffline]);
  return startedOffline;
}

/** Root of every page: the #/cz/ok|ko guard, the progress bar, the login dialog, scroll restoration. */
export function AppShell() {
  useDocumentTitle();
  useEffect(() => {
    // The page is interactive (rendered, or hydrated down to its last section): tests and tools wait for
    // this mark.
    void whenHydrated().then(() => {
      document.documentElement.dataset.ready = 'true';
      announcePending();
    });
  }, []);
  const location = useLocation();
  const startedOffline = useStartedOffline();
  const target = hashRedirectTarget(location.hash);
  if (target) return <Navigate to={target} replace />;
  // Opened without a connection, a page that needs the server would only fail: what the phone kept instead
  // (the card's own address opens the card as always).
  const offline = startedOffline && location.pathname !== '/member-card';
  return (
    <>
      {offline ? (
        <Suspense fallback={<LoadingScreen />}>
          <OfflineStart />
        </Suspense>
      ) : (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      )}
      <LoginHost />
      <MemberCardHost />
      <div id="announcer" className="sr-only" aria-live="polite" />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
