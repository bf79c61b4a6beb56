import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ShopSort } from '@clubportal/contract/shop-limits';
import { PageBanner } from '../../../components/ui/page-banner';
import { useCustomerId } from '../../../lib/use-customer-id';
import { shopListQuery, useShopList } from '../api/get-shop-list';
import type { AddToCart } from '../components/add-to-cart';
import { Pagination } from '../components/pagination';
import { PopularList } from '../components/popular-list';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { ShopSearch } from '../components/shop-search';
import { pageCount, readShopView, shopViewQuery, shownRange, type ShopView } from '../rules/shop-rules';
import { LoadFailure } from '../../../components/load-state';

const SORTS = [
  { value: ShopSort.Newest, label: 'shop.sortNewest' },
  { value: ShopSort.PriceAsc, label: 'shop.sortPriceAsc' },
  { value: ShopSort.PriceDesc, label: 'shop.sortPriceDesc' },
] as const;

/**
 * The shop (/shop, spec portal-general section 2): products of the club with sort, search (also from
 * ?search=), product-type filter, counter, pages of 30 and the popular list. A logged-in customer sees
 * their own prices (list-by-customer). The view lives in the address, so it is shareable and the server
 * renders the same page.
 */
export function ShopPage({ onAdd }: { onAdd: AddToCart }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const view = useMemo(() => readShopView(searchParams), [searchParams]);
  const customerId = useCustomerId();
  const list = useShopList(view, customerId);

  const hrefFor = useCallback((next: Partial<ShopView>) => `/shop${shopViewQuery({ ...view, page: 1, ...next })}`, [view]);
  const onSearch = useCallback((search: string) => void navigate(hrefFor({ search }), { replace: true }), [navigate, hrefFor]);

  const data = list.data;
  const typeNames = useMemo(() => new Map((data?.productTypes ?? []).map((type) => [type.id, type.name])), [data?.productTypes]);
  const range = data ? shownRange(view.page, data.data.length, data.totalCount) : null;

  return (
    <div className="shop">
      <PageBanner title={t('sections.shop')} />
      <div className="container shop__layout">
        <aside className="shop__filters" aria-label={t('shop.filters')}>
          <ShopSearch value={view.search} onSearch={onSearch} />
          {data && data.productTypes.length > 0 ? (
            <nav className="shop-panel" aria-labelledby="shop-types-title">
              <h2 id="shop-types-title" className="shop-panel__title">
                {t('shop.productTypes')}
              </h2>
              <ul className="type-filter">
                <li>
                  <Link
                    className="type-filter__link"
                    to={hrefFor({ typeId: null })}
                    aria-current={view.typeId === null ? 'true' : undefined}
                  >
                    {t('shop.allTypes')}
                  </Link>
                </li>
                {data.productTypes.map((type) => (
                  <li key={type.id}>
                    <Link
                      className="type-filter__link"
                      to={hrefFor({ typeId: type.id })}
                      aria-current={view.typeId === type.id ? 'true' : undefined}
                    >
                      {type.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </aside>

        <section className="shop__main" aria-labelledby="shop-results" aria-busy={list.isFetching}>
          <div className="shop__toolbar">
            <p id="shop-results" className="shop__counter" aria-live="polite">
              {range ? t('shop.showing', range) : '\u00a0'}
            </p>
            <label className="shop__sort">
              <span>{t('shop.sortLabel')}</span>
              <select value={view.sort} onChange={(event) => void navigate(hrefFor({ sort: Number(event.target.value) as ShopSort }))}>
                {SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {t(sort.label)}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {list.isPending ? (
            <ProductGridSkeleton />
          ) : list.isError && !data ? (
            <LoadFailure onRetry={() => void list.refetch()} className="shop__state" />
          ) : data && data.data.length === 0 ? (
            <div className="shop__state">
              <p>{view.search ? `${t('messages.noResultsFor')} ${view.search}` : t('shop.empty')}</p>
              {view.search || view.typeId !== null ? (
                <Link className="btn btn--secondary" to="/shop">
                  {t('shop.showAll')}
                </Link>
              ) : null}
            </div>
          ) : data ? (
            <>
              <ProductGrid products={data.data} typeNames={typeNames} onAdd={onAdd} className={list.isPlaceholderData ? 'is-stale' : ''} />
              <Pagination
                page={view.page}
                pages={pageCount(data.totalCount)}
                hrefFor={(page) => `/shop${shopViewQuery({ ...view, page })}`}
              />
            </>
          ) : null}
        </section>

        <aside className="shop__popular" aria-label={t('shop.popular')}>
          <PopularList products={data?.popular ?? []} />
        </aside>
      </div>
    </div>
  );
}

/** Server rendering: the page of products the address asks for, with public prices. */
export function prefetch(queryClient: QueryClient, { search }: { search: URLSearchParams }): Promise<unknown> {
  return queryClient.prefetchQuery(shopListQuery(readShopView(search), null));
}
