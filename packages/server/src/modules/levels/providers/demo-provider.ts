import { createHash } from 'node:crypto';
import type { LinkableProviderId } from '@clubportal/contract/level-providers';
import type { Clock } from '../../../lib/clock.js';
import type { LevelProvider, ProviderLevelChange } from './level-provider.js';

/**
 * The demo club's stand-in for a provider when its base URL is not configured (the quick start only): it
 * answers in-process, so the levels page works offline. Linking goes straight back to our link page with a
 * made-up id (`PAN-<customer>` or `WPR-<customer>`); every such id has a history of six monthly changes,
 * the same for the same id, ending last week.
 */
const PREFIX: Record<LinkableProviderId, string> = { pandora: 'PAN', 'world-padel-rating': 'WPR' };
const EVENTS: Record<LinkableProviderId, string[]> = {
  pandora: ['Liga de otoño', 'Americano del club', 'Torneo social', 'Partido de liga', 'Ranking mensual', 'Torneo de primavera'],
  'world-padel-rating': ['WPR Open Madrid', 'Circuito regional', 'Ranking update', 'WPR Challenger', 'Circuito regional', 'Ranking update'],
};

/** The id the demo's stand-in gives a customer when they link (the seed links the demo member's Pandora account with it). */
export const demoUserId = (id: LinkableProviderId, customerId: number) => `${PREFIX[id]}-${customerId}`;

export function demoLevelProvider(id: LinkableProviderId, clock: Clock): LevelProvider {
  const pattern = new RegExp(`^${PREFIX[id]}-\\d{1,10}$`);
  return {
    id,
    async linkUrl({ returnUrl, customerId }) {
      // The stand-in "provider" sends the member straight back to the portal's page, with the link's state.
      const back = new URL(returnUrl);
      back.searchParams.set('user_id', demoUserId(id, customerId));
      return `${back.pathname}${back.search}`;
    },
    async confirmUser(userId) {
      return pattern.test(userId);
    },
    async history(userId) {
      if (!pattern.test(userId)) return null;
      const bytes = createHash('sha256').update(`${id}:${userId}`).digest();
      // World Padel Rating rates from 1 to 10, Pandora from 1 to 7 (a demo's reading of their scales).
      let level = id === 'pandora' ? 250 + (bytes[0]! % 150) : 400 + (bytes[0]! % 300);
      const now = clock.now().getTime();
      const changes: ProviderLevelChange[] = [];
      for (let i = 5; i >= 0; i -= 1) {
        const step = (bytes[i + 1]! % 31) - 12;
        const at = new Date(now - (7 + i * 30) * 86_400_000).toISOString();
        changes.push({ at, oldLevel: level / 100, newLevel: (level + step) / 100, comments: EVENTS[id][i]! });
        level += step;
      }
      return changes.reverse();
    },
  };
}
