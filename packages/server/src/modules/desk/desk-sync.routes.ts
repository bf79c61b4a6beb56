import type { FastifyRequest } from 'fastify';
import { instantToLocal } from '@clubportal/contract/club-time';
import { deskUndoParamsSchema, deskUndoResponseSchema, type DeskChangeEvent } from '@clubportal/contract/staff-desk-sync';
import { AppError } from '../../lib/app-error.js';
import { deskChangeBus, type DeskChange } from '../../lib/desk-changes.js';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { getMainSettingsCached } from '../settings/index.js';
import { undoDeskAction } from './desk-undo.service.js';

const tags = ['staff'];
/**
 * How often an open stream says it is alive (proxies close a silent connection) and checks its session again (a last
 * resort: a session's end is told to its streams at once, and its idle end is awaited by a timer).
 */
export const DESK_EVENTS_HEARTBEAT_MS = 20_000;

export type DeskSyncOptions = StaffRequestOf & {
  /**
   * Until when (ms) the request's staff session stands by itself and may read the desk; null: it has ended (signed out,
   * ended by an administrator, another role or password, idle, too old). Asking is not activity.
   */
  sessionUntil: (request: FastifyRequest) => Promise<number | null>;
  heartbeatMs?: number;
};

/**
 * Desks in step (issue 33 §8): GET /api/staff/desk/events streams every change on the courts as server-sent events
 * (`event: change`, the club days and courts it touched) to the desks with the day grid open, from this instance and,
 * through the change bus's shared channel, from the others; POST /api/staff/desk/undo/:actionId undoes the last
 * desk action that moved no money.
 */
export async function deskSyncRoutes(app: App, deps: RouteDeps, opts: DeskSyncOptions) {
  const bus = deps.caches.of(deskChangeBus);
  const open = new Set<() => void>();
  // A stream never ends by itself: the server's close ends them first (else it would wait for every desk to leave).
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  const heartbeatMs = opts.heartbeatMs ?? DESK_EVENTS_HEARTBEAT_MS;

  app.get(
    '/api/staff/desk/events',
    {
      schema: {
        tags,
        summary:
          'The courts\u2019 changes as server-sent events (event: change, with the club days and courts touched), until the session ends',
      },
      config: { access: 'staff', staff: 'bookings.read' },
    },
    async (req, reply) => {
      // A browser's EventSource asks for the stream; any other call gets a sentence, not a connection left open.
      if (!(req.headers.accept ?? '').includes('text/event-stream')) throw new AppError('bad_request', 'deskEventsStreamOnly');
      const zone = (await getMainSettingsCached(deps)).timeZone;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and its kind would hold the events back to fill a buffer.
        'x-accel-buffering': 'no',
      });
      const send = (text: string) => void res.write(text);
      // Reconnect after 3 s if the connection drops; the desk refetches its day then (it may have missed changes).
      send(`retry: 3000\nevent: ready\ndata: {}\n\n`);
      const toEvent = (c: DeskChange): DeskChangeEvent => ({
        kind: c.kind,
        bookingId: c.bookingId,
        courts: c.courts,
        days: [...new Set(c.at.map((at) => instantToLocal(at, zone).date))],
      });
      const unsubscribe = bus.subscribe((c) => send(`event: change\ndata: ${JSON.stringify(toEvent(c))}\n\n`));
      const actor = opts.actorOf(req);
      const staffId = actor.kind === 'staff' ? actor.id : null;
      let ended = false;
      let timer: NodeJS.Timeout | null = null;
      const end = (why?: string) => {
        if (ended) return;
        ended = true;
        clearInterval(beat);
        if (timer) clearTimeout(timer);
        unsubscribe();
        stopHearingSessions();
        open.delete(end);
        if (why) send(`event: end\ndata: ${JSON.stringify({ reason: why })}\n\n`);
        res.end();
      };
      // The session ended (signed out, ended by an administrator, idle, run out): the stream ends with it, at once.
      const check = () =>
        void opts.sessionUntil(req).then(
          (until) => (until === null ? end('session') : untilThen(until)),
          () => end('session'),
        );
      // Checked again when it would end by itself (idle, too old): measured on the app's clock, waited on the wall's.
      const untilThen = (until: number) => {
        if (ended) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(check, Math.max(0, until - deps.clock.now().getTime()) + 1);
        timer.unref();
      };
      // A sign-out, deactivation, new role or password ends the account's sessions: told by the writer, on any instance.
      const stopHearingSessions = bus.onSessionsChanged((ids) => {
        if (ids === null || (staffId !== null && ids.includes(staffId))) check();
      });
      const beat = setInterval(() => {
        send(`: alive\n\n`);
        check();
      }, heartbeatMs);
      beat.unref();
      open.add(end);
      req.raw.on('close', () => end());
      check();
    },
  );

  app.post(
    '/api/staff/desk/undo/:actionId',
    {
      schema: {
        tags,
        summary: 'Undo the last desk action that moved no money, within 30 s and if nothing changed since (audited desk.undo)',
        params: deskUndoParamsSchema,
        response: { 200: deskUndoResponseSchema },
      },
      config: { access: 'staff', staff: ['bookings.desk', 'checkin.scan'] },
    },
    async (req) => ({
      ok: true as const,
      ...(await undoDeskAction(deps, opts.actorOf(req), opts.permissionsOf(req), req.params.actionId)),
    }),
  );
}
