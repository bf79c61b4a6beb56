import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { MailOutbox } from '../lib/mail-outbox.js';
import type { App } from '../lib/route-types.js';
import { activityLineServer } from '../modules/activities/index.js';
import { bookingLineServers } from '../modules/bookings/index.js';
import { serveWaitlists } from '../modules/waitlists/index.js';

/** The `waitlist-offers` job's run: the waitlist engine with every line server the app registers (activities, courts, matches). */
export function runWaitlistOffersJob(
  app: App & { config: AppConfig },
  over: { clock?: Clock; outbox?: MailOutbox; log?: FastifyBaseLogger } = {},
): Promise<number> {
  const { db, config, caches } = app;
  const clock = over.clock ?? app.clock;
  const outbox = over.outbox ?? app.outbox;
  const servers = [
    activityLineServer({ db, clock, outbox, publicUrl: config.publicUrl }),
    ...bookingLineServers({ db, clock, outbox, config, caches }),
  ];
  return serveWaitlists({ db, clock, log: over.log ?? app.log }, servers);
}
