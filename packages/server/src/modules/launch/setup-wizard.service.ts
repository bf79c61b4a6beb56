import { currencyDecimals } from '@clubportal/contract/money';
import type { Language } from '@clubportal/contract/languages';
import { WIZARD_STEPS, type SetupWizard, type WizardBodies, type WizardStep } from '@clubportal/contract/staff-wizard';
import { changedFields, recordAudit } from '../../db/audit-log.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import type { RouteDeps } from '../../lib/route-types.js';
import { createBookingType, createResource, findCourtSet, hasBookableResource, updateCourtSet, weeklyHours } from '../bookings/index.js';
import { configuredProviderNames } from './payment-choices.js';
import {
  findLaunch,
  findLegalSettings,
  findMainSettings,
  findOfferedLanguages,
  findPaymentChoices,
  saveLegalSettings,
  savePaymentChoices,
  saveMainSettings,
  saveOfferedLanguages,
  saveWizardStep,
  setWizardCourtsType,
  type StoredMainSettings,
} from '../settings/index.js';
import { staffActor, type StaffPrincipal } from '../staff/index.js';
import { legalStartingTexts } from './legal-starting-texts.js';
import { clubState, missingOfSteps } from './go-live.service.js';

export type WizardDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'caches'>;

/**
 * What a club's main settings start from when the wizard saves its identity first: a Spanish club in Madrid
 * paying in euros, the portal's defaults. The later steps change each of them.
 */
const STARTING_SETTINGS: Omit<StoredMainSettings, 'name' | 'email'> = {
  description: '',
  phone: '',
  openHours: '',
  address: '',
  facebook: '',
  instagram: '',
  twitter: '',
  buttonsColor: '#0a7d4f',
  footerColor: '#1f2933',
  fontFamily: '',
  followUsText: '',
  CurrencySymbol: '€',
  currencyCode: 'EUR',
  decimalSeparator: ',',
  timeZone: 'Europe/Madrid',
  Culture: 'es-ES',
  Mainlogo: '',
  dateFormat: 'dd/MM/yyyy',
  Uploads: '/uploads/',
  RegisterOn: true,
  HeaderImage: '',
  hasShop: false,
  priceWithTaxes: true,
  coords: '',
  hasBookings: true,
  AllowDependentCustomerRegistration: false,
};

/** What each step writes into the main settings: the one map of wizard fields to settings fields. */
export const MAIN_SETTINGS_OF_STEP = {
  identity: (b: WizardBodies['identity']) => ({
    name: b.name,
    description: b.description,
    Mainlogo: b.logo,
    HeaderImage: b.headerImage,
    buttonsColor: b.buttonsColor,
    footerColor: b.footerColor,
    fontFamily: b.fontFamily,
    email: b.email,
    phone: b.phone,
    address: b.address,
    coords: b.coords,
    openHours: b.openHours,
    facebook: b.facebook,
    instagram: b.instagram,
    twitter: b.twitter,
    followUsText: b.followUsText,
  }),
  languages: (b: WizardBodies['languages']) => ({ Culture: b.default }),
  region: (b: WizardBodies['region']) => ({
    timeZone: b.timeZone,
    currencyCode: b.currencyCode,
    CurrencySymbol: b.currencySymbol,
    decimalSeparator: b.decimalSeparator,
    dateFormat: b.dateFormat,
    priceWithTaxes: b.pricesIncludeTaxes,
  }),
  features: (b: WizardBodies['features']) => ({
    RegisterOn: b.registrationOpen,
    AllowDependentCustomerRegistration: b.childAccounts,
    hasBookings: b.bookings,
    hasShop: b.shop,
  }),
} satisfies { [S in WizardStep]?: (body: WizardBodies[S]) => Partial<StoredMainSettings> };
type MainStep = keyof typeof MAIN_SETTINGS_OF_STEP;
const isMainStep = (step: WizardStep): step is MainStep => Object.hasOwn(MAIN_SETTINGS_OF_STEP, step);

