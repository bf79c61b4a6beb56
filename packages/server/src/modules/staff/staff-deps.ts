import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import type { AuditActor } from '../../db/audit-log.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Clock } from '../../lib/clock.js';
import type { MailOutbox } from '../../lib/mail-outbox.js';
import { secretBox } from '../../lib/secret-box.js';
import { getMainSettings } from '../settings/index.js';
import type { StaffPrincipal } from './permissions.js';

export type StaffDeps = {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'publicUrl' | 'dataDir' | 'jwtSecret'>;
  outbox: MailOutbox;
  /** The app's caches, whose desk change bus closes the event streams of sessions that end (issue 33 §8). */
  caches?: AppCaches | undefined;
};

/** Seals the staff's authenticator secrets in the database, with a key derived from the server's secret. */
export const totpBox = (config: Pick<AppConfig, 'jwtSecret'>) => secretBox(config.jwtSecret, 'staff-totp-secret');

export const staffActor = (p: Pick<StaffPrincipal, 'id' | 'name'>): AuditActor => ({ kind: 'staff', id: p.id, name: p.name });

/** The club's name for mails and the authenticator app; before the club has settings (first run), its address. */
export async function clubNameOf(deps: Pick<StaffDeps, 'db' | 'config'>): Promise<string> {
  try {
    return (await getMainSettings(deps.db)).name;
  } catch {
    return new URL(deps.config.publicUrl).host;
  }
}

/** The console's pages that one-time links open; the token travels in the fragment, never to a server log. */
export const staffLink = (publicUrl: string, page: 'setup' | 'invitation' | 'reset-password', token: string) =>
  `${publicUrl}/staff/${page}#${token}`;
