import { ShopPage } from '../../features/shop/pages/shop-page';
import { addToCart } from './add-to-cart';

/** /shop with the cart wired in; its own module so the list's chunk carries nothing of the product page. */
export const ShopRoute = () => <ShopPage onAdd={addToCart} />;
export { prefetch } from '../../features/shop/pages/shop-page';
