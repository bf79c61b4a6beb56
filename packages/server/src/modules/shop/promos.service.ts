import { money, percentOf, type CurrencyCode, type Money } from '@clubportal/contract/money';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/dialect.js';
import type { PromosTable } from '../../db/schema.js';
import { lockRow, type Tx } from '../../db/unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { decrementPromoUses, findPromo, findPromoByCode, incrementPromoUses, insertPromo } from './promos.repository.js';

export type Promo = Selectable<PromosTable>;

/** Codes are matched without regard to case or surrounding spaces. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * The discount a promo gives on shop lines worth `linesTotal` at `now`, or null when it does not apply:
 * disabled, outside its dates, used up, below its minimum, in another currency, or nothing to discount.
 * A percent is rounded half up; an amount never exceeds the lines.
 */
export function promoDiscount(promo: Promo, linesTotal: Money, now: Instant): Money | null {
  if (promo.active !== 1 || linesTotal.amount <= 0) return null;
  if (promo.valid_from && promo.valid_from > now) return null;
  if (promo.valid_until && promo.valid_until <= now) return null;
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return null;
  if (linesTotal.amount < promo.min_total) return null;
  if (promo.kind === 'percent') return percentOf(linesTotal, Math.min(100, Math.max(0, promo.value)));
  if (promo.currency !== linesTotal.currency) return null;
  return money(Math.min(promo.value, linesTotal.amount), linesTotal.currency);
}

/**
 * A discount spread over lines in proportion to their totals (integer minor units, the remainder to the
 * first lines), so every line keeps a discount between 0 and its own total and the parts add up.
 */
export function spreadDiscount(lineTotals: readonly number[], discount: number): number[] {
  const total = lineTotals.reduce((a, b) => a + b, 0);
  if (total <= 0 || discount <= 0) return lineTotals.map(() => 0);
  const capped = Math.min(discount, total);
  const parts = lineTotals.map((t) => Math.floor((t * capped) / total));
  let rest = capped - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0 && i < parts.length; i += 1) {
    const room = (lineTotals[i] ?? 0) - (parts[i] ?? 0);
    const add = Math.min(room, rest);
    parts[i] = (parts[i] ?? 0) + add;
    rest -= add;
  }
  return parts;
}

/** The promo behind a code and its discount on these lines, or null when the code is not valid for them. */
export async function findApplicablePromo(
  db: Executor,
  code: string,
  linesTotal: Money,
  now: Instant,
): Promise<{ promo: Promo; discount: Money } | null> {
  const promo = await findPromoByCode(db, normalizePromoCode(code));
  if (!promo) return null;
  const discount = promoDiscount(promo, linesTotal, now);
  return discount && discount.amount > 0 ? { promo, discount } : null;
}

/** Counts one use of a promo inside the checkout's unit of work; false when it was used up meanwhile. */
export async function usePromo(trx: Tx, promoId: number, linesTotal: Money, now: Instant): Promise<boolean> {
  await lockRow(trx, 'promos', promoId);
  const promo = await findPromo(trx, promoId);
  if (!promo || !promoDiscount(promo, linesTotal, now)) return false;
  await incrementPromoUses(trx, promoId);
  return true;
}

/** `usePromo`'s counterpart: the use of a checkout that was never paid no longer counts. */
export async function releasePromoUse(trx: Tx, promoId: number): Promise<void> {
  await lockRow(trx, 'promos', promoId);
  await decrementPromoUses(trx, promoId);
}

export type NewPromo = {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency?: CurrencyCode | null;
  minTotal?: number;
  maxUses?: number | null;
  validFrom?: Instant | null;
  validUntil?: Instant | null;
  active?: boolean;
  createdAt: Instant;
};

export function createPromo(db: Executor, p: NewPromo): Promise<number> {
  return insertPromo(db, {
    code: normalizePromoCode(p.code),
    kind: p.kind,
    value: p.value,
    currency: p.currency ?? null,
    min_total: p.minTotal ?? 0,
    max_uses: p.maxUses ?? null,
    uses: 0,
    active: p.active === false ? 0 : 1,
    valid_from: p.validFrom ?? null,
    valid_until: p.validUntil ?? null,
    created_at: p.createdAt,
  });
}
