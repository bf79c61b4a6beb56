import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import type { StaffMe } from '@clubportal/contract/staff';
import { Button } from '../../../components/ui/button';
import { showLanguage } from '../../../i18n';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { useStaffLogout, useStaffMe } from '../api/staff-session';
import { ConsoleNav } from './console-nav';
import { ConsoleLanguage } from './console-language';
import { StaffMeContext } from './staff-me';
import { useRoleLabel } from './role-label';
import { useStaffClub } from './staff-club';

/**
 * The signed-in console's frame: the club's name, who is signed in and as what, sign out, and the sections
 * their permissions open. No staff session: to the sign-in page (and back here after it). Two-factor codes
 * due: to their enrolment, since the server refuses everything else until then.
 */
export function ConsoleShell() {
  const { t, i18n } = useTranslation();
  const me = useStaffMe();
  const location = useLocation();
  // The console speaks the account's language, whatever the device's (a shared desk computer), for this visit only.
  const language = me.data?.language;
  useEffect(() => {
    if (language && i18n.language !== language) void showLanguage(language);
  }, [language, i18n]);
  if (me.isPending) return <StaffLoading />;
  if (me.isError) {
    return (
      <main className="staff-frame__main">
        <FormAlert message={t('messages.crash')} />
      </main>
    );
  }
  if (!me.data) {
    const next = location.pathname === '/staff' ? '' : `?next=${encodeURIComponent(location.pathname + location.search)}`;
    return <Navigate to={`/staff/login${next}`} replace />;
  }
  if (me.data.twoFactorDue && location.pathname !== '/staff/two-factor') return <Navigate to="/staff/two-factor" replace />;
  return <SignedInShell me={me.data} />;
}

function SignedInShell({ me }: { me: StaffMe }) {
  const { t } = useTranslation();
  const { name: clubName } = useStaffClub();
  const roleLabel = useRoleLabel();
  const logout = useStaffLogout();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A new page: the keyboard starts on its content, as a screen reader's reading does. A redirect (a replace,
  // such as the wizard opening on its next step) is the same page arriving, not a new one: focus stays.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType !== 'REPLACE') main.current?.focus();
  }, [pathname, navigationType]);

  return (
    <div className="staff-frame">
      <a className="skip-link" href="#staff-main">
        {t('staff.skipToContent')}
      </a>
      <header className="staff-header">
        <p className="staff-header__club">
          {clubName}
          <span className="staff-header__badge">{t('staff.console')}</span>
        </p>
        <div className="staff-header__who">
          <span className="staff-header__name">{me.name}</span>
          <span className="staff-header__role">{roleLabel(me.role, me.roleName)}</span>
          <ConsoleLanguage language={me.language} />
          {me.twoFactorDue ? null : (
            <NavLink className="staff-header__account" to="/staff/password">
              {t('staff.password.link')}
            </NavLink>
          )}
          {me.twoFactorDue ? null : (
            <NavLink className="staff-header__account" to="/staff/mail-preferences">
              {t('staff.mailPreferences.link')}
            </NavLink>
          )}
        </div>
        <Button
          variant="secondary"
          loading={logout.isPending}
          onClick={() => logout.mutate(undefined, { onSettled: () => void navigate('/staff/login', { replace: true }) })}
        >
          {t('staff.logout')}
        </Button>
      </header>
      {me.twoFactorDue ? null : <ConsoleNav permissions={me.permissions} />}
      <main id="staff-main" className="staff-frame__main" tabIndex={-1} ref={main}>
        <StaffMeContext value={me}>
          <Outlet />
        </StaffMeContext>
      </main>
    </div>
  );
}

export function StaffLoading() {
  return (
    <div className="staff-loading">
      <Spinner size="lg" />
    </div>
  );
}
