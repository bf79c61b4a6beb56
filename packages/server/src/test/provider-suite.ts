import { afterAll, beforeAll } from 'vitest';
import { nowInstant } from '../lib/clock.js';
import { getMainSettings, saveMainSettings } from '../modules/settings/settings.service.js';
import { buildTestApp } from './build-test-app.js';
import { createCustomer, loginAs } from './factories.js';
import { ManualClock } from './manual-clock.js';

type App = Awaited<ReturnType<typeof buildTestApp>>;
type Buyer = Awaited<ReturnType<typeof loginAs>>;

/**
 * The one harness of the payment provider suites: the provider's local fake (speaking its protocol on
 * loopback) started, the app built on a ManualClock with only that provider on (no sandbox, no pay at the
 * club), the club's currency when the provider takes only one, and logged-in buyers. A suite keeps only
 * what is its provider's own; it reads `suite.app` and `suite.buyers` once the harness's beforeAll ran.
 */
export function providerSuite(o: {
  fake: { start(): Promise<string>; stop(): Promise<void> };
  /** The provider's variables, given the fake's base URL. */
  env: (base: string) => Record<string, string>;
  /** The club's currency, for providers that take one only (Webpay: CLP, NetPay: MXN). */
  currency?: { code: string; symbol: string };
  /** How many buyers to log in (default 1). */
  buyers?: number;
}) {
  const clock = new ManualClock('2026-03-20T10:00:00.000Z');
  let app: App | undefined;
  let env: Record<string, string> = {};
  const buyers: Buyer[] = [];
  const current = () => {
    if (!app) throw new Error('providerSuite: the app is built in beforeAll');
    return app;
  };

  beforeAll(async () => {
    env = { ...o.env(await o.fake.start()), SANDBOX_ENABLED: 'false', PENDING_ENABLED: 'false' };
    app = await buildTestApp({ clock, env });
    if (o.currency) {
      const { gallery: _gallery, ...settings } = await getMainSettings(app.db);
      await saveMainSettings(app, { ...settings, currencyCode: o.currency.code, CurrencySymbol: o.currency.symbol }, nowInstant(clock));
    }
    for (let i = 0; i < (o.buyers ?? 1); i++) {
      const c = await createCustomer(app);
      buyers.push(await loginAs(app, c.email, c.password));
    }
  });
  afterAll(async () => {
    await app?.close();
    await o.fake.stop();
  });

  return {
    clock,
    get app() {
      return current();
    },
    /** The variables the app was built with (a suite may build a second app with them). */
    get env() {
      return env;
    },
    buyers,
    saleOf: (id: number) => current().db.selectFrom('sales').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** The payment that covers a sale. */
    paymentOf: (saleId: number) =>
      current()
        .db.selectFrom('payments as p')
        .innerJoin('payment_sales as ps', 'ps.payment_id', 'p.id')
        .selectAll('p')
        .where('ps.sale_id', '=', saleId)
        .executeTakeFirstOrThrow(),
  };
}
