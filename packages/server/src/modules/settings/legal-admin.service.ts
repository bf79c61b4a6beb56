import type { Language } from '@clubportal/contract/languages';
import { LEGAL_TEXT_KEYS, type LegalTranslation, type StaffLegal, type StaffLegalBody } from '@clubportal/contract/staff-legal';
import type { LegalSettings } from '@clubportal/contract/settings';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock } from '../../lib/clock.js';
import {
  overlayTexts,
  translationsOf,
  writeClubText,
  type ClubLanguages,
  type ClubTextOwnerRow,
  type TextLanguages,
} from '../club-texts/index.js';
import { CLUB_CONFIG_ID, findLegalSettings, getLegalSettingsCached, saveLegalSettings, type SettingsReadDeps } from './settings.service.js';

/**
 * The club's legal texts outside the go-live wizard (issue 32 §5, `/staff/legal`): the four texts in the club's
 * default language (the `legal` settings) and their translations (the club texts of `legal`, id 1), saved in one
 * unit of work audited `legal.edit` (the texts that changed) and `club_text.*` (each translation).
 */

export type LegalAdminDeps = { db: Db; clock: Clock; caches: AppCaches | null; languages: () => Promise<ClubLanguages> };

const LEGAL_ID = CLUB_CONFIG_ID;
const empty = (): LegalTranslation => ({ generalConditions: '', waiver: '', privacyPolicyFull: '', cookiesPolicy: '' });
const textsOf = (legal: LegalSettings | StaffLegalBody): LegalSettings => ({
  generalConditions: legal.generalConditions,
  waiver: legal.waiver,
  privacyPolicyFull: legal.privacyPolicyFull,
  cookiesPolicy: legal.cookiesPolicy,
});
const others = (choice: ClubLanguages): Language[] => choice.offered.filter((l) => l !== choice.fallback);

/** The legal texts for the club texts' editor (none before the wizard or this page saved them). */
export async function clubTextsOfLegal(db: Executor): Promise<ClubTextOwnerRow[]> {
  const legal = await findLegalSettings(db as Db);
  return legal ? [{ id: LEGAL_ID, label: 'legal', texts: textsOf(legal) }] : [];
}

/** The legal texts in the reader's language: each translated where the club wrote one. */
export async function getLegalSettingsFor(deps: SettingsReadDeps, languages: TextLanguages): Promise<LegalSettings> {
  const legal = await getLegalSettingsCached(deps);
  const fields = Object.fromEntries(LEGAL_TEXT_KEYS.map((k) => [k, k])) as Record<keyof LegalSettings, keyof LegalSettings>;
  const [shown] = await overlayTexts(deps, 'legal', [legal], () => LEGAL_ID, fields, languages);
  return shown ?? legal;
}

async function legalOut(db: Executor, choice: ClubLanguages): Promise<StaffLegal> {
  const languages = others(choice);
  const legal = (await findLegalSettings(db as Db)) ?? empty();
  const stored = (await translationsOf(db, 'legal', [LEGAL_ID], LEGAL_TEXT_KEYS, languages)).get(LEGAL_ID) ?? {};
  return {
    ...textsOf(legal),
    translations: Object.fromEntries(languages.map((l) => [l, stored[l] ?? empty()])),
    defaultLanguage: choice.fallback,
    languages,
  };
}

/** GET /api/staff/legal: the four texts and their translations. */
export async function getStaffLegal(deps: LegalAdminDeps): Promise<StaffLegal> {
  return legalOut(deps.db, await deps.languages());
}

/** PUT /api/staff/legal: the texts and every translation (an empty one cleared), audited in one unit of work. */
export async function saveStaffLegal(deps: LegalAdminDeps, actor: AuditActor, body: StaffLegalBody): Promise<StaffLegal> {
  const choice = await deps.languages();
  const languages = others(choice);
  for (const language of Object.keys(body.translations) as Language[])
    if (!languages.includes(language)) throw new AppError('bad_request', 'contentLanguageNotOffered', { language });
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const before = await findLegalSettings(trx);
    const after = textsOf(body);
    await saveLegalSettings({ db: trx, caches: deps.caches }, after, now);
    const change = changedFields(before ?? empty(), after);
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'legal.edit', entity: 'settings', entityId: 'legal', ...change }, now);
    const context = { caches: deps.caches, sources: { legal: clubTextsOfLegal }, defaultLanguage: choice.fallback };
    for (const language of languages)
      for (const field of LEGAL_TEXT_KEYS) {
        const text = body.translations[language]?.[field] ?? '';
        await writeClubText(trx, context, actor, { entity: 'legal', entityId: LEGAL_ID, field, language, text: text || null }, now);
      }
    return legalOut(trx, choice);
  });
}
