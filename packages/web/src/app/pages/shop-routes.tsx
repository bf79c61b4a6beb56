import type { Product } from '@clubportal/contract/shop';
import { addProductToCart } from '../../features/cart/cart-actions';
import { ProductPage, prefetch as prefetchProductPage } from '../../features/shop/pages/product-page';
import { ShopPage, prefetch as prefetchShopPage } from '../../features/shop/pages/shop-page';

/**
 * The shop's pages with the cart wired in (features never import each other: the shop adds to the cart
 * through this function). The cart keeps the gross price: what the member pays, whatever the shop shows.
 */
export const addToCart = (product: Product, units: number) =>
  addProductToCart({ id: product.id, name: product.name, logo: product.logo, transportRequired: product.transportRequired, grossPrice: product.grossPrice }, units);

export const ShopRoute = () => <ShopPage onAdd={addToCart} />;
export const ProductRoute = () => <ProductPage onAdd={addToCart} />;
export const prefetchShop = prefetchShopPage;
export const prefetchProduct = prefetchProductPage;
