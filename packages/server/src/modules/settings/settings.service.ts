import {
  legalSettingsSchema,
  mainSettingsSchema,
  templateConfigSchema,
  type LegalSettings,
  type MainSettings,
  type TemplateConfig,
} from '@clubportal/contract/settings';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, type LanguageChoice } from '@clubportal/contract/languages';
import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import { cacheSlot, Generation, type AppCaches } from '../../lib/app-caches.js';
import type { Instant } from '../../lib/clock.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { listOpenFiles } from '../content/index.js';
import { findSection, saveSection, type ConfigSection } from './settings.repository.js';

/** The club's configuration row id: file uploads of the settings hang from CZConfig/1. */
export const CLUB_CONFIG_ID = 1;

/** Settings minus what is derived from other tables (the gallery lives in file uploads). */
export const storedMainSettingsSchema = mainSettingsSchema.omit({ gallery: true });
export type StoredMainSettings = Omit<MainSettings, 'gallery'>;

async function readSection<T>(db: Db, section: ConfigSection, schema: z.ZodType<T>): Promise<T> {
  const raw = await findSection(db, section);
  if (raw === undefined) throw new AppError('unavailable', 'settingsMissing', { section });
  const parsed = schema.safeParse(raw);
  // Stored settings are written through the same schema; a mismatch is a broken deployment, not bad input.
  if (!parsed.success) throw new AppError('unavailable', 'settingsInvalid', { section });
  return parsed.data;
}

/**
 * How long a read of the settings is reused. Every page load and most calls read them; they change a few
 * times a year. Saving through this module drops the copies at once; another server instance sees a change
 * within this time (the settings calls already let browsers cache them for a minute).
 */
export const SETTINGS_CACHE_MS = 5_000;
/** The three sections, and room for the copies of the previous generation until they are pushed out. */
const SETTINGS_CACHE_ENTRIES = 6;
const settingsCaches = cacheSlot('settings', (clock) => ({
  generation: new Generation(),
  reads: new TtlCache<unknown>(clock, SETTINGS_CACHE_MS, SETTINGS_CACHE_ENTRIES),
}));

/** What a cached read of the settings needs: the app's caches hold the copies. */
export type SettingsReadDeps = { db: Db; caches: AppCaches };
/** What a write needs: the app whose copies it drops (none for the seed of a database no app serves yet). */
export type SettingsWriteDeps = { db: Db; caches: AppCaches | null };

function cached<T>(deps: SettingsReadDeps, key: string, read: () => Promise<T>): Promise<T> {
  // Reads inside a unit of work see its own writes: never served from (or stored in) the cache.
  if (deps.db.isTransaction) return read();
  const { generation, reads } = deps.caches.of(settingsCaches);
  return reads.get(`${generation.value}:${key}`, read) as Promise<T>;
}

/** Changes each time settings are saved through this app: caches of answers derived from them key on it. */
export function settingsVersion(caches: AppCaches): number {
  return caches.of(settingsCaches).generation.value;
}

function settingsChanged(deps: SettingsWriteDeps): void {
  deps.caches?.of(settingsCaches).generation.bump();
}

/**
 * The main settings, reused for {@link SETTINGS_CACHE_MS}: for hot paths (settings calls, shop prices). Inside a
 * unit of work, or without the app's caches, they are read afresh.
 */
export function getMainSettingsCached(deps: { db: Db; caches?: AppCaches | undefined }): Promise<MainSettings> {
  const { db, caches } = deps;
  if (!caches) return getMainSettings(db);
  return cached({ db, caches }, 'main', () => getMainSettings(db));
}
export function getLegalSettingsCached(deps: SettingsReadDeps): Promise<LegalSettings> {
  return cached(deps, 'legal', () => getLegalSettings(deps.db));
}
export function getTemplateConfigCached(deps: SettingsReadDeps): Promise<TemplateConfig> {
  return cached(deps, 'template', () => getTemplateConfig(deps.db));
}

export async function getMainSettings(db: Db): Promise<MainSettings> {
  const [stored, gallery] = await Promise.all([
    readSection(db, 'main', storedMainSettingsSchema),
    listOpenFiles(db, { parentName: 'CZConfig', parentId: CLUB_CONFIG_ID, category: 'CzGallery' }),
  ]);
  return { ...stored, gallery };
}

