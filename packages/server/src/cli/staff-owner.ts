import { parseArgs } from 'node:util';
import { configFromEnv } from '../bootstrap.js';
import { openDatabase } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { MailOutbox } from '../lib/mail-outbox.js';
import { createMailer } from '../lib/mailer.js';
import { findStaffByEmail, inviteOwner, resetTwoFactor } from '../modules/staff/index.js';

/**
 * `npm run staff:owner -- --email owner@club.example [--name "…"] [--language es-ES]`: prints an invitation link
 * for the club's owner (headless installs: no SQL, no default password). Run again, it re-issues the pending
 * owner's invitation; once an owner has signed up it says so and changes nothing.
 * `npm run staff:owner -- --email owner@club.example --reset-2fa`: clears a locked-out staff member's two-factor
 * codes (their sessions end; they enrol again at the next sign-in).
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' }, 'reset-2fa': { type: 'boolean' } },
});
if (!values.email?.includes('@')) {
  console.error('Usage: npm run staff:owner -- --email owner@club.example [--name "Name"] [--language es-ES] [--reset-2fa]');
  process.exit(2);
}
const config = configFromEnv();
const { db } = openDatabase(config.database);
const log = { error: console.error, warn: console.warn, info: () => {} } as never;
const outbox = new MailOutbox({ db, clock: systemClock, mailer: createMailer({ smtpUrl: undefined, from: 'cli@localhost', log }), log });
try {
  await migrateToLatest(db);
  const deps = { db, clock: systemClock, config, outbox };
  if (values['reset-2fa']) {
    const staff = await findStaffByEmail(db, values.email);
    if (!staff) throw new Error(`No staff account has the address ${values.email}`);
    await resetTwoFactor(deps, staff.id, 'staff:owner --reset-2fa');
    console.warn(`Two-factor codes of ${staff.email} cleared; they enrol again at their next sign-in.`);
  } else {
    const result = await inviteOwner(deps, { email: values.email, name: values.name, language: values.language });
    if (result.kind === 'exists') {
      console.warn(`The club already has an owner (${result.email}); no second owner was made. Locked out? Add --reset-2fa.`);
      process.exitCode = 1;
    } else {
      console.warn(`Owner invitation for ${result.email} (valid 72 hours; a new run replaces it):`);
      process.stdout.write(`${result.link}\n`);
    }
  }
} finally {
  await db.destroy();
}
