import type { SessionClaims } from '../../lib/session-token.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Db, Executor } from '../../db/dialect.js';
import { authorizeCustomer } from '../accounts/index.js';
import { overlayTexts, type ClubTextOwnerRow, type TextLanguages } from '../club-texts/index.js';
import { findAllPeriodicFees, findPeriodicFees, findSaleItems, findUnpaidSales } from './sales.repository.js';
import { dec, itemsBySale } from './sales.service.js';

/** The fees page reads the database, and the app's caches for the club's translated fee names. */
export type FeesDeps = { db: Db; caches: AppCaches | null };

/**
 * The customer's fees grouped by description: each group's unpaid charges (oldest first) and its next due
 * date (the earliest of its running fees; null when none runs). A group appears while a fee of it runs
 * or a charge of it is unpaid. A fee's description is in the reader's `languages` where the club translated
 * it (issue 32 §6); a charge without its fee keeps the sale's title.
 */
export async function listFees(deps: FeesDeps, session: SessionClaims | null, customerId: number, languages?: TextLanguages) {
  const { db } = deps;
  const c = await authorizeCustomer(db, session, customerId);
  const [stored, sales] = await Promise.all([findPeriodicFees(db, c.id), findUnpaidSales(db, c.id, 'only')]);
  const fees = languages ? await overlayTexts(deps, 'fee', stored, (f) => f.id, { description: 'description' }, languages) : stored;
  const bySale = itemsBySale(
    await findSaleItems(
      db,
      sales.map((s) => s.id),
    ),
  );
  const feeById = new Map(fees.map((f) => [f.id, f]));
  const groups = new Map<
    string,
    {
      description: string;
      nextDueDate: string | null;
      fees: Array<{
        id: number;
        saleNumber: string;
        created: string;
        saleItem: { id: number; parentIdentifier: string };
        total: number;
        pending: number;
      }>;
    }
  >();
  const group = (description: string) => {
    let g = groups.get(description);
    if (!g) groups.set(description, (g = { description, nextDueDate: null, fees: [] }));
    return g;
  };
  for (const f of fees) {
    if (f.active !== 1 || !f.next_due_date) continue;
    const g = group(f.description);
    if (!g.nextDueDate || f.next_due_date < g.nextDueDate) g.nextDueDate = f.next_due_date;
  }
  for (const s of sales) {
    const fee = s.periodic_fee_id === null ? undefined : feeById.get(s.periodic_fee_id);
    const item = bySale.get(s.id)?.[0];
    group(fee?.description ?? s.title).fees.push({
      id: s.id,
      saleNumber: s.number,
      created: s.created_at,
      saleItem: { id: item?.id ?? 0, parentIdentifier: item?.parent_identifier ?? '' },
      total: dec(s.total, s.currency),
      pending: dec(s.total - s.paid, s.currency),
    });
  }
  return [...groups.values()].sort((a, b) => a.description.localeCompare(b.description));
}

/** Every periodic fee's name for the translations editor, labelled with its member (a fee is a member's). */
export async function clubTextsOfFees(db: Executor): Promise<ClubTextOwnerRow[]> {
  const fees = await findAllPeriodicFees(db);
  return fees.map((f) => ({
    id: f.id,
    label: `${f.description} · ${`${f.name} ${f.surname}`.trim()}`,
    texts: { description: f.description },
  }));
}