export function getLegalSettings(db: Db): Promise<LegalSettings> {
  return readSection(db, 'legal', legalSettingsSchema);
}

export function getTemplateConfig(db: Db): Promise<TemplateConfig> {
  return readSection(db, 'template', templateConfigSchema);
}

/**
 * Staff-side writes (and the seed) go through the contract schemas, so reads never meet bad data: an invalid
 * value (a currency code, time zone or date format the portal cannot use) is refused whole, nothing saved.
 */
function validated<T>(section: ConfigSection, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message));
  throw new AppError('bad_request', 'settingsNotSaved', { section, problems: problems.join('; ') });
}

export async function saveMainSettings(deps: SettingsWriteDeps, settings: StoredMainSettings, now: Instant): Promise<void> {
  settingsChanged(deps);
  await saveSection(deps.db, 'main', validated('main', storedMainSettingsSchema, settings), now);
}
export async function saveLegalSettings(deps: SettingsWriteDeps, legal: LegalSettings, now: Instant): Promise<void> {
  settingsChanged(deps);
  await saveSection(deps.db, 'legal', validated('legal', legalSettingsSchema, legal), now);
}
export async function saveTemplateConfig(deps: SettingsWriteDeps, template: TemplateConfig, now: Instant): Promise<void> {
  settingsChanged(deps);
  await saveSection(deps.db, 'template', validated('template', templateConfigSchema, template), now);
}

/** The main settings as stored, or undefined before the wizard saved the club's identity. */
export async function findMainSettings(db: Db): Promise<StoredMainSettings | undefined> {
  const raw = await findSection(db, 'main');
  return raw === undefined ? undefined : storedMainSettingsSchema.parse(raw);
}
export async function findLegalSettings(db: Db): Promise<LegalSettings | undefined> {
  const raw = await findSection(db, 'legal');
  return raw === undefined ? undefined : legalSettingsSchema.parse(raw);
}

const offeredLanguagesSchema = z.object({ offered: z.array(z.enum(LANGUAGES)).min(1) });
/** The languages the club offers (the go-live wizard's choice); undefined while it has not chosen. */
export async function findOfferedLanguages(db: Db): Promise<Language[] | undefined> {
  const raw = await findSection(db, 'languages');
  return raw === undefined ? undefined : offeredLanguagesSchema.parse(raw).offered;
}
export async function saveOfferedLanguages(deps: SettingsWriteDeps, offered: Language[], now: Instant): Promise<void> {
  await saveSection(deps.db, 'languages', validated('languages', offeredLanguagesSchema, { offered }), now);
  settingsChanged(deps);
}

/**
 * The languages a visitor may read the portal in and the one they get when none of theirs is offered: the
 * club's default (its Culture, when that is an offered language), else es-ES when offered, else the first
 * offered. Every language until the club chooses. Cached like the main settings: every page asks.
 */
export function getLanguageChoiceCached(deps: SettingsReadDeps): Promise<LanguageChoice> {
  return cached(deps, 'languages', async () => {
    const offered: readonly Language[] = (await findOfferedLanguages(deps.db)) ?? LANGUAGES;
    const culture = (await findMainSettings(deps.db))?.Culture;
    const preferred = [culture, DEFAULT_LANGUAGE].find((l): l is Language => isLanguage(l) && offered.includes(l));
    return { offered, fallback: preferred ?? (offered[0] as Language) };
  });
}

/** Which configured payment methods the club offers: the providers it withdrew (by name), and paying at the club. */
export const paymentChoicesSchema = z.object({ withdrawn: z.array(z.string().max(40)).max(20), payAtClub: z.boolean() });
export type PaymentChoices = z.infer<typeof paymentChoicesSchema>;
/** Undefined while the club has not chosen: every configured provider is offered, and paying at the club as configured. */
export async function findPaymentChoices(db: Db): Promise<PaymentChoices | undefined> {
  const raw = await findSection(db, 'payments');
  return raw === undefined ? undefined : paymentChoicesSchema.parse(raw);
}
export async function savePaymentChoices(db: Db, choices: PaymentChoices, now: Instant): Promise<void> {
  await saveSection(db, 'payments', validated('payments', paymentChoicesSchema, choices), now);
}
