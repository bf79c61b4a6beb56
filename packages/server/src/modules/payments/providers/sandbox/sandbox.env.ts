import { z } from 'zod';
import { optionalVariable } from '../../../../lib/env-variables.js';
import type { ProviderEnv } from '../../provider-module.js';

const variables = { SANDBOX_ENABLED: optionalVariable(z.enum(['true', 'false'])) };

/**
 * The development card gateway page: on by default where the demo club loads (the quick start, so a new user
 * can buy locally), never in production.
 */
export const sandboxEnv: ProviderEnv<typeof variables, true> = {
  variables,
  settings: (e, { production, demo }) =>
    !production && (e.SANDBOX_ENABLED === undefined ? demo : e.SANDBOX_ENABLED === 'true') ? true : undefined,
};