/** The wizard as the console shows it: every step with what is saved (else starting values) and what it misses. */
export async function setupWizard(deps: WizardDeps, language: Language): Promise<SetupWizard> {
  const state = await clubState(deps);
  const { launch, main, legal, offered, courts, payments } = state;
  const settings = { ...STARTING_SETTINGS, name: '', email: '', ...main };
  const missing = missingOfSteps(state, language);
  const values: Record<WizardStep, Record<string, unknown>> = {
    identity: {
      name: settings.name,
      description: settings.description,
      logo: settings.Mainlogo,
      headerImage: settings.HeaderImage,
      buttonsColor: settings.buttonsColor,
      footerColor: settings.footerColor,
      fontFamily: settings.fontFamily,
      email: settings.email,
      phone: settings.phone,
      address: settings.address,
      coords: settings.coords,
      openHours: settings.openHours,
      facebook: settings.facebook,
      instagram: settings.instagram,
      twitter: settings.twitter,
      followUsText: settings.followUsText,
    },
    languages: { offered: offered ?? [settings.Culture], default: settings.Culture },
    region: {
      timeZone: settings.timeZone,
      currencyCode: settings.currencyCode,
      currencySymbol: settings.CurrencySymbol,
      decimalSeparator: settings.decimalSeparator,
      dateFormat: settings.dateFormat,
      pricesIncludeTaxes: settings.priceWithTaxes,
    },
    features: {
      registrationOpen: settings.RegisterOn,
      childAccounts: settings.AllowDependentCustomerRegistration,
      bookings: settings.hasBookings,
      shop: settings.hasShop,
    },
    // Saved texts, else starting texts in the club's language with its name, to edit.
    legal: legal ?? legalStartingTexts(settings.Culture as Language, { name: settings.name, email: settings.email }),
    payments: payments.choice,
    courts: await courtsValues(deps, launch.courtsBookingTypeId, courts, settings.currencyCode),
  };
  return {
    live: launch.live,
    steps: WIZARD_STEPS.map((step) => ({ step, savedAt: launch.wizard[step] ?? null, values: values[step], missing: missing[step] })),
    configuredPaymentProviders: payments.configured,
  };
}

/** A main-settings step: merged into what is stored (the starting settings when the identity comes first). */
async function saveMainStep(
  trx: Tx,
  step: MainStep,
  body: WizardBodies[MainStep],
  audit: (before: object, after: object) => Promise<void>,
) {
  const before = await findMainSettings(trx);
  if (!before && step !== 'identity') throw new AppError('conflict', 'wizardIdentityFirst');
  const change = (MAIN_SETTINGS_OF_STEP[step] as (b: WizardBodies[MainStep]) => Partial<StoredMainSettings>)(body);
  const after = { ...STARTING_SETTINGS, ...before, ...change } as StoredMainSettings;
  await audit(before ?? {}, after);
  return after;
}

