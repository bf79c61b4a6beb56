import { AppError } from '../../lib/app-error.js';

/** The stock fields of a sale line as the server sets them. */
export type LineStock = { stockParentId: null; stockParentName: ''; stockDetail: '' };

/**
 * Which stock a sale line draws on is the server's to say, never the client's: in this catalogue every
 * product keeps its own stock (there are no variants drawing on another product's), so a line draws on its
 * product and has no stock parent, name or detail. A client line naming another product's stock is refused:
 * taken at its word, it sold a product with no stock left, or took the units of a product that was not sold
 * (issue 19). A parent equal to the product itself names the same stock and is accepted; the free-text
 * parent name and detail are ignored (the server's are empty), so they never reach a sale.
 */
export function lineStock(line: { productId: number; stockParentId?: number | null | undefined }): LineStock {
  if (line.stockParentId !== undefined && line.stockParentId !== null && line.stockParentId !== line.productId) {
    throw new AppError('bad_request', 'stockOfAnotherProduct');
  }
  return { stockParentId: null, stockParentName: '', stockDetail: '' };
}
