import { z } from 'zod';
import { ProviderUnavailable, providerCall, type LevelProvider } from './level-provider.js';

/**
 * Sources (issue 29 section 4): Pandora publishes no API documentation we could find (searched the public docs,
 * pages and code indexes for "Pandora padel rating API", 2026-11-28: nothing from Pandora itself). The protocol
 * below is therefore assumed, as the README's "Rating providers" says; change this adapter (and its fake,
 * test/level-provider-fakes.ts) once Pandora gives the club its documentation.
 *
 * Pandora's player API as assumed (JSON over HTTPS, base URL PANDORA_BASE_URL):
 * - `POST /v1/link-requests` `{ "redirect_uri": "<our link page>" }` -> 201 `{ "authorize_url": "..." }`: the page
 *   where the player signs in; Pandora then sends them to `redirect_uri?user_id=<player id>`.
 * - `GET /v1/players/{id}` -> 200 `{ "id", "name", "level" }`, or 404 for an unknown player.
 * - `GET /v1/players/{id}/level-history` -> 200 `{ "items": [{ "date", "previous_level", "level", "reason" }] }`
 *   (ISO dates, levels as decimals on Pandora's scale, any order), or 404.
 */
const linkAnswer = z.object({ authorize_url: z.url() });
const historyAnswer = z.object({
  items: z.array(
    z.object({ date: z.iso.datetime({ offset: true }), previous_level: z.number(), level: z.number(), reason: z.string().nullish() }),
  ),
});

export function pandoraProvider(opts: { baseUrl: string; timeoutMs: number }): LevelProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const call = (path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) =>
    providerCall('pandora', `${base}${path}`, { ...init, timeoutMs: opts.timeoutMs });
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ProviderUnavailable('pandora', 'answered outside its protocol');
    return parsed.data;
  };
  return {
    id: 'pandora',
    async linkUrl({ returnUrl }) {
      const res = await call('/v1/link-requests', { method: 'POST', body: { redirect_uri: returnUrl } });
      if (res.status !== 200 && res.status !== 201) throw new ProviderUnavailable('pandora', `link request answered ${res.status}`);
      return parse(linkAnswer, res.body).authorize_url;
    },
    async confirmUser(userId) {
      const res = await call(`/v1/players/${encodeURIComponent(userId)}`);
      if (res.status === 404) return false;
      if (res.status !== 200) throw new ProviderUnavailable('pandora', `player answered ${res.status}`);
      return true;
    },
    async history(userId) {
      const res = await call(`/v1/players/${encodeURIComponent(userId)}/level-history`);
      if (res.status === 404) return null;
      if (res.status !== 200) throw new ProviderUnavailable('pandora', `history answered ${res.status}`);
      return parse(historyAnswer, res.body)
        .items.map((i) => ({ at: new Date(i.date).toISOString(), oldLevel: i.previous_level, newLevel: i.level, comments: i.reason ?? '' }))
        .sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}
