import type { LinkableProviderId } from '@clubportal/contract/level-providers';

/**
 * A rating provider the levels page reads (Pandora, World Padel Rating): one adapter per provider in this
 * folder, each speaking its provider's HTTP JSON API from a configurable base URL, plus the demo's in-process
 * stand-in. Nothing outside this folder knows a provider's protocol.
 *
 * The link flow: `linkUrl` gives the page where the member signs in at the provider; the provider sends them
 * back to `returnUrl?user_id=<their id>` (our /levels/link-to-provider/{provider} page), which posts the id;
 * `confirmUser` checks the provider knows that id before we keep it.
 *
 * @example
 * const provider = levelProviderFor(config, 'pandora', clock);
 * const url = await provider.linkUrl({ returnUrl: 'https://club.example/levels/link-to-provider/pandora', customerId: 7 });
 * const changes = await provider.history('PAN-1001'); // newest first; null: the provider does not know the id
 */
export interface LevelProvider {
  readonly id: LinkableProviderId;
  linkUrl(input: { returnUrl: string; customerId: number }): Promise<string>;
  confirmUser(userId: string): Promise<boolean>;
  history(userId: string): Promise<ProviderLevelChange[] | null>;
}

/** One change of a player's level at the provider, on the provider's own scale. */
export type ProviderLevelChange = { at: string; oldLevel: number; newLevel: number; comments: string };

/** The provider did not answer in time, could not be reached, or answered something that is not its protocol. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: LinkableProviderId,
    reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderUnavailable';
  }
}

/** A JSON call to a provider with a deadline; any failure to get an answer is ProviderUnavailable. */
export async function providerCall(
  provider: LinkableProviderId,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (err) {
    throw new ProviderUnavailable(provider, err instanceof Error ? err.message : String(err));
  }
  const text = await res.text().catch(() => '');
  if (res.status >= 500) throw new ProviderUnavailable(provider, `answered ${res.status}`);
  try {
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  } catch {
    throw new ProviderUnavailable(provider, 'answered something that is not JSON');
  }
}
