import {
  legalSettingsSchema,
  mainSettingsSchema,
  templateConfigSchema,
  type LegalSettings,
  type MainSettings,
  type TemplateConfig,
} from '@clubportal/contract/settings';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@clubportal/contract/languages';
import type { Db } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock, Instant } from '../../lib/clock.js';
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
const settingsCache = new WeakMap<Db, Map<string, { at: number; generation: number; value: Promise<unknown> }>>();
let settingsGeneration = 0;

function cached<T>(db: Db, clock: Clock, key: string, read: () => Promise<T>): Promise<T> {
  // Reads inside a unit of work see its own writes: never served from (or stored in) the cache.
  if (db.isTransaction) return read();
  let entries = settingsCache.get(db);
  if (!entries) settingsCache.set(db, (entries = new Map()));
  const now = clock.now().getTime();
  const hit = entries.get(key);
  if (hit && hit.generation === settingsGeneration && now >= hit.at && now - hit.at < SETTINGS_CACHE_MS) return hit.value as Promise<T>;
  const entry = { at: now, generation: settingsGeneration, value: read() as Promise<unknown> };
  entries.set(key, entry);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/** Changes each time settings are saved in this process: caches of answers derived from them key on it. */
export function settingsVersion(): number {
  return settingsGeneration;
}

/** The main settings, reused for {@link SETTINGS_CACHE_MS}: for hot paths (settings calls, shop prices). */
export function getMainSettingsCached(db: Db, clock: Clock): Promise<MainSettings> {
  return cached(db, clock, 'main', () => getMainSettings(db));
}
export function getLegalSettingsCached(db: Db, clock: Clock): Promise<LegalSettings> {
  return cached(db, clock, 'legal', () => getLegalSettings(db));
}
export function getTemplateConfigCached(db: Db, clock: Clock): Promise<TemplateConfig> {
  return cached(db, clock, 'template', () => getTemplateConfig(db));
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

export async function saveMainSettings(db: Db, settings: StoredMainSettings, now: Instant): Promise<void> {
  settingsGeneration += 1;
  await saveSection(db, 'main', validated('main', storedMainSettingsSchema, settings), now);
}
export async function saveLegalSettings(db: Db, legal: LegalSettings, now: Instant): Promise<void> {
  settingsGeneration += 1;
  await saveSection(db, 'legal', validated('legal', legalSettingsSchema, legal), now);
}
export async function saveTemplateConfig(db: Db, template: TemplateConfig, now: Instant): Promise<void> {
  settingsGeneration += 1;
  await saveSection(db, 'template', validated('template', templateConfigSchema, template), now);
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
export async function saveOfferedLanguages(db: Db, offered: Language[], now: Instant): Promise<void> {
  await saveSection(db, 'languages', validated('languages', offeredLanguagesSchema, { offered }), now);
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
