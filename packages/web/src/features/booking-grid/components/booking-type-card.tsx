import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingType } from '@clubportal/contract/bookings';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { bookingTypeHref } from '../rules/booking-choice';

/** A booking type on the index: image, category, name, description and its "from" price; the whole card opens it. */
export function BookingTypeCard({ type, eager = false }: { type: BookingType; eager?: boolean }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  return (
    <article className="type-card">
      <div className="type-card__media">
        {type.image ? (
          <img src={resolve(type.image)} alt="" width={480} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : null}
        {type.category ? <span className="type-card__category">{type.category}</span> : null}
      </div>
      <div className="type-card__body">
        <h2 className="type-card__name">
          <Link to={bookingTypeHref(type)} className="type-card__link">
            {type.name}
          </Link>
        </h2>
        {type.description ? <p className="type-card__description">{type.description}</p> : null}
        <div className="type-card__footer">
          {type.grossPrice !== null ? (
            <p className="type-card__price">
              <span>{t('bookingGrid.from')}</span> <strong>{price(type.grossPrice)}</strong>
            </p>
          ) : (
            <span />
          )}
          <span className="type-card__cta" aria-hidden="true">
            {t('bookingGrid.book')}
            <ArrowRightIcon size={18} />
          </span>
        </div>
      </div>
    </article>
  );
}
