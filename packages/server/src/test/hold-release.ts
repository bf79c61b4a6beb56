import type { AppConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { App } from '../lib/route-types.js';
import { bookingHoldReleaser } from '../modules/bookings/index.js';
import { releaseRanOutHolds } from '../modules/sales/index.js';

/** The hold engine's run (the `release-holds` job's work) with the court and match bookings' releaser alone. */
export function releaseBookingHolds(app: App & { config: AppConfig }, clock: Clock = app.clock): Promise<number> {
  const deps = {
    db: app.db,
    clock,
    config: app.config,
    log: app.log,
    outbox: app.outbox,
    caches: app.caches,
    staffAlerts: app.staffAlerts,
  };
  return releaseRanOutHolds(deps, [bookingHoldReleaser(deps)]);
}
