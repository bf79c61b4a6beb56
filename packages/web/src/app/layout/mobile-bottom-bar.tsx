import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { mapsLink } from '@clubportal/contract/settings-view';
import { CardIcon, CartIcon, HomeIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { useSettings } from '../../lib/settings/settings-context';
import { useSession } from '../../lib/use-session';
import { useCart } from '../../features/cart/cart-store';
import { CartBadge } from '../../features/cart/components/mini-cart';
import { openMemberCard } from '../../features/member-card/card-request';

/** Fixed bottom bar under 500 px: Home, Map, Phone, Card (logged in only), Cart. */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const settings = useSettings();
  const session = useSession();
  const cart = useCart();
  const map = mapsLink(settings.coords);

  return (
    <nav className="bottom-bar" data-testid="mobile-bottom-bar" aria-label={t('bottomBar.label')}>
      <ul className="bottom-bar__list">
        <li>
          <NavLink to="/" end className="bottom-bar__item">
            <HomeIcon />
            <span>{t('bottomBar.home')}</span>
          </NavLink>
        </li>
        <li>
          <a className="bottom-bar__item" href={map} {...(map === '#' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            <MapPinIcon />
            <span>{t('bottomBar.map')}</span>
          </a>
        </li>
        <li>
          <a className="bottom-bar__item" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon />
            <span>{t('bottomBar.phone')}</span>
          </a>
        </li>
        {session.token ? (
          <li>
            <button type="button" className="bottom-bar__item" aria-haspopup="dialog" onClick={openMemberCard}>
              <CardIcon />
              <span>{t('bottomBar.card')}</span>
            </button>
          </li>
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
