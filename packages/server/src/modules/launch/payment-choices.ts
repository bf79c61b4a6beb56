import type { PaymentChoices } from '../settings/index.js';
import { onlineProviders } from '../payments/index.js';
import type { WizardDeps } from './setup-wizard.service.js';

/** The online providers this server is configured for, by name (their secrets stay in its environment). */
export function configuredProviderNames(deps: Pick<WizardDeps, 'config' | 'clock'>): string[] {
  return [...onlineProviders(deps.config, deps.clock).values()].map((p) => p.name);
}

/**
 * What the checkout offers by the club's choices: configured providers not withdrawn, and paying at the club
 * (the club's choice once made, else the server's PENDING_ENABLED), as the wizard shows and the checklist checks.
 */
export function paymentsOffered(deps: Pick<WizardDeps, 'config' | 'clock'>, choices: PaymentChoices | undefined) {
  const configured = configuredProviderNames(deps);
  const offered = configured.filter((name) => !choices?.withdrawn.includes(name));
  return { configured, saved: choices !== undefined, choice: { offered, payAtClub: choices?.payAtClub ?? deps.config.payments.pending } };
}
