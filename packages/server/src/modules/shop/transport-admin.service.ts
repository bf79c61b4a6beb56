import {
  MAX_TRANSPORTS,
  staffTransportBodySchema,
  type StaffTransport,
  type StaffTransportBody,
  type StaffTransports,
} from '@clubportal/contract/staff-transports';
import { fromDecimal, money, toDecimal, type CurrencyCode } from '@clubportal/contract/money';
import { productPriceFigures } from '@clubportal/contract/shop';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { afterCommit, lockRow, unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import type { ClubLanguages, ClubTextOwnerRow } from '../club-texts/index.js';
import { findMainSettings } from '../settings/index.js';
import { catalogueChanged } from './catalogue-generation.js';
import { updateProduct } from './product-admin.repository.js';
import { createProduct } from './product-writes.service.js';
import {
  editorTranslationsOf as shopTranslationsOf,
  otherLanguages,
  writeEditorTranslations as writeShopTranslations,
} from '../club-texts/index.js';
import {
  findAllTransports,
  insertTransport,
  renumberTransports,
  updateTransport,
  type TransportAdminRow,
} from './transports.repository.js';

/**
 * The transports for staff (issue 32 §4): collection or shipping options offered at checkout in their order, each
 * priced tax included by its own transport product (as checkout reads it), named per language (club texts
 * `transport`), archived (no longer offered, kept: sales name it) and never deleted. Each write is one unit of
 * work with its `transport.*` audit record.
 */
export type TransportAdminDeps = { db: Db; clock: Clock; caches: AppCaches | null; languages: () => Promise<ClubLanguages> };

const FIELDS = ['name', 'deliveryTime'] as const;

export async function clubTextsOfTransports(db: Executor): Promise<ClubTextOwnerRow[]> {
  return (await findAllTransports(db)).map((t) => ({ id: t.id, label: t.name, texts: { name: t.name, deliveryTime: t.delivery_time } }));
}

async function transportsOut(db: Executor, rows: TransportAdminRow[], choice: ClubLanguages): Promise<StaffTransport[]> {
  const translations = await shopTranslationsOf(
    db,
    'transport',
    rows.map((r) => r.id),
    FIELDS,
    otherLanguages(choice),
  );
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    deliveryTime: r.delivery_time,
    collect: r.collect === 1,
    price: toDecimal(money(r.gross_price, r.currency)),
    currency: r.currency,
    archived: r.active !== 1,
    position: i + 1,
    translations: translations.get(r.id) ?? {},
  }));
}

async function clubCurrency(db: Executor): Promise<CurrencyCode> {
  return ((await findMainSettings(db))?.currencyCode ?? 'EUR') as CurrencyCode;
}

/** GET /api/staff/transports */
export async function listStaffTransports(deps: TransportAdminDeps): Promise<StaffTransports> {
  const choice = await deps.languages();
  return {
    transports: await transportsOut(deps.db, await findAllTransports(deps.db), choice),
    defaultLanguage: choice.fallback,
    languages: otherLanguages(choice),
    currency: await clubCurrency(deps.db),
  };
}

type Write = { trx: Tx; caches: AppCaches | null; choice: ClubLanguages; now: Instant };

async function oneTransport(w: Write, id: number): Promise<StaffTransport> {
  const all = await findAllTransports(w.trx);
  const out = await transportsOut(w.trx, all, w.choice);
  return out.find((t) => t.id === id)!;
}

const audited = (t: { name: string; deliveryTime: string; price: number; collect?: boolean | undefined }) => ({
  name: t.name,
  deliveryTime: t.deliveryTime,
  collect: t.collect === true,
  price: t.price,
});

async function saveTranslations(w: Write, actor: AuditActor, id: number, translations: StaffTransportBody['translations']) {
  await writeShopTranslations(
    w.trx,
    { caches: w.caches, choice: w.choice, source: clubTextsOfTransports, now: w.now },
    actor,
    { entity: 'transport', id, fields: FIELDS },
    translations ?? {},
  );
}

/**
 * A new transport, offered last (audited `transport.create`): its transport product carries the price, tax
 * included at the shop's tax. The demo seed builds its transports through this.
 */
