import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './local-server.js';

/**
 * Stand-ins for the rating providers' APIs, written from their protocols (modules/levels/providers/pandora.ts
 * and world-padel-rating.ts document them) rather than from our adapters: players and their level changes
 * in memory, the link call answering the provider's sign-in page. `down` makes every call answer 503;
 * `hang` makes them never answer (the adapter's deadline must cut them).
 */
type Change = { at: string; before: number; after: number; note: string };

abstract class RatingFake {
  readonly players = new Map<string, Change[]>();
  readonly calls: string[] = [];
  down = false;
  hang = false;
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.receive(req, res));
    return listenLocally(this.server);
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await closeServer(this.server);
  }

  protected send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async receive(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    this.calls.push(`${req.method} ${url.pathname}`);
    if (this.hang) {
      this.hanging.add(res);
      return;
    }
    if (this.down) return this.send(res, 503, { error: 'maintenance' });
    this.handle(req.method ?? 'GET', url, text ? (JSON.parse(text) as Record<string, unknown>) : {}, res);
  }

  protected abstract handle(method: string, url: URL, body: Record<string, unknown>, res: ServerResponse): void;
}

/** Pandora: POST /v1/link-requests, GET /v1/players/{id}, GET /v1/players/{id}/level-history. */
export class PandoraFake extends RatingFake {
  protected handle(method: string, url: URL, body: Record<string, unknown>, res: ServerResponse) {
    if (method === 'POST' && url.pathname === '/v1/link-requests') {
      const redirect = typeof body.redirect_uri === 'string' ? body.redirect_uri : '';
      if (!redirect) return this.send(res, 400, { error: 'redirect_uri required' });
      return this.send(res, 201, { authorize_url: `https://pandora.example/connect?redirect_uri=${encodeURIComponent(redirect)}` });
    }
    const m = /^\/v1\/players\/([^/]+)(\/level-history)?$/.exec(url.pathname);
    const changes = m ? this.players.get(decodeURIComponent(m[1]!)) : undefined;
    if (method !== 'GET' || !m) return this.send(res, 404, { error: 'not_found' });
    if (!changes) return this.send(res, 404, { error: 'player_not_found' });
    if (!m[2]) return this.send(res, 200, { id: m[1], name: 'Player', level: changes[0]?.after ?? null });
    // Pandora lists oldest first; the adapter orders them.
    return this.send(res, 200, {
      items: [...changes].reverse().map((c) => ({ date: c.at, previous_level: c.before, level: c.after, reason: c.note })),
    });
  }
}

/** World Padel Rating: GET /api/v2/connect?return_to=, GET /api/v2/ratings/{playerId}. */
export class WorldPadelRatingFake extends RatingFake {
  protected handle(method: string, url: URL, _body: Record<string, unknown>, res: ServerResponse) {
    if (method === 'GET' && url.pathname === '/api/v2/connect') {
      const back = url.searchParams.get('return_to');
      if (!back) return this.send(res, 400, { error: 'return_to required' });
      return this.send(res, 200, { connect_url: `https://worldpadelrating.example/connect?return_to=${encodeURIComponent(back)}` });
    }
    const m = /^\/api\/v2\/ratings\/([^/]+)$/.exec(url.pathname);
    const changes = m ? this.players.get(decodeURIComponent(m[1]!)) : undefined;
    if (method !== 'GET' || !m || !changes) return this.send(res, 404, { error: 'player_not_found' });
    return this.send(res, 200, {
      player_id: m[1],
      rating: changes[0]?.after ?? null,
      changes: changes.map((c) => ({ changed_at: c.at, rating_before: c.before, rating_after: c.after, event: c.note })),
    });
  }
}
