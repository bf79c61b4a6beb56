import { useState } from 'react';
import type { Product } from '@clubportal/contract/shop';

/** What adding to the cart answers: the cart's own result (features compose in app/, never import each other). */
export type AddResult = { ok: true } | { ok: false; message: string };
/** Adds `units` of a product to the cart (stock checked on the server first). Given by the app. */
export type AddToCart = (product: Product, units: number) => Promise<AddResult>;

export type AddState = { status: 'idle' | 'adding' | 'added' } | { status: 'refused'; message: string };

/** One add-to-cart button's state: busy while the stock check runs, then the outcome to show. */
export function useAddToCart(onAdd: AddToCart) {
  const [state, setState] = useState<AddState>({ status: 'idle' });
  async function add(product: Product, units: number) {
    setState({ status: 'adding' });
    const result = await onAdd(product, units);
    setState(result.ok ? { status: 'added' } : { status: 'refused', message: result.message });
  }
  return { state, add };
}
