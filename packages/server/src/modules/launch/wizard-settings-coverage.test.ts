import { mainSettingsSchema } from '@clubportal/contract/settings';
import { WIZARD_BODIES } from '@clubportal/contract/staff-wizard';
import { describe, expect, it } from 'vitest';
import { MAIN_SETTINGS_OF_STEP } from './setup-wizard.service.js';

// Issue 31 §5: every field the public portal reads from the main settings has an editor in the wizard, or is
// named here with the reason it is not edited there.
const NOT_EDITED_IN_THE_WIZARD: Record<string, string> = {
  gallery: "derived: the club's gallery files (file uploads of CZConfig), edited with the content, not a settings field",
  Uploads: 'the base path of uploaded files: the server serves them at /uploads/, not a choice of the club',
};

const SAMPLE_BODIES = {
  identity: { name: 'Club', buttonsColor: '#111111', footerColor: '#222222', email: 'club@club.example' },
  languages: { offered: ['es-ES'], default: 'es-ES' },
  region: {
    timeZone: 'Europe/Madrid',
    currencyCode: 'EUR',
    currencySymbol: '€',
    decimalSeparator: ',',
    dateFormat: 'dd/MM/yyyy',
    pricesIncludeTaxes: true,
  },
  features: { registrationOpen: true, childAccounts: false, bookings: true, shop: true },
};

describe('the wizard edits the main settings', () => {
  it('writes every field of the public answer, or says why not', () => {
    const written = new Map<string, string>();
    for (const [step, toSettings] of Object.entries(MAIN_SETTINGS_OF_STEP)) {
      const body = WIZARD_BODIES[step as keyof typeof MAIN_SETTINGS_OF_STEP].parse(SAMPLE_BODIES[step as keyof typeof SAMPLE_BODIES]);
      for (const field of Object.keys((toSettings as (b: unknown) => object)(body))) written.set(field, step);
    }
    const fields = Object.keys(mainSettingsSchema.shape);
    const unaccounted = fields.filter((field) => !written.has(field) && !Object.hasOwn(NOT_EDITED_IN_THE_WIZARD, field));
    expect(unaccounted).toEqual([]);
    // Nothing is listed both ways, and no step writes a field the public answer does not carry.
    expect(Object.keys(NOT_EDITED_IN_THE_WIZARD).filter((field) => written.has(field))).toEqual([]);
    expect([...written.keys()].filter((field) => !fields.includes(field))).toEqual([]);
  });
});
