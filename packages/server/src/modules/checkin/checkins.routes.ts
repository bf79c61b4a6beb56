import { okOnlySchema } from '@clubportal/contract/api-result';
import {
  checkInBodySchema,
  checkInParamsSchema,
  checkInResponseSchema,
  checkInUndoQuerySchema,
  noShowBodySchema,
  noShowResponseSchema,
  noShowRuleBodySchema,
  noShowRuleResponseSchema,
  noShowsQuerySchema,
  noShowsResponseSchema,
  revokeCredentialBodySchema,
  revokeCredentialResponseSchema,
  scanBodySchema,
  scanResponseSchema,
} from '@clubportal/contract/staff-checkins';
import type { FastifyRequest } from 'fastify';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { deskUndoOf } from '../../lib/desk-changes.js';
import { checkIn, undoCheckIn, type StaffActor } from './checkins.service.js';
import { revokeScannedCredential, scanDoorCode } from './door-scan.service.js';
import { markNoShow, noShowRule, noShowsPerCustomer, setNoShowRule } from './no-shows.service.js';

const tags = ['staff'];
/** The desk's door: check-in, scanning, revoking a scanned credential (a lost phone is reported at the desk) and no-shows. */
const scan = { access: 'staff', staff: 'checkin.scan' } as const;

/** At the door (issue 33 §3): check-in per player, scanning member cards and door codes, revocation, no-shows. */
export async function checkinRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, config: deps.config };
  const staffOf = (req: FastifyRequest): StaffActor => {
    const actor = opts.actorOf(req);
    if (actor.kind !== 'staff') throw new Error('A desk route runs for a staff member');
    return actor;
  };

  app.post(
    '/api/staff/checkins',
    {
      schema: {
        tags,
        summary: 'Check a player of a booking or class place in, once (a second call answers who checked them in and when)',
        body: checkInBodySchema,
        response: { 200: checkInResponseSchema },
      },
      config: scan,
    },
    async (req) => {
      const { actionId, ...done } = await checkIn(service, staffOf(req), req.body);
      return { ok: true as const, ...done, undo: actionId === undefined ? null : deskUndoOf(actionId, 'check-in', deps.clock) };
    },
  );

  app.delete(
    '/api/staff/checkins/:participantId',
    {
      schema: {
        tags,
        summary: 'Undo a check-in, on the day it was made (with the booking version the desk saw: changed since, 409 with what changed)',
        params: checkInParamsSchema,
        querystring: checkInUndoQuerySchema,
        response: { 200: okOnlySchema },
      },
      config: scan,
    },
    async (req) => {
      await undoCheckIn(service, staffOf(req), req.params.participantId, { version: req.query.version });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/staff/checkins/scan',
    {
      schema: {
        tags,
        summary:
          "A scanned member card QR or booking door code, checked with the door key: who, their passes, today's bookings; checked in to the booking starting now",
        body: scanBodySchema,
        response: { 200: scanResponseSchema },
      },
      config: scan,
    },
    async (req) => ({ ok: true as const, scan: await scanDoorCode(service, staffOf(req), req.body.code, opts.languageOf(req)) }),
  );

  app.post(
    '/api/staff/checkins/revoke',
    {
      schema: {
        tags,
        summary: 'Revoke a door credential (a scanned card or code): it stops opening doors',
        body: revokeCredentialBodySchema,
        response: { 200: revokeCredentialResponseSchema },
      },
      config: scan,
    },
    async (req) => ({ ok: true as const, ...(await revokeScannedCredential(service, staffOf(req), req.body.credentialId)) }),
  );

  app.post(
    '/api/staff/checkins/no-shows',
    {
      schema: {
        tags,
        summary: "Mark a player no-show, once; the club's rule may charge a fee (a pending sale)",
        body: noShowBodySchema,
        response: { 200: noShowResponseSchema },
      },
      config: scan,
    },
    async (req) => ({ ok: true as const, ...(await markNoShow(service, staffOf(req), req.body.participantId, req.body.version)) }),
  );

  app.get(
    '/api/staff/checkins/no-shows',
    {
      schema: {
        tags,
        summary: 'No-shows marked on these club days, counted per customer with the fees charged',
        querystring: noShowsQuerySchema,
        response: { 200: noShowsResponseSchema },
      },
      config: scan,
    },
    async (req) => ({ ok: true as const, ...(await noShowsPerCustomer(deps.db, req.query)) }),
  );

  app.get(
    '/api/staff/checkins/no-show-rule',
    {
      schema: { tags, summary: "The club's no-show rule: a flag only, or a fee", response: { 200: noShowRuleResponseSchema } },
      config: scan,
    },
    async () => ({ ok: true as const, ...(await noShowRule(deps.db)) }),
  );

  app.put(
    '/api/staff/checkins/no-show-rule',
    {
      schema: {
        tags,
        summary: "Set the club's no-show rule",
        body: noShowRuleBodySchema,
        response: { 200: noShowRuleResponseSchema },
      },
      config: { access: 'staff', staff: 'settings.write' },
    },
    async (req) => ({ ok: true as const, ...(await setNoShowRule(service, staffOf(req), req.body)) }),
  );
}
