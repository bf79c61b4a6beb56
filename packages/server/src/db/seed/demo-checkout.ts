import type { Executor } from '../dialect.js';
import type { Instant } from '../../lib/clock.js';
import { createPromo } from '../../modules/shop/promos.service.js';
import { createProduct } from '../../modules/shop/index.js';
import { createTransport } from '../../modules/shop/transports.service.js';

/** The demo's transports (each priced by its transport product, tax included) and a welcome promo code. */
export const demoTransports = [
  { name: 'Recogida en el club', deliveryTime: 'Al día siguiente en recepción', price: 0 },
  { name: 'Envío estándar', deliveryTime: '48/72 horas', price: 495 },
  { name: 'Envío urgente', deliveryTime: '24 horas', price: 895 },
];
export const DEMO_PROMO = { code: 'BIENVENIDA10', percent: 10 };

export async function seedDemoCheckout(db: Executor, now: Instant): Promise<void> {
  for (const [i, t] of demoTransports.entries()) {
    const productId = await createProduct(
      db,
      {
        name: t.name,
        category: 'transport',
        price: t.price,
        basis: 'gross',
        currency: 'EUR',
        published: false,
        createdAt: now,
      },
      null,
    );
    await createTransport(db, { productId, name: t.name, deliveryTime: t.deliveryTime, sortOrder: i });
  }
  await createPromo(db, { code: DEMO_PROMO.code, kind: 'percent', value: DEMO_PROMO.percent, createdAt: now });
}
