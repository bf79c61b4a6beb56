import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_MIN_LENGTH_EXCLUSIVE } from '@clubportal/contract/shop-limits';
import { LiveSearch } from '../../../components/ui/live-search';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import type { ProductResult } from '../api/search-products';

// The call and its schema load with the first search: the menu is on every page's first load.
const searchProducts = async (text: string, signal: AbortSignal) => (await import('../api/search-products')).searchProducts(text, signal);

/** Spec section 9: the live product search starts above 3 characters (and the server returns up to 1000 rows). */
const PRODUCT_SEARCH_MIN_LENGTH = SEARCH_MIN_LENGTH_EXCLUSIVE + 1;

/** The menu's live product search: the same box and messages as the player search, results link to the product. */
export function ProductSearch() {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const price = usePriceFormatter();
  return (
    <LiveSearch<ProductResult>
      label={t('shop.menuSearchLabel')}
      placeholder={t('shop.menuSearchPlaceholder')}
      minLength={PRODUCT_SEARCH_MIN_LENGTH}
      tooShortHint={t('shop.menuSearchMinLength', { count: PRODUCT_SEARCH_MIN_LENGTH })}
      queryKey="products"
      search={searchProducts}
      itemKey={(p) => p.id}
      renderItem={(p) => (
        <Link to={`/shop/${p.id}`} className="player-chip player-chip--link">
          {p.logo ? (
            <img
              className="player-chip__photo player-chip__photo--square"
              src={resolve(p.logo)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
            />
          ) : (
            <span className="player-chip__photo player-chip__photo--square player-chip__photo--initials" aria-hidden="true">
              {p.name.slice(0, 1)}
            </span>
          )}
          <span className="player-chip__name">{p.name}</span>
          <span className="player-chip__meta">{price(p.price)}</span>
        </Link>
      )}
    />
  );
}
