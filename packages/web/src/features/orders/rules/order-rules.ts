import type { DocumentKind, Order } from '@clubportal/contract/sales';

/** Spec: an item's name links to /shop/{productId} only for article-category items (shop products). */
export function itemLinksToShop(item: Order['items'][number]): item is Order['items'][number] & { productId: number } {
  return item.category === 'article' && item.productId !== null;
}

/** The secure-layout page that downloads a document by the token of its link. */
export function documentPagePath(kind: DocumentKind, token: string): string {
  return `/${kind === 'invoice' ? 'publicinvoices' : 'publictickets'}/${encodeURIComponent(token)}`;
}
