import type { LinkableProviderId } from '@clubportal/contract/level-providers';
import type { LevelsConfig } from '../../../config.js';
import type { Clock } from '../../../lib/clock.js';
import { demoLevelProvider } from './demo-provider.js';
import type { LevelProvider } from './level-provider.js';
import { pandoraProvider } from './pandora.js';
import { worldPadelRatingProvider } from './world-padel-rating.js';

/** The adapter of a provider: its HTTP API when its base URL is configured, the demo's stand-in where the demo club loads, else none. */
export function levelProviderFor(config: LevelsConfig, id: LinkableProviderId, clock: Clock): LevelProvider | null {
  const baseUrl = id === 'pandora' ? config.pandoraBaseUrl : config.worldPadelRatingBaseUrl;
  if (baseUrl)
    return id === 'pandora'
      ? pandoraProvider({ baseUrl, timeoutMs: config.timeoutMs })
      : worldPadelRatingProvider({ baseUrl, timeoutMs: config.timeoutMs });
  return config.demoProviders ? demoLevelProvider(id, clock) : null;
}
