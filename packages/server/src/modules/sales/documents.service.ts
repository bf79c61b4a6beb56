import { formatDate } from '@clubportal/contract/date-format';
import { formatMoney } from '@clubportal/contract/format';
import { money, zero, type Money } from '@clubportal/contract/money';
import { DOCUMENT_LINK_HOURS, documentTaxLines, type DocumentKind } from '@clubportal/contract/sales';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { minutesFromNow, nowInstant, type Clock } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer, getBillingDetails } from '../accounts/index.js';
import { hashToken, newOneTimeToken } from '../../lib/one-time-token.js';
import { getMainSettingsCached } from '../settings/index.js';
import { documentLabels, renderSaleDocumentPdf, type SaleDocumentView } from './sale-document.pdf.js';
import {
  deleteExpiredDocumentLinks,
  findInvoice,
  findLiveDocumentLink,
  findSale,
  findSaleItems,
  insertDocumentLink,
} from './sales.repository.js';

export type DocumentDeps = { db: Db; clock: Clock; caches: AppCaches; config: Pick<AppConfig, 'publicUrl'> };

const pages: Record<DocumentKind, string> = { invoice: 'publicinvoices', ticket: 'publictickets' };
const failures = { invoice: 'invoiceDownloadFailed', ticket: 'ticketDownloadFailed' } as const;

/**
 * A download link of one of the customer's orders' invoice (when the club issued one) or ticket, valid
 * for {@link DOCUMENT_LINK_HOURS} hours and usable until then (the download page may retry). The token is
 * random (256 bits); only its SHA-256 is stored.
 */
export async function issueDocumentLink(
  deps: DocumentDeps,
  session: SessionClaims | null,
  customerId: number,
  saleId: number,
  kind: DocumentKind,
) {
  const c = await authorizeCustomer(deps.db, session, customerId);
  const sale = await findSale(deps.db, saleId);
  if (!sale || sale.customer_id !== c.id || sale.status !== 'paid') throw new AppError('not_found', 'orderNotFound');
  if (kind === 'invoice' && !(await findInvoice(deps.db, sale.id))) throw new AppError('not_found', 'noInvoice');
  const { token, hash } = newOneTimeToken();
  const expires = minutesFromNow(deps.clock, DOCUMENT_LINK_HOURS * 60);
  await insertDocumentLink(deps.db, { sale_id: sale.id, kind, token_hash: hash, expires_at: expires, created_at: nowInstant(deps.clock) });
  return { token, url: `${deps.config.publicUrl}/${pages[kind]}/${token}`, expires };
}

/** The PDF behind a live link; an unknown, expired or other-kind token gets the spec's download error (404). */
export async function downloadDocument(deps: DocumentDeps, kind: DocumentKind, token: string): Promise<{ fileName: string; pdf: Buffer }> {
  const fail = () => new AppError('not_found', failures[kind]);
  const link = await findLiveDocumentLink(deps.db, kind, hashToken(token), nowInstant(deps.clock));
  if (!link) throw fail();
  const [sale, items, invoice, settings] = await Promise.all([
    findSale(deps.db, link.sale_id),
    findSaleItems(deps.db, [link.sale_id]),
    kind === 'invoice' ? findInvoice(deps.db, link.sale_id) : Promise.resolve(undefined),
    getMainSettingsCached(deps),
  ]);
  if (!sale || (kind === 'invoice' && !invoice)) throw fail();
  const billing = sale.customer_id === null ? undefined : await getBillingDetails(deps.db, sale.customer_id);

  const m = (amount: number): Money => money(amount, sale.currency);
  const fmt = (value: Money) =>
    formatMoney(value, { currencySymbol: settings.CurrencySymbol, decimalSeparator: settings.decimalSeparator });
  const taxes = documentTaxLines(
    items.map((i) => ({ unitPrice: m(i.unit_price), units: i.units, discount: m(i.discount), taxPercent: i.tax_percent })),
    m(sale.shipping),
  );
  const labels = documentLabels(settings.Culture);
  const number = invoice?.number ?? sale.number;
  const when = invoice?.issued_at ?? sale.created_at;
  const lines: SaleDocumentView['lines'] = items.map((i, index) => ({
    name: i.parent_identifier ? `${i.name} (${i.parent_identifier})` : i.name,
    units: String(i.units),
    unitPrice: fmt(m(i.unit_price)),
    taxPercent: `${i.tax_percent} %`,
    tax: fmt(taxes.items[index]?.tax ?? zero(sale.currency)),
    total: fmt(m(i.total_with_discount)),
  }));
  if (taxes.shipping) {
    lines.push({
      name: sale.transport_name ? `${labels.shipping}: ${sale.transport_name}` : labels.shipping,
      units: '1',
      unitPrice: fmt(taxes.shipping.gross),
      taxPercent: `${taxes.shipping.taxPercent} %`,
      tax: fmt(taxes.shipping.tax),
      total: fmt(taxes.shipping.gross),
    });
  }
  const totals: SaleDocumentView['totals'] = [{ label: labels.subtotal, value: fmt(m(sale.subtotal)) }];
  if (sale.discount !== 0) totals.push({ label: labels.discount, value: fmt(m(-sale.discount)) });
  totals.push({ label: labels.shipping, value: fmt(m(sale.shipping)) });
  totals.push({ label: labels.taxBase, value: fmt(taxes.net) });
  totals.push({ label: labels.tax, value: fmt(taxes.tax) });
  totals.push({ label: labels.total, value: fmt(m(sale.total)), strong: true });

  const customer = billing
    ? [
        `${billing.name} ${billing.surname}`.trim(),
        billing.addressLine1,
        [billing.postalCode, billing.city].filter(Boolean).join(' '),
        [billing.town, billing.country].filter(Boolean).join(', '),
        billing.email,
      ].filter(Boolean)
    : ['-'];
  const pdf = await renderSaleDocumentPdf({
    title: kind === 'invoice' ? labels.invoice : labels.ticket,
    number,
    labels,
    date: formatDate(when, { dateFormat: settings.dateFormat, timeZone: settings.timeZone }),
    club: { name: settings.name, address: settings.address, contact: [settings.phone, settings.email].filter(Boolean).join(' · ') },
    customer,
    saleNumber: sale.number,
    paymentMethod: sale.payment_method ?? '',
    lines,
    totals,
    createdAt: deps.clock.now(),
  });
  return { fileName: `${kind}-${number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`, pdf };
}

/** Scheduled (`purge-expired-access`, hourly): forgets document links past their expiry (they answer 404 already). */
export async function purgeExpiredDocumentLinks(deps: { db: Db; clock: Clock }): Promise<void> {
  await deleteExpiredDocumentLinks(deps.db, nowInstant(deps.clock));
}
