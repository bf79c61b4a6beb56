import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { closeLogin, consumeReturnTo } from '../../api/login-request';
import { useLoginRequest } from '../../lib/use-session';
import { hashRedirectTarget } from '../route-meta';

// The dialog (and its form library) is its own chunk, fetched when the browser is idle.
const loadLoginDialog = () => import('../../features/auth/components/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

function DialogLoading() {
  return (
    <div className="dialog-backdrop">
      <span className="spinner spinner--lg" aria-hidden="true" />
    </div>
  );
}

/** The login dialog, opened from anywhere through the login-request channel. */
function LoginHost() {
  const { open, mode } = useLoginRequest();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => void loadLoginDialog());
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <LoginDialog
        key={mode ?? 'login'}
        initialMode={mode ?? 'login'}
        open={open}
        onClose={closeLogin}
        onLoggedIn={() => {
          const target = consumeReturnTo();
          closeLogin();
          // Anything loaded as a visitor may differ for the customer.
          void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'czconfigs' });
          if (target) void navigate(target);
        }}
      />
    </Suspense>
  );
}

/** Thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  return <div className="nav-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />;
}

/** Root of every page: the #/cz/ok|ko guard, the progress bar, the login dialog, scroll restoration. */
export function AppShell() {
  const location = useLocation();
  const target = hashRedirectTarget(location.hash);
  if (target) return <Navigate to={target} replace />;
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <LoginHost />
      <ScrollRestoration />
    </>
  );
}
