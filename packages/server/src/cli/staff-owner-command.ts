import type { AppConfig } from '../config.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { AppCaches } from '../lib/app-caches.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { publishingDeskBus } from '../lib/desk-changes.js';
import { MailOutbox } from '../lib/mail-outbox.js';
import { createMailer } from '../lib/mailer.js';
import { findStaffByEmail, inviteOwner, resetTwoFactor } from '../modules/staff/index.js';

export type StaffOwnerArgs = {
  email: string;
  name?: string | undefined;
  language?: string | undefined;
  resetTwoFactor?: boolean | undefined;
};
/** Where the command speaks: notes for the person (stderr) and the link a script may read (stdout). */
export type StaffOwnerOutput = { note(text: string): void; print(text: string): void };

/**
 * `npm run staff:owner` (staff-owner.ts parses the arguments): the owner's invitation, or a locked-out staff member's
 * two-factor reset. It runs in a process of its own, beside the running servers, on their database: a reset tells
 * them through the deployment's shared channel (publishingDeskBus) so the account's open desk streams end at once.
 * Answers the process's exit code.
 */
export async function staffOwnerCommand(
  config: AppConfig,
  args: StaffOwnerArgs,
  out: StaffOwnerOutput,
  clock: Clock = systemClock,
): Promise<number> {
  const { db } = openDatabase(config.database);
  const log = { error: console.error, warn: console.warn, info: () => {} } as never;
  const outbox = new MailOutbox({ db, clock, mailer: createMailer({ smtpUrl: undefined, from: 'cli@localhost', log }), log });
  const caches = new AppCaches(clock);
  const desks = publishingDeskBus(caches, db, { database: config.database, redisUrl: config.redisUrl, log: console });
  try {
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
    const deps = { db, clock, config, outbox, caches };
    if (args.resetTwoFactor) {
      const staff = await findStaffByEmail(db, args.email);
      if (!staff) throw new Error(`No staff account has the address ${args.email}`);
      await resetTwoFactor(deps, staff.id, 'staff:owner --reset-2fa');
      out.note(`Two-factor codes of ${staff.email} cleared; their sessions have ended and they enrol again at their next sign-in.`);
      return 0;
    }
    const result = await inviteOwner(deps, { email: args.email, name: args.name, language: args.language });
    if (result.kind === 'exists') {
      out.note(`The club already has an owner (${result.email}); no second owner was made. Locked out? Add --reset-2fa.`);
      return 1;
    }
    out.note(`Owner invitation for ${result.email} (valid 72 hours; a new run replaces it):`);
    out.print(`${result.link}\n`);
    return 0;
  } finally {
    // What was told to the servers has left before the connections close.
    await desks.close();
    await db.destroy();
  }
}
