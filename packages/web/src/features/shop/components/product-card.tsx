import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@clubportal/contract/shop';
import { Button, buttonClass } from '../../../components/ui/button';
import { CartIcon } from '../../../components/ui/icons';
import { usePriceFormatter } from '../../../lib/format';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useAddToCart, type AddToCart } from './add-to-cart';
import { AddOutcome } from './add-outcome';

/** A product in a grid: image and name link to its page; Add to cart adds one unit. */
export function ProductCard({
  product,
  typeName,
  onAdd,
  headingLevel = 3,
}: {
  product: Product;
  typeName?: string | undefined;
  onAdd: AddToCart;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  const resolve = useUploadUrl();
  const { state, add } = useAddToCart(onAdd);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = `/shop/${product.id}`;
  return (
    <article className="product-card">
      <Link to={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {product.logo ? <img src={resolve(product.logo)} alt="" width={270} height={280} loading="lazy" decoding="async" /> : null}
        {!product.hasStock ? <span className="product-card__badge">{t('shop.outOfStock')}</span> : null}
      </Link>
      <div className="product-card__body">
        {typeName ? <p className="product-card__type">{typeName}</p> : null}
        <Heading className="product-card__name">
          <Link to={href}>{product.name}</Link>
        </Heading>
        <p className="product-card__price">{price(product.price)}</p>
        {product.hasVariants ? (
          // Sold as one of its sizes or colours: chosen on its page.
          <Link className={buttonClass('secondary', 'btn--sm product-card__add')} to={href}>
            {t('shop.chooseOption')}
            <span className="sr-only"> {product.name}</span>
          </Link>
        ) : (
          <Button
            variant="secondary"
            className="btn--sm product-card__add"
            onClick={() => void add(product, 1)}
            loading={state.status === 'adding'}
            disabled={!product.hasStock}
            aria-label={t('shop.addNamedToCart', { name: product.name })}
          >
            <CartIcon size={16} />
            {t('shop.addToCart')}
          </Button>
        )}
        <AddOutcome state={state} />
      </div>
    </article>
  );
}
