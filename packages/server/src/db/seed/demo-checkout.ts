import { DEFAULT_LANGUAGE, LANGUAGES } from '@clubportal/contract/languages';
import type { StaffTransportBody } from '@clubportal/contract/staff-transports';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import type { Instant } from '../../lib/clock.js';
import { createPromo } from '../../modules/shop/promos.service.js';
import { writeNewTransport } from '../../modules/shop/index.js';

/** The demo's transports (each priced by its transport product, tax included), named in Spanish, English and French. */
export const demoTransports: StaffTransportBody[] = [
  {
    name: 'Recogida en el club',
    deliveryTime: 'Al día siguiente en recepción',
    price: 0,
    collect: true,
    translations: {
      'en-US': { name: 'Collect at the club', deliveryTime: 'Next day at reception' },
      'fr-FR': { name: 'Retrait au club', deliveryTime: 'Le lendemain à l’accueil' },
    },
  },
  {
    name: 'Envío estándar',
    deliveryTime: '48/72 horas',
    price: 4.95,
    translations: {
      'en-US': { name: 'Standard shipping', deliveryTime: '48/72 hours' },
      'fr-FR': { name: 'Livraison standard', deliveryTime: '48/72 heures' },
    },
  },
  {
    name: 'Envío urgente',
    deliveryTime: '24 horas',
    price: 8.95,
    translations: {
      'en-US': { name: 'Express shipping', deliveryTime: '24 hours' },
      'fr-FR': { name: 'Livraison express', deliveryTime: '24 heures' },
    },
  },
];
export const DEMO_PROMO = { code: 'BIENVENIDA10', percent: 10 };

/** The transports through the transports editor's own write (audited as the demo seed), and a welcome promo code. */
export async function seedDemoCheckout(trx: Tx, now: Instant): Promise<void> {
  const ctx = { caches: null, choice: { offered: LANGUAGES, fallback: DEFAULT_LANGUAGE }, now };
  for (const t of demoTransports) await writeNewTransport(trx, ctx, systemActor('demo-seed'), t);
  await createPromo(trx, { code: DEMO_PROMO.code, kind: 'percent', value: DEMO_PROMO.percent, createdAt: now });
}
