import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatches } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useRecentPosts } from '../../features/blog/api/get-recent-posts';
import { PlayerSearch } from '../../features/players/components/player-search';
import { AccountSwitcherItems, ActingAsBar, useSwitchableChildren } from '../../features/account/components/account-switcher';
import { UsersIcon } from '../../features/account/components/account-icons';
import {
  CartIcon,
  ChevronDownIcon,
  CloseIcon,
  LogOutIcon,
  MenuIcon,
  SearchIcon,
  UserIcon,
} from '../../components/ui/icons';
import { requestLogin, requestRegister } from '../../api/login-request';
import { logout } from '../../api/session';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useSettings, useUploadUrl } from '../../lib/settings/settings-context';
import { useSession } from '../../lib/use-session';
import { needsLogin } from '../route-meta';
import { LanguagePicker } from './language-picker';
import { SocialLinks } from './social-links';
import '../../styles/account-menu.css';

// Date formatting (Luxon) is only needed once the Blog submenu opens.
const RecentPosts = lazy(() => import('./recent-posts').then((m) => ({ default: m.RecentPosts })));

/** Spec menu: the account submenu, in this order. */
export const ACCOUNT_ITEMS = [
  { to: '/account', label: 'menu.profile' },
  { to: '/changePass', label: 'menu.changePassword' },
  { to: '/debts', label: 'menu.pendingSales' },
  { to: '/customer-orders', label: 'menu.orders' },
  { to: '/customer-bookings', label: 'menu.bookings' },
  { to: '/trainings', label: 'menu.trainings' },
  { to: '/customer-fees', label: 'menu.fees' },
  { to: '/customer-vouchers', label: 'menu.vouchers' },
  { to: '/customer-comms', label: 'menu.communications' },
] as const;

type SubmenuProps = {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
  align?: 'start' | 'end';
  wide?: boolean;
};

/** Disclosure submenu: a real button with aria-expanded controlling the panel below it. */
function Submenu({ id, label, icon, open, onToggle, children, align = 'start', wide = false }: SubmenuProps) {
  return (
    <li className="menu__item menu__item--has-sub" data-open={open}>
      <button type="button" className="menu__link menu__toggle" aria-expanded={open} aria-controls={id} onClick={onToggle}>
        {icon}
        <span>{label}</span>
        <ChevronDownIcon size={16} className="menu__chevron" />
      </button>
      <div id={id} className={`submenu submenu--${align}${wide ? ' submenu--wide' : ''}`} hidden={!open}>
        {open ? children : null}
      </div>
    </li>
  );
}

