import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingType } from '@clubportal/contract/bookings';
import { bookingTypeHref } from '../rules/booking-choice';

/** The filter panel (spec section 2): the types of `filters`, the shown one marked; the date travels along. */
export function TypeFilterPanel({
  id,
  types,
  selectedId,
  date,
}: {
  id: string;
  types: BookingType[];
  selectedId: number | null;
  date: string | null;
}) {
  const { t } = useTranslation();
  return (
    <nav id={id} className="type-panel" aria-label={t('bookingGrid.bookingTypes')}>
      <ul className="type-panel__list">
        {types.map((type) => (
          <li key={type.id}>
            <Link
              className="type-panel__link"
              to={`${bookingTypeHref(type)}${date && !type.byPlace ? `?date=${date}` : ''}`}
              aria-current={type.id === selectedId ? 'page' : undefined}
            >
              <span className="type-panel__name">{type.name}</span>
              {type.category && type.category !== type.name ? <span className="type-panel__category">{type.category}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
