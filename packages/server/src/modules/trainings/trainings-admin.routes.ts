import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  staffTeamBodySchema,
  staffTrainingAbsencesBodySchema,
  staffTeamResponseSchema,
  staffTrainingBodySchema,
  staffTrainingFileQuerySchema,
  staffTrainingMediaBodySchema,
  staffTrainingMediaParamsSchema,
  staffTrainingParamsSchema,
  staffTrainingResponseSchema,
  staffTrainingsQuerySchema,
  staffTrainingsResponseSchema,
} from '@clubportal/contract/staff-trainings';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { readUpload } from '../../lib/image-upload.js';
import {
  addTrainingMedia,
  archiveTraining,
  createTraining,
  editTraining,
  listStaffTrainings,
  removeTrainingMedia,
  setTrainingAbsences,
  uploadTrainingFile,
} from './trainings-admin.service.js';
import { archiveTrainingTeam, createTrainingTeam, editTrainingTeam } from './training-teams.service.js';

const tags = ['staff'];
/**
 * Reading the trainings, and marking who did not show, needs `rosters.own` (a coach's own; owner and manager hold it among all the others) or
 * `rosters.all` (the desk): a coach is answered only the trainings naming them, whoever holds `activities.write` or `rosters.all` every one.
 * Every change needs `activities.write`.
 */
const read = { access: 'staff', staff: ['rosters.own', 'rosters.all'] } as const;
const write = { access: 'staff', staff: 'activities.write' } as const;
const one = { 200: staffTrainingResponseSchema };

/** The one file of a multipart upload (an image, pdf, docx, doc, xlsx or txt), under a random name of its type. */
async function readFileUpload(req: FastifyRequest) {
  const { data, type } = await readUpload(req, { imagesOnly: false, refused: 'fileType' });
  return { data, type, name: `training-${randomBytes(12).toString('hex')}${type.ext}` };
}

/** The staff's trainings editor (issue 32 §5): teams and members, trainings, their coach, texts and media. */
export async function trainingAdminRoutes(app: App, deps: RouteDeps, { actorOf, permissionsOf }: StaffRequestOf) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, storage: deps.storage, config: deps.config };
  /** Who reads: every training with activities.write or rosters.all, else (rosters.own) only those naming them as coach. */
  const viewerOf = (req: FastifyRequest) => {
    const actor = actorOf(req);
    const permissions = permissionsOf(req);
    return {
      staffId: actor.kind === 'staff' ? actor.id : 0,
      all: permissions.has('activities.write') || permissions.has('rosters.all'),
    };
  };

  app.get(
    '/api/staff/trainings',
    {
      schema: {
        tags,
        summary: "The trainings (a coach's own only), the teams with their members and the coaches; archived ones on request",
        querystring: staffTrainingsQuerySchema,
        response: { 200: staffTrainingsResponseSchema },
      },
      config: read,
    },
    async (req) => {
      const viewer = viewerOf(req);
      return { ok: true as const, model: await listStaffTrainings(service, viewer, { archived: req.query.archived === '1' }) };
    },
  );

  app.post(
    '/api/staff/trainings',
    { schema: { tags, summary: 'A new training (audited training.create)', body: staffTrainingBodySchema, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await createTraining(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/trainings/:id',
    {
      schema: {
        tags,
        summary: "Change a training's team, schedule, coach and texts (audited training.edit)",
        params: staffTrainingParamsSchema,
        body: staffTrainingBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editTraining(service, actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/staff/trainings/:id/archive',
    {
      schema: { tags, summary: "Archive a training (off the members' lists, kept)", params: staffTrainingParamsSchema, response: one },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await archiveTraining(service, actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/api/staff/trainings/:id/unarchive',
    { schema: { tags, summary: 'Bring an archived training back', params: staffTrainingParamsSchema, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await archiveTraining(service, actorOf(req), req.params.id, false) }),
  );

  app.post(
    '/api/staff/trainings/:id/media',
    {
      schema: {
        tags,
        summary: 'Add a gallery photo (uploaded), a video link or a file link (audited training.media_add)',
        params: staffTrainingParamsSchema,
        body: staffTrainingMediaBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await addTrainingMedia(service, actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/staff/trainings/:id/files',
    {
      schema: {
        tags,
        summary: "Upload a file for a training's members (multipart: pdf, docx, doc, xlsx, txt or an image), kept private",
        consumes: ['multipart/form-data'],
        params: staffTrainingParamsSchema,
        querystring: staffTrainingFileQuerySchema,
        response: one,
      },
      config: write,
    },
    async (req) => {
      const file = await readFileUpload(req);
      return {
        ok: true as const,
        model: await uploadTrainingFile(service, actorOf(req), req.params.id, { title: req.query.title, ...file }),
      };
    },
  );

  app.delete(
    '/api/staff/trainings/:id/media/:mediaId',
    {
      schema: {
        tags,
        summary: 'Take a photo, video or file off a training (audited training.media_remove)',
        params: staffTrainingMediaParamsSchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await removeTrainingMedia(service, actorOf(req), req.params.id, req.params.mediaId) }),
  );

  app.put(
    '/api/staff/trainings/:id/absences',
    {
      schema: {
        tags,
        summary: "Who of the team did not show: a coach's own trainings, or any with rosters.all (audited training.attendance)",
        params: staffTrainingParamsSchema,
        body: staffTrainingAbsencesBodySchema,
        response: one,
      },
      config: read,
    },
    async (req) => ({
      ok: true as const,
      model: await setTrainingAbsences(service, actorOf(req), viewerOf(req), req.params.id, req.body.absentIds),
    }),
  );

  app.post(
    '/api/staff/training-teams',
    {
      schema: {
        tags,
        summary: 'A new team with its members (audited training_team.create)',
        body: staffTeamBodySchema,
        response: { 200: staffTeamResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await createTrainingTeam(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/training-teams/:id',
    {
      schema: {
        tags,
        summary: 'Rename a team and set its members (audited training_team.edit)',
        params: staffTrainingParamsSchema,
        body: staffTeamBodySchema,
        response: { 200: staffTeamResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editTrainingTeam(service, actorOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/staff/training-teams/:id/archive',
    {
      schema: {
        tags,
        summary: "Archive a team: its trainings off the members' lists (kept), no new ones for it (audited training_team.archive)",
        params: staffTrainingParamsSchema,
        response: { 200: staffTeamResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await archiveTrainingTeam(service, actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/api/staff/training-teams/:id/unarchive',
    {
      schema: {
        tags,
        summary: 'Bring an archived team back (audited training_team.unarchive)',
        params: staffTrainingParamsSchema,
        response: { 200: staffTeamResponseSchema },
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await archiveTrainingTeam(service, actorOf(req), req.params.id, false) }),
  );
}