export function Header() {
  const { t } = useTranslation();
  const settings = useSettings();
  const resolve = useUploadUrl();
  const session = useSession();
  const matches = useMatches();
  const posts = useRecentPosts(2);
  const baseId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [openSub, setOpenSub] = useState<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const loggedIn = Boolean(session.token);
  // Loads the customer (children for the child selector) as soon as someone is logged in.
  const acting = useSwitchableChildren();
  const recent = posts.data ?? [];
  const hasPosts = recent.length > 0;

  function closeAll() {
    setOpenSub(null);
    setDrawerOpen(false);
  }
  const toggleSub = (name: string) => setOpenSub((current) => (current === name ? null : name));

  // Esc closes what is open (returning focus to its toggle); a click outside closes submenus.
  useEffect(() => {
    if (!openSub && !drawerOpen) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const toggle = openSub
        ? headerRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${baseId}-${openSub}"]`)
        : toggleRef.current;
      if (openSub) setOpenSub(null);
      else setDrawerOpen(false);
      toggle?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) closeAll();
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openSub, drawerOpen, baseId]);

  const customerName = session.customer ? `${session.customer.name}`.trim() || t('menu.account') : t('menu.account');

  return (
    <header className="site-header" ref={headerRef}>
      <div className="container site-header__bar">
        <Link to="/" className="brand" onClick={closeAll}>
          <BrandLogo src={resolve(settings.Mainlogo)} name={settings.name} />
        </Link>

        <Link to="/checkout" className="icon-button site-header__cart site-header__cart--compact" aria-label={t('menu.cart')}>
          <CartIcon />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={drawerOpen}
          aria-controls={`${baseId}-drawer`}
          aria-label={drawerOpen ? t('menu.closeMenu') : t('menu.openMenu')}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <div
          id={`${baseId}-drawer`}
          className="site-menu"
          data-open={drawerOpen}
          // Following any link closes the menus.
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) closeAll();
          }}
        >
          <nav aria-label={t('menu.mainNav')} className="site-menu__nav">
            <ul className="menu">
              {settings.hasShop ? (
                <li className="menu__item">
                  <NavLink to="/shop" className="menu__link">
                    {t('menu.shop')}
                  </NavLink>
                </li>
              ) : null}
              {settings.hasBookings ? (
                <li className="menu__item">
                  <NavLink to="/bookingtypes" className="menu__link">
                    {t('menu.book')}
                  </NavLink>
                </li>
              ) : null}
              {hasPosts ? (
                <Submenu
                  id={`${baseId}-blog`}
                  label={t('menu.blog')}
                  open={openSub === 'blog'}
                  onToggle={() => toggleSub('blog')}
                  wide
                >
                  <Suspense fallback={<Spinner size="sm" />}>
                    <RecentPosts posts={recent} />
                  </Suspense>
                </Submenu>
              ) : null}
              <Submenu
                id={`${baseId}-follow`}
                label={t('menu.followUs')}
                open={openSub === 'follow'}
                onToggle={() => toggleSub('follow')}
                align="end"
                wide
              >
                <div className="follow-panel">
                  <p className="submenu__heading">{t('menu.followUs')}</p>
                  {settings.followUsText ? <p className="follow-panel__text">{settings.followUsText}</p> : null}
                  <SocialLinks settings={settings} className="social-links--brand" />
                </div>
              </Submenu>
              {loggedIn ? (
                <Submenu
                  id={`${baseId}-players`}
                  label={t('players.menu')}
                  icon={<SearchIcon size={18} />}
                  open={openSub === 'players'}
                  onToggle={() => toggleSub('players')}
                  align="end"
                  wide
                >
                  <p className="submenu__heading">{t('players.menu')}</p>
                  <PlayerSearch />
                </Submenu>
              ) : null}
              {loggedIn ? (
                <Submenu
                  id={`${baseId}-account`}
                  label={
                    acting.parentId !== null ? (
                      <>
                        {customerName}
                        <span className="sr-only"> ({t('children.childBadge')})</span>
                      </>
                    ) : (
                      customerName
                    )
                  }
                  icon={acting.parentId !== null ? <UsersIcon size={18} className="menu__acting-icon" /> : <UserIcon size={18} />}
                  open={openSub === 'account'}
                  onToggle={() => toggleSub('account')}
                  align="end"
                >
                  <ul className="submenu__list">
                    {ACCOUNT_ITEMS.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} className="submenu__link">
                          {t(item.label)}
                        </NavLink>
                      </li>
                    ))}
                    <AccountSwitcherItems />
                    <li className="submenu__separator">
                      <button
                        type="button"
                        className="submenu__link submenu__link--button"
                        onClick={() => logout(needsLogin(matches) ? '/' : undefined)}
                      >
                        <LogOutIcon size={18} />
                        {t('menu.logout')}
                      </button>
                    </li>
                  </ul>
                </Submenu>
              ) : (
                <li className="menu__item menu__item--auth">
                  {settings.RegisterOn ? (
                    <button
                      type="button"
                      className="btn btn--secondary btn--sm menu__register"
                      onClick={() => {
                        closeAll();
                        requestRegister(null);
                      }}
                    >
                      {t('account.register')}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn--primary btn--sm menu__login"
                    onClick={() => {
                      closeAll();
                      requestLogin(null);
                    }}
                  >
                    <UserIcon size={18} />
                    <span>{t('menu.login')}</span>
                  </button>
                </li>
              )}
            </ul>
          </nav>
          <div className="site-menu__tools">
            <LanguagePicker />
            <Link to="/checkout" className="icon-button site-header__cart" aria-label={t('menu.cart')}>
              <CartIcon />
            </Link>
          </div>
        </div>
      </div>
      <ActingAsBar />
    </header>
  );
}