export async function writeNewTransport(
  trx: Tx,
  ctx: { caches: AppCaches | null; choice: ClubLanguages; now: Instant },
  actor: AuditActor,
  input: StaffTransportBody,
): Promise<number> {
  const body = staffTransportBodySchema.parse(input);
  const all = await findAllTransports(trx);
  if (all.filter((t) => t.active === 1).length >= MAX_TRANSPORTS)
    throw new AppError('conflict', 'tooManyTransports', { max: MAX_TRANSPORTS });
  const currency = await clubCurrency(trx);
  const productId = await createProduct(
    trx,
    {
      name: body.name,
      category: 'transport',
      price: fromDecimal(body.price, currency).amount,
      basis: 'gross',
      currency,
      published: false,
      createdAt: ctx.now,
    },
    ctx.caches,
  );
  const id = await insertTransport(trx, {
    product_id: productId,
    name: body.name,
    logo: '',
    delivery_time: body.deliveryTime,
    collect: body.collect ? 1 : 0,
    active: 1,
    sort_order: Math.max(0, ...all.map((t) => t.sort_order)) + 1,
  });
  await recordAudit(trx, { actor, action: 'transport.create', entity: 'transport', entityId: id, after: audited(body) }, ctx.now);
  await saveTranslations({ trx, ...ctx }, actor, id, body.translations);
  return id;
}

/** POST /api/staff/transports */
export async function createStaffTransport(deps: TransportAdminDeps, actor: AuditActor, body: StaffTransportBody): Promise<StaffTransport> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const id = await writeNewTransport(trx, { caches: deps.caches, choice, now }, actor, body);
    return oneTransport({ trx, caches: deps.caches, choice, now }, id);
  });
}

async function onTransport(
  deps: TransportAdminDeps,
  id: number,
  work: (w: Write, transport: TransportAdminRow, all: TransportAdminRow[]) => Promise<void>,
): Promise<StaffTransport> {
  const choice = await deps.languages();
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    if (!(await lockRow(trx, 'transports', id))) throw new AppError('not_found', 'transportNotFound');
    const all = await findAllTransports(trx);
    const transport = all.find((t) => t.id === id);
    if (!transport) throw new AppError('not_found', 'transportNotFound');
    const w = { trx, caches: deps.caches, choice, now };
    await work(w, transport, all);
    return oneTransport(w, id);
  });
}

/** Changes a transport's name, delivery time, price and translations (audited `transport.edit` when its own fields change). */
export async function editStaffTransport(deps: TransportAdminDeps, actor: AuditActor, id: number, input: StaffTransportBody) {
  const body = staffTransportBodySchema.parse(input);
  return onTransport(deps, id, async (w, t) => {
    if (t.active !== 1) throw new AppError('conflict', 'transportIsArchived');
    await updateTransport(w.trx, id, { name: body.name, delivery_time: body.deliveryTime, collect: body.collect ? 1 : 0 });
    const price = money(fromDecimal(body.price, t.currency).amount, t.currency as CurrencyCode);
    const product = await w.trx.selectFrom('products').select(['tax_percent']).where('id', '=', t.product_id).executeTakeFirstOrThrow();
    const { net, gross } = productPriceFigures(price, 'gross', product.tax_percent);
    await updateProduct(w.trx, t.product_id, {
      name: body.name,
      price_basis: 'gross',
      price: price.amount,
      net_price: net.amount,
      gross_price: gross.amount,
      updated_at: w.now,
    });
    const before = audited({
      name: t.name,
      deliveryTime: t.delivery_time,
      collect: t.collect === 1,
      price: toDecimal(money(t.gross_price, t.currency)),
    });
    const change = changedFields(before, audited(body));
    if (Object.keys(change.after).length)
      await recordAudit(w.trx, { actor, action: 'transport.edit', entity: 'transport', entityId: id, ...change }, w.now);
    await saveTranslations(w, actor, id, body.translations);
    if (deps.caches) afterCommit(w.trx, () => catalogueChanged(deps.caches));
  });
}

/** Puts a transport at `position` at checkout (audited `transport.move`). */
export async function moveStaffTransport(deps: TransportAdminDeps, actor: AuditActor, id: number, position: number) {
  return onTransport(deps, id, async (w, t, all) => {
    if (t.active !== 1) throw new AppError('conflict', 'transportIsArchived');
    const ids = all.filter((x) => x.active === 1).map((x) => x.id);
    const from = ids.indexOf(id);
    ids.splice(from, 1);
    const to = Math.min(position - 1, ids.length);
    ids.splice(to, 0, id);
    await renumberTransports(w.trx, ids);
    if (from !== to)
      await recordAudit(
        w.trx,
        { actor, action: 'transport.move', entity: 'transport', entityId: id, before: { position: from + 1 }, after: { position: to + 1 } },
        w.now,
      );
  });
}

/** No longer offered at checkout, kept (audited `transport.archive`); a sale already made keeps its transport's name. */
export async function archiveStaffTransport(deps: TransportAdminDeps, actor: AuditActor, id: number) {
  return onTransport(deps, id, async (w, t) => {
    if (t.active !== 1) return;
    await updateTransport(w.trx, id, { active: 0 });
    await recordAudit(
      w.trx,
      { actor, action: 'transport.archive', entity: 'transport', entityId: id, before: { archived: false }, after: { archived: true } },
      w.now,
    );
  });
}
