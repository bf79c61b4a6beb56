import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@clubportal/contract/shop';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useHighlightProducts } from '../api/get-highlight-products';
import { Carousel } from './carousel';
import { SectionHeader } from './section-header';
import { useLogFailure } from './use-log-failure';

/** Spec section 9: popular products move every 3000 ms, with dots. */
export const POPULAR_AUTOPLAY_MS = 3000;
/** Trending products the home shows beside the club's trending image. */
const TRENDING_SHOWN = 4;

function HomeProductCard({ product }: { product: Product }) {
  const resolve = useUploadUrl();
  const price = usePriceFormatter();
  return (
    <Link to={`/shop/${product.id}`} className="home-product">
      <span className="home-product__media">
        {product.logo ? <img src={resolve(product.logo)} alt="" width={270} height={280} loading="lazy" decoding="async" /> : null}
      </span>
      <span className="home-product__name">{product.name}</span>
      <span className="home-product__price">{price(product.price)}</span>
    </Link>
  );
}

/** Trending products (GET /api/products/trending-products), next to the template's trending image. */
export function TrendingProducts({ image }: { image: string | null }) {
  const { t } = useTranslation();
  const { data, error } = useHighlightProducts('trending');
  useLogFailure(error, 'Trending products');
  if (!data || data.length === 0) return null;
  return (
    <section className="section trending" aria-labelledby="trending-title">
      <div className="container trending__layout">
        {image ? <img className="trending__image" src={image} alt="" width={560} height={560} loading="lazy" decoding="async" /> : null}
        <div>
          <SectionHeader id="trending-title" eyebrow={t('home.trendingEyebrow')} title={t('home.trendingTitle')} />
          <ul className="trending__grid">
            {data.slice(0, TRENDING_SHOWN).map((product) => (
              <li key={product.id}>
                <HomeProductCard product={product} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Popular products (GET /api/products/popular-products): 3 per view, 2 below 768 px, autoplay with dots. */
export function PopularProducts() {
  const { t } = useTranslation();
  const { data, error } = useHighlightProducts('popular');
  useLogFailure(error, 'Popular products');
  if (!data || data.length === 0) return null;
  return (
    <section className="section popular" aria-labelledby="popular-title">
      <div className="container">
        <SectionHeader id="popular-title" eyebrow={t('home.popularEyebrow')} title={t('home.popularTitle')} />
        <Carousel
          items={data}
          itemKey={(product) => product.id}
          label={t('home.popularTitle')}
          layout="products"
          autoplayMs={POPULAR_AUTOPLAY_MS}
          dots
          renderItem={(product) => <HomeProductCard product={product} />}
        />
      </div>
    </section>
  );
}
