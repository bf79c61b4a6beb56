import { z } from 'zod';
import { ProviderUnavailable, providerCall, type LevelProvider } from './level-provider.js';

/**
 * Sources (issue 29 section 4): World Padel Rating publishes no API documentation we could find (searched the
 * public docs, pages and code indexes, 2026-11-28). The nearest public one, WeCourts' "WPPR API"
 * (https://developers.wecourts.com/docs/changelog: `GET /v1/players/search/contextual`, `POST /v1/matches/verified`,
 * players as `wppr_id` with a decimal `rating`), is another provider's, so it is not what this adapter speaks.
 * The protocol below is assumed, as the README's "Rating providers" says; change this adapter (and its fake,
 * test/level-provider-fakes.ts) once World Padel Rating gives the club its documentation.
 *
 * World Padel Rating's API as assumed (JSON over HTTPS, base URL WORLD_PADEL_RATING_BASE_URL):
 * - `GET /api/v2/connect?return_to=<our link page>` -> 200 `{ "connect_url": "..." }`: the page where the player
 *   signs in; WPR then sends them to `return_to?user_id=<player id>`.
 * - `GET /api/v2/ratings/{playerId}` -> 200 `{ "player_id", "rating", "changes": [{ "changed_at", "rating_before",
 *   "rating_after", "event" }] }` (newest first), or 404 `{ "error": "player_not_found" }`.
 */
const connectAnswer = z.object({ connect_url: z.url() });
const ratingAnswer = z.object({
  player_id: z.string(),
  rating: z.number().nullable(),
  changes: z.array(
    z.object({
      changed_at: z.iso.datetime({ offset: true }),
      rating_before: z.number(),
      rating_after: z.number(),
      event: z.string().nullish(),
    }),
  ),
});

export function worldPadelRatingProvider(opts: { baseUrl: string; timeoutMs: number }): LevelProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const call = (path: string) => providerCall('world-padel-rating', `${base}${path}`, { timeoutMs: opts.timeoutMs });
  const rating = async (userId: string) => {
    const res = await call(`/api/v2/ratings/${encodeURIComponent(userId)}`);
    if (res.status === 404) return null;
    const parsed = res.status === 200 ? ratingAnswer.safeParse(res.body) : null;
    if (!parsed?.success) throw new ProviderUnavailable('world-padel-rating', `rating answered ${res.status}`);
    return parsed.data;
  };
  return {
    id: 'world-padel-rating',
    async linkUrl({ returnUrl }) {
      const res = await call(`/api/v2/connect?return_to=${encodeURIComponent(returnUrl)}`);
      const parsed = res.status === 200 ? connectAnswer.safeParse(res.body) : null;
      if (!parsed?.success) throw new ProviderUnavailable('world-padel-rating', `connect answered ${res.status}`);
      return parsed.data.connect_url;
    },
    async confirmUser(userId) {
      return (await rating(userId)) !== null;
    },
    async history(userId) {
      const r = await rating(userId);
      if (!r) return null;
      return r.changes
        .map((c) => ({
          at: new Date(c.changed_at).toISOString(),
          oldLevel: c.rating_before,
          newLevel: c.rating_after,
          comments: c.event ?? '',
        }))
        .sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}
