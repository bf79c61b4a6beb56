import { doorPublicKeyResponseSchema, doorRevocationsResponseSchema } from '@clubportal/contract/door';
import { okOnlySchema } from '@clubportal/contract/api-result';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { endSessionCard } from './door-credentials.service.js';
import { doorPublicKey, doorRevocations, type DoorStandings } from './door-revocations.service.js';

const tags = ['door'];

/** What door controllers fetch to check door credentials offline, and a member's way to end their own codes. */
export async function doorRoutes(app: App, deps: RouteDeps, standings: DoorStandings) {
  app.get(
    '/api/door/public-key',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public key (JWK and PEM, with its key id) that checks member card QRs and booking door codes offline',
        response: { 200: doorPublicKeyResponseSchema },
      },
    },
    async (_req, reply) => {
      // A rotation reaches the doors within minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { ok: true as const, model: doorPublicKey(deps.config) };
    },
  );

  app.get(
    '/api/door/revoked',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The ids of door credentials that no longer open a door, though not expired yet',
        response: { 200: doorRevocationsResponseSchema },
      },
    },
    async () => ({ ok: true as const, model: await doorRevocations(deps, standings) }),
  );

  app.post(
    '/api/door/credentials/revoke',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Ends the member card QR shown to this session (logging out, switching account)',
        response: { 200: okOnlySchema },
      },
    },
    async (req) => {
      await endSessionCard(deps, req.session);
      return { ok: true as const };
    },
  );
}
