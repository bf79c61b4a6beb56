import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Product, ProductVariant } from '@clubportal/contract/shop';
import { MAX_UNITS_PER_LINE } from '@clubportal/contract/shop-limits';
import { Button, buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { StarIcon } from '../../../components/ui/more-icons';
import { PageBanner } from '../../../components/ui/page-banner';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { ShareLinks } from '../../../components/ui/share-links';
import { usePriceFormatter } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useCustomerId } from '../../../lib/use-customer-id';
import { productQuery, useProduct } from '../api/get-product';
import { isNotFound } from '../../../api/api-error';
import { AddOutcome } from '../components/add-outcome';
import { useAddToCart, type AddToCart } from '../components/add-to-cart';
import { ProductGrid } from '../components/product-grid';
import { nextQuantity } from '../rules/shop-rules';

/** Spec: the popular grid under a product. */
const POPULAR_GRID_SIZE = 4;

function productId(raw: string | undefined): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/** Spec: a fixed five-star display (not a rating anyone gave). */
function Stars() {
  return (
    <span className="stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={18} />
      ))}
    </span>
  );
}

function Gallery({ product }: { product: Product }) {
  const resolve = useUploadUrl();
  const { t } = useTranslation();
  const images = [product.logo, ...product.images.filter((image) => image !== product.logo)].filter(Boolean);
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="product__gallery">
      <div className="product__image">
        {shown ? <img src={resolve(shown)} alt={product.name} width={530} height={480} fetchPriority="high" /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="product__thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="product__thumb"
                aria-pressed={index === current}
                aria-label={t('shop.showImage', { number: index + 1 })}
                onClick={() => setCurrent(index)}
              >
                <img src={resolve(image)} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The cart line of a chosen variant: a product of its own (its id, its price, its stock), named after its article. */
const asSold = (product: Product, variant: ProductVariant): Product => ({
  ...product,
  id: variant.id,
  name: `${product.name} · ${variant.name}`,
  price: variant.price,
  grossPrice: variant.grossPrice,
  hasStock: variant.hasStock,
  variants: undefined,
  hasVariants: undefined,
});

/** The sizes or colours to choose from, as radio buttons; one without stock is shown and cannot be chosen. */
function VariantChoice({
  variants,
  chosen,
  onChoose,
}: {
  variants: readonly ProductVariant[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  return (
    <fieldset className="product__variants">
      <legend>{t('shop.chooseVariant')}</legend>
      {variants.map((v) => (
        <label key={v.id} className="product__variant">
          <input
            type="radio"
            name="variant"
            value={v.id}
            checked={chosen === v.id}
            disabled={!v.hasStock}
            onChange={() => onChoose(v.id)}
          />
          <span>{v.name}</span>
          <span className="product__variant-price">{price(v.price)}</span>
          {v.hasStock ? null : <span className="product__variant-stock">{t('shop.outOfStock')}</span>}
        </label>
      ))}
    </fieldset>
  );
}

function ProductDetail({ product, onAdd }: { product: Product; onAdd: AddToCart }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const [quantity, setQuantity] = useState(1);
  const { state, add } = useAddToCart(onAdd);
  const variants = product.variants ?? [];
  const [chosenId, setChosenId] = useState<number | null>(() => variants.find((v) => v.hasStock)?.id ?? null);
  const chosen = variants.find((v) => v.id === chosenId);
  // With variants, what is added (and its price and stock) is the chosen one.
  const sold = variants.length > 0 ? (chosen ? asSold(product, chosen) : null) : product;
  const available = sold !== null && sold.hasStock;
  return (
    <div className="product__info">
      <h1 className="product__name">{product.name}</h1>
      <div className="product__rating">
        <Stars />
      </div>
      <p className="product__price">{price(sold?.price ?? product.price)}</p>
      {product.description ? <p className="product__lead">{product.description}</p> : null}
      {variants.length > 0 ? <VariantChoice variants={variants} chosen={chosenId} onChoose={setChosenId} /> : null}
      {!available ? <p className="product__stock">{t('shop.outOfStock')}</p> : null}
      <div className="product__buy">
        <QuantityStepper
          value={quantity}
          label={t('shop.quantity')}
          min={1}
          max={MAX_UNITS_PER_LINE}
          onDecrement={() => setQuantity((q) => Math.max(1, q - 1))}
          onIncrement={() => setQuantity((q) => Math.min(MAX_UNITS_PER_LINE, q + 1))}
          onSet={(text) => setQuantity((q) => nextQuantity(q, text))}
          disabled={!available}
        />
        <Button
          className="product__add"
          onClick={() => (sold ? void add(sold, quantity) : undefined)}
          loading={state.status === 'adding'}
          disabled={!available}
        >
          <CartIcon size={18} />
          {t('shop.addToCart')}
        </Button>
      </div>
      <AddOutcome state={state} />
      <ShareLinks path={`/shop/${product.id}`} title={product.name} />
    </div>
  );
}

/**
 * A product (/shop/{id}): image, name, price, the club's HTML detail (sanitised), quantity box and Add to
 * cart, share icons, and the popular grid. Spec: empty until loaded, and stays empty unless the answer is ok.
 */
export function ProductPage({ onAdd }: { onAdd: AddToCart }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const customerId = useCustomerId();
  const query = useProduct(productId(id), customerId);
  const product = query.data?.data;
  // A link to no product (or one no longer sold) says so; the spec's empty page is for the wait.
  const missing = Number.isNaN(productId(id)) || (query.isError && isNotFound(query.error));
  usePageTitle(product?.name ?? null);
  return (
    <div className="product">
      <PageBanner title={t('sections.shop')} titleAs="p">
        <nav aria-label={t('shop.breadcrumb')} className="breadcrumb">
          <Link to="/shop">{t('sections.shop')}</Link>
          {product ? (
            <>
              <span aria-hidden="true">/</span>
              <span aria-current="page">{product.name}</span>
            </>
          ) : null}
        </nav>
      </PageBanner>
      <div className="container product__body" aria-busy={query.isPending && !missing}>
        {missing ? (
          <div className="notice">
            <p role="alert">{t('shop.productNotFound')}</p>
            <Link className={buttonClass('secondary')} to="/shop">
              {t('shop.backToShop')}
            </Link>
          </div>
        ) : product && query.data ? (
          <>
            <div className="product__top">
              <Gallery key={`gallery-${product.id}`} product={product} />
              <ProductDetail key={`detail-${product.id}`} product={product} onAdd={onAdd} />
            </div>
            <SanitizedHtml html={product.detail} className="product__detail rich-text" />
            {query.data.popular.length > 0 ? (
              <section className="product__popular" aria-labelledby="product-popular-title">
                <h2 id="product-popular-title" className="section-title">
                  {t('shop.popular')}
                </h2>
                <ProductGrid products={query.data.popular.filter((p) => p.id !== product.id).slice(0, POPULAR_GRID_SIZE)} onAdd={onAdd} />
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A link to a product that does not exist (or is no longer sold) answers 404. */
export function status(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): number | undefined {
  const id = productId(params.id);
  return Number.isNaN(id) || isNotFound(queryClient.getQueryState(productQuery(id, null).queryKey)?.error) ? 404 : undefined;
}

/** Server rendering: the product with public prices and its popular grid. */
export function prefetch(queryClient: QueryClient, { params }: { params: Record<string, string | undefined> }): Promise<unknown> {
  const id = productId(params.id);
  return Number.isNaN(id) ? Promise.resolve() : queryClient.prefetchQuery(productQuery(id, null));
}
