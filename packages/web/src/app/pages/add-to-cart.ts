import type { Product } from '@clubportal/contract/shop';
import { addProductToCart } from '../../features/cart/cart-actions';

/**
 * The shop's pages add to the cart through this function (features never import each other). The cart
 * keeps the gross price: what the member pays, whatever the shop shows.
 */
export const addToCart = (product: Product, units: number) =>
  addProductToCart(
    {
      id: product.id,
      name: product.name,
      logo: product.logo,
      transportRequired: product.transportRequired,
      grossPrice: product.grossPrice,
    },
    units,
  );