/** Saves one step through the module that owns its data, in one unit of work with its audit record. */
export async function saveWizardStepBody<S extends WizardStep>(
  deps: WizardDeps,
  actor: StaffPrincipal,
  step: S,
  body: WizardBodies[S],
  ip: string,
): Promise<void> {
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const audit = (entity: string, entityId: string, before: object, after: object) =>
      recordAudit(
        trx,
        {
          actor: staffActor(actor),
          action: `wizard.${step}`,
          entity,
          entityId,
          ...changedFields(before as Record<string, unknown>, after as Record<string, unknown>),
          ip,
        },
        now,
      );
    if (step === 'languages') {
      const languages = body as WizardBodies['languages'];
      if (!languages.offered.includes(languages.default)) throw new AppError('bad_request', 'wizardDefaultNotOffered');
      const before = await findOfferedLanguages(trx);
      await saveOfferedLanguages({ db: trx, caches: deps.caches }, [...new Set(languages.offered)], now);
      await audit('settings', 'languages', { offered: before ?? null }, { offered: languages.offered });
    }
    if (isMainStep(step)) {
      const after = await saveMainStep(trx, step, body as WizardBodies[MainStep], (b, a) => audit('settings', 'main', b, a));
      await saveMainSettings({ db: trx, caches: deps.caches }, after, now);
    } else if (step === 'legal') {
      const before = await findLegalSettings(trx);
      await saveLegalSettings({ db: trx, caches: deps.caches }, body as WizardBodies['legal'], now);
      await audit('settings', 'legal', before ?? {}, body as object);
    } else if (step === 'payments') {
      const chosen = body as WizardBodies['payments'];
      const configured = configuredProviderNames(deps);
      const unknown = chosen.offered.find((name) => !configured.includes(name));
      if (unknown !== undefined) throw new AppError('bad_request', 'wizardProviderNotConfigured', { provider: unknown });
      const choices = { withdrawn: configured.filter((name) => !chosen.offered.includes(name)), payAtClub: chosen.payAtClub };
      const before = await findPaymentChoices(trx);
      await savePaymentChoices(trx, choices, now);
      await audit('settings', 'payments', before ?? {}, choices);
    } else if (step === 'courts') {
      const courts = body as WizardBodies['courts'];
      const currency = (await findMainSettings(trx))?.currencyCode ?? STARTING_SETTINGS.currencyCode;
      const minorUnits = 10 ** currencyDecimals(currency);
      const { courtsBookingTypeId } = await findLaunch(trx);
      if (courtsBookingTypeId !== null) {
        // Revisited: the courts it created are edited (names, hours, base prices) and new ones added.
        const before = await findCourtSet(trx, courtsBookingTypeId);
        const prices = courts.prices.map((p) => ({ durationMinutes: p.durationMinutes, price: Math.round(p.price * minorUnits) }));
        const after = await updateCourtSet(trx, deps.caches, courtsBookingTypeId, { ...courts, prices });
        await audit('booking_type', String(courtsBookingTypeId), before ?? {}, after);
      } else {
        if (await hasBookableResource(trx)) throw new AppError('conflict', 'wizardCourtsSaved');
        const id = await createFirstCourts(trx, courts, minorUnits);
        await setWizardCourtsType(trx, id);
        await audit('booking_type', String(id), {}, courts);
      }
    }
    await saveWizardStep(trx, step, now);
  });
}

/** One sport's booking type and its courts, open the given hours, at one price per duration all week. */
async function createFirstCourts(trx: Tx, body: WizardBodies['courts'], minorUnits: number): Promise<number> {
  const resourceType = `court-${body.sport
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)}`;
  const hours = weeklyHours(body.hours);
  for (const [i, court] of body.courts.entries()) await createResource(trx, { name: court.name, resourceType, sortOrder: i + 1 }, hours);
  const durations = body.prices.map((p) => p.durationMinutes);
  const { id } = await createBookingType(trx, {
    name: body.sport,
    category: body.sport,
    durations,
    maxParticipants: body.players,
    mainResourceType: resourceType,
    prices: body.prices.map((p) => ({
      durationMinutes: p.durationMinutes,
      from: '00:00',
      to: '24:00',
      price: Math.round(p.price * minorUnits),
    })),
  });
  return id;
}

/**
 * The courts step's values: the courts it created as they are now (prices in the currency's units), else
 * starting values; `elsewhere` when the club has courts the wizard did not create (the catalogue edits those).
 */
async function courtsValues(deps: WizardDeps, bookingTypeId: number | null, bookable: boolean, currency: string) {
  const set = bookingTypeId === null ? undefined : await findCourtSet(deps.db, bookingTypeId);
  if (set) {
    const minorUnits = 10 ** currencyDecimals(currency);
    return { ...set, prices: set.prices.map((p) => ({ ...p, price: p.price / minorUnits })), elsewhere: false };
  }
  return {
    sport: '',
    players: 4,
    courts: [{ name: '' }],
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '09:00', close: '22:00' })),
    prices: [{ durationMinutes: 60, price: 0 }],
    elsewhere: bookable,
  };
}
