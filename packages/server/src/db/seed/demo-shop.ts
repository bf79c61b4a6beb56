import { instantToLocal } from '@clubportal/contract/club-time';
import { PaymentMethodType } from '@clubportal/contract/enums';
import { PRODUCT_TAX_PERCENT } from '@clubportal/contract/tax';
import type { Executor } from '../dialect.js';
import { toInstant, type Clock, type Instant } from '../../lib/clock.js';
import { createPeriodicFee, createSale, issueInvoice, type NewSaleItem } from '../../modules/sales/sales.service.js';
import { insertCustomerGroup, insertProductType } from '../../modules/shop/shop.repository.js';
import { createProduct, setCustomerPrice } from '../../modules/shop/index.js';
import { createVoucher, recordVoucherMovement } from '../../modules/vouchers/vouchers.service.js';

const CURRENCY = 'EUR';

/** [name, type, gross price in cents, image, description, options] */
type DemoProduct = [
  string,
  string,
  number,
  string,
  string,
  { stock?: number; popular?: boolean; trending?: boolean; transport?: boolean; net?: boolean; extra?: string[] }?,
];

const TYPES = ['Palas', 'Pelotas', 'Textil', 'Calzado', 'Accesorios', 'Nutrición'];

export const demoProducts: DemoProduct[] = [
  [
    'Pala Sierra Pro Carbon 2026',
    'Palas',
    18995,
    'product-racket-green.svg',
    'Pala de carbono 18K, forma diamante, para jugadores de nivel avanzado.',
    { stock: 6, popular: true, trending: true, transport: true, extra: ['product-racket-blue.svg'] },
  ],
  [
    'Pala Dehesa Control',
    'Palas',
    12950,
    'product-racket-blue.svg',
    'Forma redonda y goma EVA soft: control y salida de bola para todos los niveles.',
    { stock: 9, popular: true, transport: true },
  ],
  [
    'Pala Galapagar Power',
    'Palas',
    15900,
    'product-racket-orange.svg',
    'Forma de lágrima y balance alto: potencia en el remate.',
    { stock: 0, trending: true, transport: true },
  ],
  [
    'Pala Iniciación Junior',
    'Palas',
    4995,
    'product-racket-green.svg',
    'Ligera (320 g) y de fibra de vidrio, pensada para la escuela infantil.',
    { stock: 14, transport: true },
  ],
  [
    'Pala Escuela Fibra',
    'Palas',
    6900,
    'product-racket-blue.svg',
    'La pala de las clases de la escuela de adultos.',
    { stock: 3, transport: true },
  ],
  [
    'Pala Torneo Edición Limitada',
    'Palas',
    24900,
    'product-racket-orange.svg',
    'Edición limitada del torneo de primavera, numerada.',
    { stock: 0, popular: true, transport: true },
  ],
  [
    'Pala Tenis Raqueta Club 100',
    'Palas',
    8990,
    'product-racket-blue.svg',
    'Raqueta de tenis de 300 g, cabeza de 100 pulgadas cuadradas.',
    { transport: true },
  ],
  [
    'Bote de pelotas de pádel (3)',
    'Pelotas',
    650,
    'product-balls.svg',
    'Tres pelotas presurizadas, homologadas para competición.',
    { popular: true, trending: true },
  ],
  [
    'Bote de pelotas Pro (3)',
    'Pelotas',
    850,
    'product-balls-pro.svg',
    'Pelotas de máxima durabilidad para pistas de cristal.',
    { stock: 40, popular: true },
  ],
  [
    'Caja de pelotas de pádel (24 botes)',
    'Pelotas',
    13900,
    'product-balls.svg',
    'Caja completa con 24 botes: para equipos y grupos de la escuela.',
    { stock: 2, transport: true },
  ],
  ['Pelotas de tenis (4)', 'Pelotas', 795, 'product-ball.svg', 'Bote de 4 pelotas de tenis para tierra batida.', {}],
  [
    'Pelotas sin presión (12)',
    'Pelotas',
    1450,
    'product-ball.svg',
    'Para entrenamiento y cestas de clase: no pierden presión.',
    { stock: 0 },
  ],
  [
    'Camiseta técnica Sierra Verde',
    'Textil',
    2990,
    'product-shirt-green.svg',
    'Tejido transpirable con el escudo del club.',
    { popular: true, extra: ['product-shirt-navy.svg'] },
  ],
  ['Camiseta técnica mujer', 'Textil', 2990, 'product-shirt-navy.svg', 'Corte entallado y tejido de secado rápido.', { trending: true }],
  ['Polo del club', 'Textil', 3490, 'product-shirt-green.svg', 'Polo de algodón piqué con el escudo bordado.', {}],
  [
    'Sudadera Sierra Verde',
    'Textil',
    4500,
    'product-shirt-navy.svg',
    'Sudadera con capucha, interior perchado.',
    { stock: 12, trending: true },
  ],
  ['Pantalón corto técnico', 'Textil', 2495, 'product-shirt-navy.svg', 'Con bolsillos para las pelotas.', {}],
  ['Falda pantalón', 'Textil', 2795, 'product-shirt-green.svg', 'Falda con malla interior y bolsillo lateral.', {}],
  [
    'Chaqueta chándal del equipo',
    'Textil',
    5990,
    'product-shirt-navy.svg',
    'La chaqueta oficial de los equipos federados del club.',
    { stock: 0 },
  ],
  ['Camiseta junior escuela', 'Textil', 1890, 'product-shirt-green.svg', 'La camiseta de la escuela infantil, tallas 6 a 14.', {}],
  ['Calcetines técnicos (3 pares)', 'Textil', 1200, 'product-socks.svg', 'Refuerzo en talón y puntera, antiampollas.', { popular: true }],
  [
    'Zapatillas de pádel Clay',
    'Calzado',
    8995,
    'product-shoe.svg',
    'Suela espiga para césped artificial con arena.',
    { stock: 7, popular: true, transport: true },
  ],
  [
    'Zapatillas de pádel Clay mujer',
    'Calzado',
    8995,
    'product-shoe-red.svg',
    'Horma femenina y suela espiga.',
    { stock: 5, transport: true },
  ],
  [
    'Zapatillas de tenis tierra batida',
    'Calzado',
    7950,
    'product-shoe.svg',
    'Suela de espiga completa para tierra batida.',
    { stock: 0, transport: true },
  ],
  ['Zapatillas junior', 'Calzado', 4495, 'product-shoe-red.svg', 'Cierre de velcro, tallas 28 a 38.', { stock: 10, transport: true }],
  ['Plantillas de gel', 'Calzado', 1995, 'product-shoe.svg', 'Amortiguación extra en talón y antepié.', {}],
  [
    'Mochila paletero Sierra Verde',
    'Accesorios',
    4990,
    'product-bag.svg',
    'Compartimento térmico para dos palas y bolsillo para zapatillas.',
    { stock: 8, trending: true, transport: true },
  ],
  [
    'Paletero XL de equipo',
    'Accesorios',
    6990,
    'product-bag.svg',
    'Capacidad para cuatro palas y la ropa de todo el fin de semana.',
    { stock: 0, transport: true },
  ],
  ['Overgrip perforado (3)', 'Accesorios', 650, 'product-grip.svg', 'Tacto seco y absorción del sudor.', { popular: true, trending: true }],
  ['Overgrip pack (12)', 'Accesorios', 2200, 'product-grip.svg', 'Doce overgrips para toda la temporada.', {}],
  ['Protector de pala', 'Accesorios', 550, 'product-grip.svg', 'Cinta protectora transparente para el marco.', {}],
  ['Muñequeras (2)', 'Accesorios', 600, 'product-wristband.svg', 'Rizo de algodón con el logotipo del club.', {}],
  ['Cinta para el pelo', 'Accesorios', 500, 'product-wristband.svg', 'Elástica y absorbente.', {}],
  ['Gorra Sierra Verde', 'Accesorios', 1500, 'product-cap.svg', 'Gorra ligera y transpirable, cierre ajustable.', { trending: true }],
  ['Visera técnica', 'Accesorios', 1400, 'product-cap.svg', 'Para los partidos de mediodía.', {}],
  [
    'Botella térmica del club',
    'Accesorios',
    1800,
    'product-bottle.svg',
    'Acero inoxidable, 750 ml: agua fría 24 horas.',
    { popular: true },
  ],
  ['Toalla de microfibra', 'Accesorios', 1650, 'product-towel.svg', 'Secado rápido, con bolsa de transporte.', {}],
  [
    'Cesta de pelotas con ruedas',
    'Accesorios',
    8900,
    'product-bag.svg',
    'Para 150 pelotas, plegable: la de los entrenadores del club.',
    { stock: 1, transport: true, net: true },
  ],
  [
    'Barrita energética (caja 12)',
    'Nutrición',
    2400,
    'product-bar.svg',
    'Barritas de avena y frutos secos para entre sets.',
    { stock: 20 },
  ],
  ['Barrita energética', 'Nutrición', 220, 'product-bar.svg', 'Avena, dátil y almendra.', { popular: true }],
  ['Bebida isotónica (6)', 'Nutrición', 750, 'product-bottle.svg', 'Pack de seis botellas de 500 ml.', { stock: 0 }],
  [
    'Sales minerales (20 sobres)',
    'Nutrición',
    1590,
    'product-bottle.svg',
    'Recuperación de electrolitos en los partidos de verano.',
    { trending: true },
  ],
  ['Gel energético (pack 5)', 'Nutrición', 990, 'product-bar.svg', 'Carbohidratos de absorción rápida con cafeína.', {}],
  [
    'Proteína recuperación (1 kg)',
    'Nutrición',
    3490,
    'product-bottle.svg',
    'Sabor chocolate, para después del entrenamiento.',
    { stock: 4, net: true },
  ],
];

