import { isLinkable, type LevelProviderId, type LevelsAnswer, type LinkableProviderId } from '@clubportal/contract/level-providers';
import { levelFromHundredths } from '@clubportal/contract/levels';
import type { Language } from '@clubportal/contract/languages';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { renderMessage } from '../../lib/messages.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/access.service.js';
import { clubLevelsOf } from './levels.service.js';
import { findLevelHistory, findProviderLink, saveProviderLink } from './level-history.repository.js';
import { demoUserId } from './providers/demo-provider.js';
import { levelProviderFor } from './providers/provider-registry.js';
import { ProviderUnavailable, type LevelProvider } from './providers/level-provider.js';

/**
 * The levels page's calls (spec section 7): a member's level changes from a rating provider once linked,
 * the link URL and the link itself, and the club's own history (provider `club`). Only the member's own id
 * or a linked child's; a provider that is down is told in words (503), never a 500.
 */
export type LevelsDeps = { db: Db; clock: Clock; config: Pick<AppConfig, 'publicUrl' | 'levels'> };

const PROVIDER_NAMES: Record<LinkableProviderId, string> = { pandora: 'Pandora', 'world-padel-rating': 'World Padel Rating' };

function providerOf(deps: LevelsDeps, id: LinkableProviderId): LevelProvider {
  const provider = levelProviderFor(deps.config.levels, id, deps.clock);
  if (!provider) throw new AppError('unavailable', 'levelProviderNotConfigured', { provider: PROVIDER_NAMES[id] });
  return provider;
}

/** A provider call; its being down becomes the member's sentence. */
async function ask<T>(id: LinkableProviderId, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw new AppError('unavailable', 'levelProviderUnavailable', { provider: PROVIDER_NAMES[id] });
    throw err;
  }
}

/** GET /api/publicbookings/levels/{customerId}/provider/{provider} */
export async function customerLevels(
  deps: LevelsDeps,
  session: SessionClaims | null,
  customerId: number,
  provider: LevelProviderId,
  language: Language,
): Promise<LevelsAnswer> {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  if (!isLinkable(provider)) {
    const [rows, levels] = await Promise.all([findLevelHistory(deps.db, customer.id), clubLevelsOf(deps.db, [customer.id])]);
    const level = levels.get(customer.id);
    return {
      provider,
      linked: true,
      level: level === undefined ? null : levelFromHundredths(level),
      records: rows.map((r) => ({
        comments: r.score ? renderMessage('levelResultComment', { score: r.score, opponents: r.opponents }, language) : '',
        oldLevel: levelFromHundredths(r.old_level_hundredths),
        newLevel: levelFromHundredths(r.new_level_hundredths),
        created: r.created_at,
      })),
    };
  }
  const link = await findProviderLink(deps.db, customer.id, provider);
  if (!link) return { provider, linked: false, level: null, records: [] };
  const adapter = providerOf(deps, provider);
  const changes = (await ask(provider, () => adapter.history(link.user_id))) ?? [];
  return {
    provider,
    linked: true,
    level: changes[0]?.newLevel ?? null,
    records: changes.map((c) => ({ comments: c.comments, oldLevel: c.oldLevel, newLevel: c.newLevel, created: c.at })),
  };
}

/** GET .../link: where the member signs in at the provider, which sends them back to our link page. */
export async function providerLinkUrl(
  deps: LevelsDeps,
  session: SessionClaims | null,
  customerId: number,
  provider: LevelProviderId,
): Promise<string> {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  if (!isLinkable(provider)) throw new AppError('bad_request', 'levelClubNeedsNoLink');
  const adapter = providerOf(deps, provider);
  return ask(provider, () =>
    adapter.linkUrl({ returnUrl: `${deps.config.publicUrl}/levels/link-to-provider/${provider}`, customerId: customer.id }),
  );
}

/** POST .../link: keeps the provider's id for the member once the provider confirms it knows it (a new link replaces the old). */
export async function linkProvider(
  deps: LevelsDeps,
  session: SessionClaims | null,
  customerId: number,
  provider: LevelProviderId,
  userId: string,
): Promise<void> {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  if (!isLinkable(provider)) throw new AppError('bad_request', 'levelClubNeedsNoLink');
  const adapter = providerOf(deps, provider);
  if (!(await ask(provider, () => adapter.confirmUser(userId))))
    throw new AppError('bad_request', 'levelProviderUnknownUser', { provider: PROVIDER_NAMES[provider] });
  await saveProviderLink(deps.db, { customerId: customer.id, provider, userId, now: nowInstant(deps.clock) });
}

/** The demo club's member arrives with their account at the demo's stand-in of this provider linked (db/seed). */
export async function linkDemoAccount(
  db: Executor,
  link: { customerId: number; provider: LinkableProviderId; now: Instant },
): Promise<void> {
  await saveProviderLink(db, {
    customerId: link.customerId,
    provider: link.provider,
    userId: demoUserId(link.provider, link.customerId),
    now: link.now,
  });
}
