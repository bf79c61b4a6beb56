import { instantToLocal } from '@clubportal/contract/club-time';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { PRODUCT_TAX_PERCENT } from '@clubportal/contract/tax';
import { toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { createSale, issueInvoice, type NewSaleItem } from '../../modules/sales/sales.service.js';
import { writeNewFee } from '../../modules/sales/index.js';
import { writeGroupMember, writeNewGroup } from '../../modules/accounts/index.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@clubportal/contract/languages';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import { insertProductType } from '../../modules/shop/shop.repository.js';
import { createProduct, setCustomerPrice } from '../../modules/shop/index.js';
import { createVoucher, recordVoucherMovement } from '../../modules/vouchers/vouchers.service.js';
import { demoProducts, demoProductTypes, productDetail } from './demo-shop-products.js';
import { seedDemoShopVariants } from './demo-shop-variants.js';

const CURRENCY = 'EUR';

/** Names of the products the demo member's sales refer to. */
type SaleProduct =
  | 'Pala Sierra Pro Carbon 2026'
  | 'Bote de pelotas de pádel (3)'
  | 'Camiseta técnica Sierra Verde'
  | 'Overgrip perforado (3)'
  | 'Barrita energética';

/** The shop catalogue, member prices and the demo member's orders, debts, fees and vouchers. */
export async function seedDemoShop(db: Tx, deps: { clock: Clock; memberId: number; timeZone: string }): Promise<void> {
  const seedActor = systemActor('demo-seed');
  const now = deps.clock.now().getTime();
  const daysAgo = (days: number, hours = 0): Instant => toInstant(new Date(now - days * 86_400_000 - hours * 3_600_000));

  const typeIds = new Map<string, number>();
  for (const [i, name] of demoProductTypes.entries()) typeIds.set(name, await insertProductType(db, name, i));

  const productIds = new Map<string, { id: number; gross: number; logo: string; basis: 'net' | 'gross' }>();
  for (const [i, [name, type, gross, image, description, o = {}]] of demoProducts.entries()) {
    // A few products are priced net, as some suppliers' lists are: tax added on top (net x 1.21).
    const price = o.net ? Math.round((gross * 100) / (100 + PRODUCT_TAX_PERCENT)) : gross;
    const id = await createProduct(
      db,
      {
        name,
        description,
        detail: productDetail(description),
        productTypeId: typeIds.get(type) ?? null,
        price,
        basis: o.net ? 'net' : 'gross',
        currency: CURRENCY,
        logo: image,
        images: o.extra ?? [],
        popular: o.popular ?? false,
        trending: o.trending ?? false,
        transportRequired: o.transport ?? false,
        ...(o.stock === undefined ? {} : { stock: o.stock }),
        createdAt: daysAgo(i * 3),
      },
      null,
    );
    productIds.set(name, { id, gross, logo: image, basis: o.net ? 'net' : 'gross' });
  }

  // Members pay 10 % less for rackets; the demo member has her own price on the club's shirt.
  const groupId = await writeNewGroup(db, seedActor, 'Socios', toInstant(new Date(now)));
  await writeGroupMember(db, seedActor, groupId, deps.memberId, toInstant(new Date(now)));
  for (const [name, type, gross] of demoProducts) {
    if (type !== 'Palas') continue;
    const p = productIds.get(name);
    if (p?.basis === 'gross')
      await setCustomerPrice(
        db,
        { productId: p.id, customerGroupId: groupId },
        Math.round(gross * 0.9),
        {
          basis: 'gross',
          currency: CURRENCY,
        },
        null,
      );
  }
  const junior = productIds.get('Camiseta junior escuela');
  if (junior) await seedDemoShopVariants(db, junior.id, toInstant(new Date(now)));
  const shirt = productIds.get('Camiseta técnica Sierra Verde');
  if (shirt)
    await setCustomerPrice(db, { productId: shirt.id, customerId: deps.memberId }, 2490, { basis: 'gross', currency: CURRENCY }, null);

  const article = (name: SaleProduct, units: number, extra: Partial<NewSaleItem> = {}): NewSaleItem => {
    const p = productIds.get(name);
    return {
      productId: p?.id ?? null,
      category: 'article',
      name,
      logo: p?.logo ?? '',
      unitPrice: p?.gross ?? 0,
      units,
      taxPercent: PRODUCT_TAX_PERCENT,
      ...extra,
    };
  };
  const memberSale = { customerId: deps.memberId, currency: CURRENCY } as const;

  // Orders: online with shipping and a discount (invoiced), at the desk, and one paid with the wallet voucher.
  const onlineOrder = await createSale(db, {
    ...memberSale,
    number: 'W2026-000101',
    online: true,
    paymentMethodType: PaymentMethodType.Redsys,
    paymentMethod: 'Tarjeta',
    shipping: 495,
    transportName: 'Envío a domicilio 24/48 h',
    items: [article('Pala Sierra Pro Carbon 2026', 1, { discount: 1900 }), article('Bote de pelotas de pádel (3)', 3)],
    paid: 18995 - 1900 + 3 * 650 + 495,
    createdAt: daysAgo(10, 3),
  });
  await issueInvoice(db, onlineOrder, 'F2026-000042', daysAgo(10, 2));
  await createSale(db, {
    ...memberSale,
    number: 'T2026-000087',
    online: false,
    paymentMethod: 'Efectivo',
    items: [article('Camiseta técnica Sierra Verde', 2), article('Overgrip perforado (3)', 3)],
    paid: 2 * 2990 + 3 * 650,
    createdAt: daysAgo(40, 5),
  });
  const voucherOrder = await createSale(db, {
    ...memberSale,
    number: 'W2026-000064',
    online: true,
    paymentMethodType: PaymentMethodType.MoneyVoucher,
    paymentMethod: 'Monedero Sierra Verde',
    items: [article('Barrita energética', 6)],
    paid: 6 * 220,
    createdAt: daysAgo(75, 1),
  });

  // Pending sales (the /debts page): a private lesson not paid yet, a court half paid at the desk.
  await createSale(db, {
    ...memberSale,
    number: 'T2026-000112',
    online: false,
    title: 'Clase particular de pádel',
    items: [
      {
        category: 'activity',
        name: 'Clase particular de pádel (60 min)',
        unitPrice: 3500,
        units: 1,
        taxPercent: 0,
        parentIdentifier: 'Con Marta, jueves 18:00',
      },
    ],
    paid: 0,
    createdAt: daysAgo(3, 4),
  });
  await createSale(db, {
    ...memberSale,
    number: 'T2026-000115',
    online: false,
    title: 'Reserva pista 4',
    items: [
      { category: 'booking', name: 'Pista 4 pádel (90 min)', unitPrice: 2400, units: 1, taxPercent: 0, parentIdentifier: 'Sábado 19:00' },
    ],
    paid: 1200,
    createdAt: daysAgo(2, 1),
  });

  // Fees: monthly membership (two months unpaid, older ones paid) and the quarterly school.
  const today = instantToLocal(toInstant(new Date(now)), deps.timeZone).date;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const firstOfMonth = (offset: number) => {
    const d = new Date(Date.UTC(year, month - 1 + offset, 1));
    return d.toISOString().slice(0, 10);
  };
  const monthName = (offset: number) =>
    new Date(Date.UTC(year, month - 1 + offset, 1)).toLocaleDateString('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  // Given through the console's use case (its translations come with the club's texts, demo-club-texts.ts).
  const feeContext = { caches: null, languages: { offered: LANGUAGES, fallback: DEFAULT_LANGUAGE } };
  const giveFee = (description: string, amount: number, periodMonths: number, firstDueDate: string, createdAt: Instant) =>
    writeNewFee(db, feeContext, seedActor, { customerId: deps.memberId, description, amount, periodMonths, firstDueDate }, createdAt);
  const membership = await giveFee('Cuota de socio', 45, 1, firstOfMonth(1), daysAgo(400));
  const school = await giveFee('Escuela de pádel adultos', 120, 3, firstOfMonth(2), daysAgo(200));
  const feeSale = (fee: number, number: string, name: string, amount: number, offset: number, paid: boolean) =>
    createSale(db, {
      ...memberSale,
      number,
      online: false,
      title: name,
      periodicFeeId: fee,
      paymentMethod: paid ? 'Domiciliación' : null,
      items: [{ category: 'fee', name, unitPrice: amount, units: 1, taxPercent: 0, parentIdentifier: monthName(offset) }],
      paid: paid ? amount : 0,
      createdAt: toInstant(new Date(`${firstOfMonth(offset)}T08:00:00.000Z`)),
    });
  await feeSale(membership, 'C2026-000301', 'Cuota de socio', 4500, -2, true);
  await feeSale(membership, 'C2026-000322', 'Cuota de socio', 4500, -1, false);
  await feeSale(membership, 'C2026-000345', 'Cuota de socio', 4500, 0, false);
  await feeSale(school, 'C2026-000350', 'Escuela de pádel adultos', 12000, -1, false);

  // Vouchers: the wallet (recharged and spent), a 10-class pass, an expired summer voucher, a cancelled gift card.
  const wallet = await createVoucher(db, { ...memberSale, description: 'Monedero Sierra Verde', kind: 'money', createdAt: daysAgo(90) });
  await recordVoucherMovement(db, wallet, 10000, daysAgo(90));
  await recordVoucherMovement(db, wallet, -1320, daysAgo(75, 1), voucherOrder);
  await recordVoucherMovement(db, wallet, 5000, daysAgo(20));
  await recordVoucherMovement(db, wallet, -2400, daysAgo(5));
  const classes = await createVoucher(db, {
    ...memberSale,
    description: 'Bono 10 clases de pádel',
    kind: 'sessions',
    expiresAt: daysAgo(-150),
    createdAt: daysAgo(30),
  });
  await recordVoucherMovement(db, classes, 10, daysAgo(30));
  for (const d of [21, 14, 7]) await recordVoucherMovement(db, classes, -1, daysAgo(d));
  const summer = await createVoucher(db, {
    ...memberSale,
    description: 'Bono verano 2025',
    kind: 'money',
    expiresAt: daysAgo(120),
    createdAt: daysAgo(200),
  });
  await recordVoucherMovement(db, summer, 5000, daysAgo(200));
  await recordVoucherMovement(db, summer, -3500, daysAgo(160));
  const gift = await createVoucher(db, {
    ...memberSale,
    description: 'Tarjeta regalo cumpleaños',
    kind: 'money',
    enabled: false,
    createdAt: daysAgo(60),
  });
  await recordVoucherMovement(db, gift, 2500, daysAgo(60));
}
