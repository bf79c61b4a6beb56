import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@clubportal/contract/shop';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';

/** The shop's side list of popular products (spec: "popular products list"). */
export function PopularList({ products, max = 5 }: { products: Product[]; max?: number }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  if (products.length === 0) return null;
  return (
    <section className="shop-panel" aria-labelledby="shop-popular-title">
      <h2 id="shop-popular-title" className="shop-panel__title">
        {t('shop.popular')}
      </h2>
      <ul className="popular-list">
        {products.slice(0, max).map((p) => (
          <li key={p.id}>
            <Link to={`/shop/${p.id}`} className="popular-list__item">
              {p.logo ? (
                <img src={resolve(p.logo)} alt="" width={64} height={64} loading="lazy" decoding="async" />
              ) : (
                <span className="popular-list__blank" />
              )}
              <span className="popular-list__text">
                <span className="popular-list__name">{p.name}</span>
                <span className="popular-list__price">{price(p.price)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
