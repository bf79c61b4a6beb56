import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './dialect.js';
import * as m0001 from './migrations/0001-platform.js';
import * as m0002 from './migrations/0002-accounts.js';
import * as m0003 from './migrations/0003-account-details.js';
import * as m0004 from './migrations/0004-dynamic-forms.js';
import * as m0005 from './migrations/0005-external-links.js';
import * as m0006 from './migrations/0006-core.js';
import * as m0007 from './migrations/0007-hardening.js';
import * as m0008 from './migrations/0008-shop.js';
import * as m0009 from './migrations/0009-bookings.js';
import * as m0010 from './migrations/0010-payments.js';
import * as m0011 from './migrations/0011-checkout-release.js';
import * as m0012 from './migrations/0012-access-qr.js';
import * as m0013 from './migrations/0013-card-refunds.js';
import * as m0014 from './migrations/0014-session-versions.js';
import * as m0015 from './migrations/0015-participant-states.js';
import * as m0016 from './migrations/0016-payment-means.js';
import * as m0017 from './migrations/0017-club-content.js';
import * as m0018 from './migrations/0018-activities.js';
import * as m0020 from './migrations/0020-member-card.js';
import * as m0021 from './migrations/0021-trainings.js';
import * as m0022 from './migrations/0022-club-levels.js';
import * as m0024 from './migrations/0024-results-levels.js';
import * as m0025 from './migrations/0025-bookings-by-place.js';
import * as m0026 from './migrations/0026-booking-waitlist.js';
import * as m0027 from './migrations/0027-calendar-feeds.js';
import * as m0028 from './migrations/0028-place-mails.js';
import * as m0029 from './migrations/0029-mail-headers.js';
import * as m0030 from './migrations/0030-activity-cancellation.js';
import * as m0031 from './migrations/0031-door-credentials.js';
import * as m0032 from './migrations/0032-open-matches.js';
import * as m0033 from './migrations/0033-result-answers.js';
import * as m0034 from './migrations/0034-proven-email-feed-makers.js';
import * as m0035 from './migrations/0035-private-files.js';
import * as m0036 from './migrations/0036-activity-audience.js';
import * as m0037 from './migrations/0037-staff-console.js';
import * as m0038 from './migrations/0038-club-launch.js';
import * as m0039 from './migrations/0039-wizard-courts.js';
import * as m0040 from './migrations/0040-one-setup-link.js';
import * as m0041 from './migrations/0041-club-texts.js';
import * as m0042 from './migrations/0042-one-waitlist-engine.js';
import * as m0043 from './migrations/0043-stock-ledger.js';
import * as m0044 from './migrations/0044-price-rules.js';
import * as m0045 from './migrations/0045-voucher-reasons.js';
import * as m0046 from './migrations/0046-court-exceptions.js';
import * as m0050 from './migrations/0050-groups-fees.js';
import * as m0051 from './migrations/0051-customer-external-ids.js';
import * as m0052 from './migrations/0052-training-coaches.js';
import * as m0053 from './migrations/0053-form-editor.js';
import * as m0054 from './migrations/0054-product-variants.js';
import * as m0055 from './migrations/0055-club-files-editor.js';
import * as m0056 from './migrations/0056-memberships.js';
import * as m0057 from './migrations/0057-desk-walk-ins.js';
import * as m0058 from './migrations/0058-customer-search.js';
import * as m0059 from './migrations/0059-staff-refunds.js';
import * as m0060 from './migrations/0060-checkins.js';
import * as m0061 from './migrations/0061-rosters.js';
import * as m0062 from './migrations/0062-catalogue-external-ids.js';
import * as m0063 from './migrations/0063-customer-search-accents.js';
import * as m0064 from './migrations/0064-staff-mail-preferences.js';
import * as m0065 from './migrations/0065-booking-series.js';
import * as m0066 from './migrations/0066-court-blocks.js';
import * as m0067 from './migrations/0067-order-states.js';
import * as m0068 from './migrations/0068-customer-merges.js';
import * as m0069 from './migrations/0069-forms-and-teams.js';
import * as m0070 from './migrations/0070-floor-plan-editor.js';
import * as m0071 from './migrations/0071-series-pattern.js';

/**
 * Every migration, in order. Listed statically so the same code runs from src (tests) and dist.
 *
 * How numbers are kept: Kysely runs migrations in name order and refuses to start when a migration it has not
 * run sorts before one it has (unordered migrations are off). So a new migration takes the next number after
 * the highest one here, never a free number below it: 0019 and 0023 are gaps left by work that did not land,
 * and filling one would stop every database that has run 0020 or 0024. Two branches that took the same
 * number are renumbered at merge, before either reaches main.
 */
const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-accounts': m0002,
  '0003-account-details': m0003,
  '0004-dynamic-forms': m0004,
  '0005-external-links': m0005,
  '0006-core': m0006,
  '0007-hardening': m0007,
  '0008-shop': m0008,
  '0009-bookings': m0009,
  '0010-payments': m0010,
  '0011-checkout-release': m0011,
  '0012-access-qr': m0012,
  '0013-card-refunds': m0013,
  '0014-session-versions': m0014,
  '0015-participant-states': m0015,
  '0016-payment-means': m0016,
  '0017-club-content': m0017,
  '0018-activities': m0018,
  '0020-member-card': m0020,
  '0021-trainings': m0021,
  '0022-club-levels': m0022,
  '0024-results-levels': m0024,
  '0025-bookings-by-place': m0025,
  '0026-booking-waitlist': m0026,
  '0027-calendar-feeds': m0027,
  '0028-place-mails': m0028,
  '0029-mail-headers': m0029,
  '0030-activity-cancellation': m0030,
  '0031-door-credentials': m0031,
  '0032-open-matches': m0032,
  '0033-result-answers': m0033,
  '0034-proven-email-feed-makers': m0034,
  '0035-private-files': m0035,
  '0036-activity-audience': m0036,
  '0037-staff-console': m0037,
  '0038-club-launch': m0038,
  '0039-wizard-courts': m0039,
  '0040-one-setup-link': m0040,
  '0041-club-texts': m0041,
  '0042-one-waitlist-engine': m0042,
  '0043-stock-ledger': m0043,
  '0044-price-rules': m0044,
  '0045-voucher-reasons': m0045,
  '0046-court-exceptions': m0046,
  '0050-groups-fees': m0050,
  '0051-customer-external-ids': m0051,
  '0052-training-coaches': m0052,
  '0053-form-editor': m0053,
  '0054-product-variants': m0054,
  '0055-club-files-editor': m0055,
  '0056-memberships': m0056,
  '0057-desk-walk-ins': m0057,
  '0058-customer-search': m0058,
  '0059-staff-refunds': m0059,
  '0060-checkins': m0060,
  '0061-rosters': m0061,
  '0062-catalogue-external-ids': m0062,
  '0063-customer-search-accents': m0063,
  '0064-staff-mail-preferences': m0064,
  '0065-booking-series': m0065,
  '0066-court-blocks': m0066,
  '0067-order-states': m0067,
  '0068-customer-merges': m0068,
  '0069-forms-and-teams': m0069,
  '0070-floor-plan-editor': m0070,
  '0071-series-pattern': m0071,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator of this schema (tests also step it back with `migrateTo`). */
export function migrator(db: Db, schema?: string): Migrator {
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * Brings the schema to the latest version; throws with the failing migration's name. With a PostgreSQL
 * `schema` (the integration suite's per-file schemas) the bookkeeping tables live there too: Kysely looks
 * for them in every schema otherwise, and another schema's would be taken for ours.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  const { error, results } = await migrator(db, schema).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
