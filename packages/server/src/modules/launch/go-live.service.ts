import { isLanguage, type Language } from '@clubportal/contract/languages';
import type { LegalSettings } from '@clubportal/contract/settings';
import { WIZARD_STEPS, type WizardStep } from '@clubportal/contract/staff-wizard';
import { recordAudit } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import { renderMessage, type MessageKey } from '../../lib/messages.js';
import { hasBookableResource } from '../bookings/index.js';
import { ensureStandardForms } from '../dynamic-forms/index.js';
import {
  findLaunch,
  findLegalSettings,
  findMainSettings,
  findOfferedLanguages,
  findPaymentChoices,
  setLive,
  type StoredMainSettings,
} from '../settings/index.js';
import { staffActor, type StaffPrincipal } from '../staff/index.js';
import { paymentsOffered } from './payment-choices.js';
import type { WizardDeps } from './setup-wizard.service.js';

type ClubState = {
  launch: Awaited<ReturnType<typeof findLaunch>>;
  main: StoredMainSettings | undefined;
  legal: LegalSettings | undefined;
  offered: Language[] | undefined;
  courts: boolean;
  payments: ReturnType<typeof paymentsOffered>;
};

/**
 * What each step still misses before the club can go live, as sentences in `language`. A step counts as done
 * once the wizard saved it (or, for the languages and the region, once the club is live); the legal texts and the
 * courts are checked where they live (the demo, or a club that ran before the wizard, has them without a step).
 */
export function missingOfSteps(state: ClubState, language: Language): Record<WizardStep, string[]> {
  const saved = (step: WizardStep) => state.launch.wizard[step] !== undefined;
  const missing = (done: boolean, key: MessageKey) => (done ? [] : [renderMessage(key, {}, language)]);
  return {
    identity: missing(Boolean(state.main?.name && state.main.email), 'launchMissingIdentity'),
    // A club already live chose its default language, time zone and currency before the wizard existed.
    languages: missing(saved('languages') || state.offered !== undefined || state.launch.live, 'launchMissingLanguages'),
    region: missing(saved('region') || state.launch.live, 'launchMissingRegion'),
    features: [],
    legal: missing(state.legal !== undefined && Object.values(state.legal).every((text) => text.trim() !== ''), 'launchMissingLegal'),
    // A way to pay: an offered online provider configured in the environment, or paying at the club.
    payments: missing(state.payments.choice.offered.length > 0 || state.payments.choice.payAtClub, 'launchMissingPayments'),
    courts: missing(state.courts, 'launchMissingCourts'),
  };
}

export async function clubState(deps: WizardDeps): Promise<ClubState> {
  const [launch, main, legal, offered, courts, choices] = await Promise.all([
    findLaunch(deps.db),
    findMainSettings(deps.db),
    findLegalSettings(deps.db),
    findOfferedLanguages(deps.db),
    hasBookableResource(deps.db),
    findPaymentChoices(deps.db),
  ]);
  return { launch, main, legal, offered, courts, payments: paymentsOffered(deps, choices) };
}

/** Everything still missing before the club can go live, in the staff member's language; empty when it can. */
export async function goLiveChecklist(deps: WizardDeps, language: Language): Promise<{ live: boolean; missing: string[] }> {
  const state = await clubState(deps);
  const missing = WIZARD_STEPS.flatMap((step) => missingOfSteps(state, language)[step]);
  return { live: state.launch.live, missing };
}

/**
 * Takes the club live: refused with the checklist's list until nothing required is missing. Creates the
 * standard registration forms in the club's language if it has none (a club without the demo). Audited.
 */
export async function goLive(deps: WizardDeps, actor: StaffPrincipal, ip: string): Promise<void> {
  const { live, missing } = await goLiveChecklist(deps, actor.language);
  if (live) throw new AppError('conflict', 'launchAlreadyLive');
  if (missing.length) throw new AppError('conflict', 'launchNotReady', { missing: missing.join('; ') });
  await unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    if (!(await setLive(trx, now))) throw new AppError('conflict', 'launchAlreadyLive');
    const culture = (await findMainSettings(trx))?.Culture;
    const forms = await ensureStandardForms(trx, isLanguage(culture) ? culture : 'es-ES');
    await recordAudit(
      trx,
      {
        actor: staffActor(actor),
        action: 'club.go_live',
        entity: 'club',
        entityId: 1,
        before: { live: false },
        after: { live: true, ...(forms.length ? { standardForms: forms } : {}) },
        ip,
      },
      now,
    );
  });
}
