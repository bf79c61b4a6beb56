import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isLinkable, type LevelProviderId, type LevelsAnswer, type LinkableProviderId } from '@clubportal/contract/level-providers';
import { levelFromHundredths } from '@clubportal/contract/levels';
import type { Language } from '@clubportal/contract/languages';
import type { AppConfig } from '../../config.js';
import type { Db, Executor } from '../../db/dialect.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { renderMessage } from '../../lib/messages.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { authorizeCustomer } from '../accounts/index.js';
import { clubLevelsOf } from './levels.service.js';
import { deleteProviderLink, findLevelHistory, findProviderLink, saveProviderLink } from './level-history.repository.js';
import { demoUserId } from './providers/demo-provider.js';
import { levelProviderFor } from './providers/provider-registry.js';
import { ProviderUnavailable, type LevelProvider } from './providers/level-provider.js';

/**
 * The levels page's calls (spec section 7): a member's level changes from a rating provider once linked,
 * the link URL and the link itself, and the club's own history (provider `club`). Only the member's own id
 * or a linked child's; a provider that is down is told in words (503), never a 500.
 */
export type LevelsDeps = { db: Db; clock: Clock; config: Pick<AppConfig, 'publicUrl' | 'levels' | 'jwtSecret'> };

/** How long the member has to come back from the provider with the link's state. */
const LINK_STATE_MINUTES = 30;

/**
 * The link's `state`: who started it (customer), for which provider, until when; HMAC-signed. The provider
 * sends it back with the member's id, so a link crafted by someone else (their state names them) plants
 * nothing on whoever opens it.
 */
function linkState(deps: LevelsDeps, customerId: number, provider: LinkableProviderId): string {
  const until = Math.floor(deps.clock.now().getTime() / 1000) + LINK_STATE_MINUTES * 60;
  const body = Buffer.from(JSON.stringify({ c: customerId, p: provider, e: until, n: randomBytes(8).toString('hex') })).toString(
    'base64url',
  );
  return `${body}.${stateSignature(deps, body)}`;
}
const stateSignature = (deps: LevelsDeps, body: string) =>
  createHmac('sha256', deps.config.jwtSecret).update(`level-link:${body}`).digest('base64url');

function checkLinkState(deps: LevelsDeps, state: string, customerId: number, provider: LinkableProviderId): void {
  const [body = '', signature = ''] = state.split('.');
  const expected = Buffer.from(stateSignature(deps, body));
  const given = Buffer.from(signature);
  let claims: { c?: unknown; p?: unknown; e?: unknown } = {};
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      claims = {};
    }
  }
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  if (claims.c !== customerId || claims.p !== provider || typeof claims.e !== 'number' || claims.e < now)
    throw new AppError('bad_request', 'levelLinkNotYours', { provider: PROVIDER_NAMES[provider] });
}

/** Where a member may be sent to link: the provider's https address, or a page of the portal itself. */
function safeLinkAddress(url: string, provider: LinkableProviderId): string {
  const own = url.startsWith('/') && !url.startsWith('//');
  if (own) return url;
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (parsed?.protocol !== 'https:') throw new AppError('unavailable', 'levelProviderUnavailable', { provider: PROVIDER_NAMES[provider] });
  return parsed.toString();
}

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
  const state = linkState(deps, customer.id, provider);
  const returnUrl = `${deps.config.publicUrl}/levels/link-to-provider/${provider}?state=${encodeURIComponent(state)}`;
  return safeLinkAddress(await ask(provider, () => adapter.linkUrl({ returnUrl, customerId: customer.id })), provider);
}

/** POST .../link: keeps the provider's id for the member once the provider confirms it knows it (a new link replaces the old). */
export async function linkProvider(
  deps: LevelsDeps,
  session: SessionClaims | null,
  customerId: number,
  provider: LevelProviderId,
  link: { userId: string; state: string },
): Promise<void> {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  if (!isLinkable(provider)) throw new AppError('bad_request', 'levelClubNeedsNoLink');
  checkLinkState(deps, link.state, customer.id, provider);
  const { userId } = link;
  const adapter = providerOf(deps, provider);
  if (!(await ask(provider, () => adapter.confirmUser(userId))))
    throw new AppError('bad_request', 'levelProviderUnknownUser', { provider: PROVIDER_NAMES[provider] });
  await saveProviderLink(deps.db, { customerId: customer.id, provider, userId, now: nowInstant(deps.clock) });
}

/** DELETE .../link: the member's account at the provider is no longer read (they can link again). */
export async function unlinkProvider(deps: LevelsDeps, session: SessionClaims | null, customerId: number, provider: LevelProviderId) {
  const customer = await authorizeCustomer(deps.db, session, customerId);
  if (!isLinkable(provider)) throw new AppError('bad_request', 'levelClubNeedsNoLink');
  await deleteProviderLink(deps.db, customer.id, provider);
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
