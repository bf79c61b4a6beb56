import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mapsLink } from '@clubportal/contract/settings-view';
import { CalendarIcon, CardIcon, CartIcon, HomeIcon, MapPinIcon, PhoneIcon, TicketIcon } from '../../components/ui/icons';
import { useSettings } from '../../lib/settings/settings-context';
import { useSession } from '../../lib/use-session';
import { useCart } from '../../features/cart/cart-store';
import { CartBadge } from '../../features/cart/components/mini-cart';
import { openMemberCard } from '../../features/member-card/card-request';

/**
 * Fixed bottom bar under 500 px. The spec's bar is Home, Map, Phone, Card (logged in only), Cart; a club that
 * takes bookings puts Book and My bookings where a thumb reaches them instead of Map and Phone (both stay in the
 * footer's contact block). A visitor, who has no Card, keeps Phone in its place.
 */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const settings = useSettings();
  const session = useSession();
  const cart = useCart();
  const map = mapsLink(settings.coords);
  const loggedIn = Boolean(session.token);

  const phone = (
    <li>
      <a className="bottom-bar__item" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
        <PhoneIcon />
        <span>{t('bottomBar.phone')}</span>
      </a>
    </li>
  );

  return (
    <nav className="bottom-bar" data-testid="mobile-bottom-bar" aria-label={t('bottomBar.label')}>
      <ul className="bottom-bar__list">
        <li>
          <NavLink to="/" end className="bottom-bar__item">
            <HomeIcon />
            <span>{t('bottomBar.home')}</span>
          </NavLink>
        </li>
        {settings.hasBookings ? (
          <>
            <li>
              <NavLink to="/bookingtypes" className="bottom-bar__item">
                <CalendarIcon />
                <span>{t('bottomBar.book')}</span>
              </NavLink>
            </li>
            <li>
              {/* A visitor is asked to log in on the way (a login-only page). */}
              <NavLink to="/customer-bookings" className="bottom-bar__item">
                <TicketIcon />
                <span>{t('bottomBar.myBookings')}</span>
              </NavLink>
            </li>
          </>
        ) : (
          <>
            <li>
              <a className="bottom-bar__item" href={map} {...(map === '#' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                <MapPinIcon />
                <span>{t('bottomBar.map')}</span>
              </a>
            </li>
            {phone}
          </>
        )}
        {loggedIn ? (
          <li>
            <button type="button" className="bottom-bar__item" aria-haspopup="dialog" onClick={openMemberCard}>
              <CardIcon />
              <span>{t('bottomBar.card')}</span>
            </button>
          </li>
        ) : settings.hasBookings ? (
          phone
        ) : null}
        <li>
          <NavLink to="/checkout" className="bottom-bar__item">
            <span className="bottom-bar__icon">
              <CartIcon />
              <CartBadge count={cart.count} />
            </span>
            <span>{t('bottomBar.cart')}</span>
            {cart.count > 0 ? <span className="sr-only"> ({cart.count})</span> : null}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
