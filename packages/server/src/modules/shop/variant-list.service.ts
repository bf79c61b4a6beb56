import type { StaffVariant } from '@clubportal/contract/staff-shop';
import { money, toDecimal } from '@clubportal/contract/money';
import type { Executor } from '../../db/dialect.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import { findAllVariants, findVariants, type StaffProductRow } from './product-admin.repository.js';
import { editorTranslationsOf as shopTranslationsOf, otherLanguages } from '../club-texts/index.js';

/** A shop article's variants as staff read them (the writes are variant-admin.service.ts). */

const FIELDS = ['name'] as const;
const decimal = (amount: number, currency: string) => toDecimal(money(amount, currency));

export async function clubTextsOfVariants(db: Executor): Promise<ClubTextOwnerRow[]> {
  return (await findAllVariants(db)).map((v) => ({ id: v.id, label: `${v.parent_name} · ${v.name}`, texts: { name: v.name } }));
}

/** The parent's variants as the editor shows them: in use in their order, then the archived ones. */
export async function staffVariants(db: Executor, parent: StaffProductRow, choice: ClubLanguages): Promise<StaffVariant[]> {
  const rows = await findVariants(db, parent.id);
  const translations = await shopTranslationsOf(
    db,
    'product-variant',
    rows.map((r) => r.id),
    FIELDS,
    otherLanguages(choice),
  );
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    translations: translations.get(r.id) ?? {},
    ownPrice: r.own_price === 1,
    price: decimal(r.price, r.currency),
    grossPrice: decimal(r.gross_price, r.currency),
    trackStock: r.track_stock === 1,
    stock: r.stock,
    lowStock: r.track_stock === 1 && r.stock <= r.low_stock_threshold,
    published: r.published === 1,
    archived: r.archived_at !== null,
    position: i + 1,
  }));
}