/** Names of the products the demo member's sales refer to. */
type SaleProduct =
  | 'Pala Sierra Pro Carbon 2026'
  | 'Bote de pelotas de pádel (3)'
  | 'Camiseta técnica Sierra Verde'
  | 'Overgrip perforado (3)'
  | 'Barrita energética';

const detail = (description: string) =>
  `<p>${description}</p><ul><li>Garantía de 2 años.</li><li>Recógelo en la tienda del club o recíbelo en casa.</li></ul><p>¿Dudas? Pregunta en recepción: te lo enseñamos en pista.</p>`;

/** The shop catalogue, member prices and the demo member's orders, debts, fees and vouchers. */
export async function seedDemoShop(db: Executor, deps: { clock: Clock; memberId: number; timeZone: string }): Promise<void> {
  const now = deps.clock.now().getTime();
  const daysAgo = (days: number, hours = 0): Instant => toInstant(new Date(now - days * 86_400_000 - hours * 3_600_000));

  const typeIds = new Map<string, number>();
  for (const [i, name] of TYPES.entries()) typeIds.set(name, await insertProductType(db, name, i));

  const productIds = new Map<string, { id: number; gross: number; logo: string; basis: 'net' | 'gross' }>();
  for (const [i, [name, type, gross, image, description, o = {}]] of demoProducts.entries()) {
    // A few products are priced net, as some suppliers' lists are: tax added on top (net x 1.21).
    const price = o.net ? Math.round((gross * 100) / (100 + PRODUCT_TAX_PERCENT)) : gross;
    const id = await createProduct(db, {
      name,
      description,
      detail: detail(description),
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
    });
    productIds.set(name, { id, gross, logo: image, basis: o.net ? 'net' : 'gross' });
  }

  // Members pay 10 % less for rackets; the demo member has her own price on the club's shirt.
  const groupId = await insertCustomerGroup(db, 'Socios', [deps.memberId]);
  for (const [name, type, gross] of demoProducts) {
    if (type !== 'Palas') continue;
    const p = productIds.get(name);
    if (p?.basis === 'gross')
      await setCustomerPrice(db, { productId: p.id, customerGroupId: groupId }, Math.round(gross * 0.9), {
        basis: 'gross',
        currency: CURRENCY,
      });
  }
  const shirt = productIds.get('Camiseta técnica Sierra Verde');
  if (shirt) await setCustomerPrice(db, { productId: shirt.id, customerId: deps.memberId }, 2490, { basis: 'gross', currency: CURRENCY });

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
  const membership = await createPeriodicFee(db, {
    customerId: deps.memberId,
    description: 'Cuota de socio',
    amount: 4500,
    currency: CURRENCY,
    periodMonths: 1,
    nextDueDate: firstOfMonth(1),
    createdAt: daysAgo(400),
  });
  const school = await createPeriodicFee(db, {
    customerId: deps.memberId,
    description: 'Escuela de pádel adultos',
    amount: 12000,
    currency: CURRENCY,
    periodMonths: 3,
    nextDueDate: firstOfMonth(2),
    createdAt: daysAgo(200),
  });
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
