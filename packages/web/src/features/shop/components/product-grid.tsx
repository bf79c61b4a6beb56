import type { Product } from '@clubportal/contract/shop';
import type { AddToCart } from './add-to-cart';
import { ProductCard } from './product-card';
import { HydrationSection } from '../../../components/hydration-section';

export function ProductGrid({
  products,
  typeNames,
  onAdd,
  className = '',
}: {
  products: Product[];
  typeNames?: Map<number, string>;
  onAdd: AddToCart;
  className?: string;
}) {
  return (
    <ul className={`product-grid ${className}`.trim()}>
      {products.map((product) => (
        <HydrationSection key={product.id}>
          <li>
            <ProductCard
              product={product}
              onAdd={onAdd}
              typeName={product.ProductTypeId === null ? undefined : typeNames?.get(product.ProductTypeId)}
            />
          </li>
        </HydrationSection>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="product-card product-card--skeleton">
            <span className="skeleton product-card__media" />
            <div className="product-card__body">
              <span className="skeleton skeleton--text" />
              <span className="skeleton skeleton--text skeleton--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
