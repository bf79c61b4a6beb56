import { ProductPage } from '../../features/shop/pages/product-page';
import { addToCart } from './add-to-cart';

/** /shop/:id with the cart wired in. */
export const ProductRoute = () => <ProductPage onAdd={addToCart} />;
export { prefetch, status } from '../../features/shop/pages/product-page';
