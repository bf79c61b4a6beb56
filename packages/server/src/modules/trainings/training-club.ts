import type { Language } from '@clubportal/contract/languages';
import type { AppConfig } from '../../config.js';
import type { AuditActor } from '../../db/audit-log.js';
import type { Db } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Clock, Instant } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { writeClubText, type ClubTextOwnerRow } from '../club-texts/index.js';
import { getLanguageChoiceCached, getMainSettingsCached } from '../settings/index.js';

/** What the staff's trainings and teams editors share: their deps, the club they write for, its texts per language. */

export type TrainingAdminDeps = {
  db: Db;
  clock: Clock;
  caches: AppCaches;
  storage: FileStorage;
  config: Pick<AppConfig, 'jwtSecret'>;
};
/** The club a training is written for: its zone, default language and the other languages it offers. */
export type TrainingClub = { zone: string; defaultLanguage: Language; languages: Language[] };
/** Who reads the list: a staff account, and whether it sees every training or only those it coaches. */
export type TrainingViewer = { staffId: number; all: boolean };

export async function trainingClubOf(deps: Pick<TrainingAdminDeps, 'db' | 'caches'>): Promise<TrainingClub> {
  const [main, choice] = await Promise.all([getMainSettingsCached(deps), getLanguageChoiceCached(deps)]);
  return { zone: main.timeZone, defaultLanguage: choice.fallback, languages: choice.offered.filter((l) => l !== choice.fallback) };
}

/** A write's context: the app's caches (null for a database no app serves: the seed) and the club. */
export type WriteCtx = { caches: AppCaches | null; club: TrainingClub };

/** A training's or team's translations, through the club texts (each audited there); an empty text clears one. */
export async function writeTexts<F extends string>(
  trx: Tx,
  ctx: WriteCtx,
  actor: AuditActor,
  owner: { entity: 'training' | 'training-team'; row: ClubTextOwnerRow },
  fields: readonly F[],
  texts: Partial<Record<Language, Partial<Record<F, string>>>>,
  now: Instant,
) {
  const sources = { [owner.entity]: () => Promise.resolve([owner.row]) };
  for (const [language, values] of Object.entries(texts) as Array<[Language, Partial<Record<F, string>>]>) {
    if (language === ctx.club.defaultLanguage) continue;
    for (const field of fields) {
      const value = values[field];
      if (value === undefined) continue;
      await writeClubText(
        trx,
        { caches: ctx.caches, sources, defaultLanguage: ctx.club.defaultLanguage },
        actor,
        { entity: owner.entity, entityId: owner.row.id, field, language, text: value === '' ? null : value },
        now,
      );
    }
  }
}
