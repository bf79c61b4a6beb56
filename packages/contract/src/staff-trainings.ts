import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { localDateTime } from './staff-activities.js';
import { optionalText, requiredText, VALIDATION_MESSAGES } from './validation.js';

/**
 * The staff's trainings editor (issue 32 §5): teams (a school group, a squad) and their members, and each team's
 * trainings with their start (the club's wall clock, `yyyy-MM-ddTHH:mm`), duration, coach (a staff account), what
 * members read of it (description, the coach's comments; per language: the default language in the row's own
 * columns, the others as club texts) and its gallery photos, videos (links) and files. Everything a member sees of a
 * training comes from here. A training, or a team, is archived, never deleted: members no longer see it.
 */
export const TRAINING_ADMIN_MESSAGES = {
  notAVideoLink: 'Give the video as an address starting with https://',
  notAFileLink: 'Give the file as an address starting with https:// or a page of the portal starting with /',
} as const;

export const TRAINING_TEXT_MAX = 5000;
export const TEAM_NAME_MAX = 200;
export const TRAINING_MEDIA_TITLE_MAX = 200;
export const TRAINING_DURATION_MAX = 600;

/** A training's texts in one language other than the default; an empty text clears it. */
export const trainingTextsSchema = z.strictObject({
  description: optionalText(TRAINING_TEXT_MAX),
  publicComments: optionalText(TRAINING_TEXT_MAX),
});
export type TrainingTexts = z.infer<typeof trainingTextsSchema>;

/** POST /api/staff/trainings, PUT /api/staff/trainings/:id */
export const staffTrainingBodySchema = z.strictObject({
  teamId: idNumber,
  start: localDateTime,
  /** Minutes. */
  duration: z.number({ error: VALIDATION_MESSAGES.notAnOption }).int().min(5).max(TRAINING_DURATION_MAX),
  /** The staff account that coaches it; null: none named (only those who see every training see it). */
  coachId: idNumber.nullable(),
  /** In the club's default language. */
  description: optionalText(TRAINING_TEXT_MAX),
  publicComments: optionalText(TRAINING_TEXT_MAX),
  texts: z.partialRecord(z.enum(LANGUAGES), trainingTextsSchema),
});
export type StaffTrainingBody = z.infer<typeof staffTrainingBodySchema>;
export type StaffTrainingInput = z.input<typeof staffTrainingBodySchema>;

/** POST /api/staff/training-teams, PUT /api/staff/training-teams/:id: its name (per language) and members. */
export const staffTeamBodySchema = z.strictObject({
  name: requiredText(TEAM_NAME_MAX),
  memberIds: z.array(idNumber).max(500),
  texts: z.partialRecord(z.enum(LANGUAGES), z.strictObject({ name: optionalText(TEAM_NAME_MAX) })),
});
export type StaffTeamBody = z.infer<typeof staffTeamBodySchema>;

/**
 * POST /api/staff/trainings/:id/media: a gallery photo (an uploaded image's address, `/uploads/<name>`), a video
 * (a link, https) or a file (a link: https, or a page of the portal). An uploaded file is POST .../files.
 */
export const staffTrainingMediaBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('gallery'),
    location: z
      .string()
      .trim()
      .regex(/^(\/uploads\/)?[\w-][\w.-]*$/),
  }),
  z.strictObject({
    kind: z.literal('video'),
    title: requiredText(TRAINING_MEDIA_TITLE_MAX),
    /** A link (https), or a video file of the club's uploads by its name (the demo's). */
    location: optionalText(500).refine((v) => /^https:\/\/\S+$/.test(v) || /^[\w-][\w.-]*$/.test(v), {
      error: TRAINING_ADMIN_MESSAGES.notAVideoLink,
    }),
  }),
  z.strictObject({
    kind: z.literal('file'),
    title: requiredText(TRAINING_MEDIA_TITLE_MAX),
    location: optionalText(500).refine((v) => /^https:\/\/\S+$/.test(v) || /^\/[\w/-]*$/.test(v), {
      error: TRAINING_ADMIN_MESSAGES.notAFileLink,
    }),
  }),
]);
export type StaffTrainingMediaBody = z.infer<typeof staffTrainingMediaBodySchema>;

/** POST /api/staff/trainings/:id/files?title=: one uploaded file (multipart), kept private as the training's. */
export const staffTrainingFileQuerySchema = z.strictObject({ title: requiredText(TRAINING_MEDIA_TITLE_MAX) });

/** PUT /api/staff/trainings/:id/absences: the team's members who did not show (the coach's roster; members see it). */
export const staffTrainingAbsencesBodySchema = z.strictObject({ absentIds: z.array(idNumber).max(500) });
export type StaffTrainingAbsencesBody = z.infer<typeof staffTrainingAbsencesBodySchema>;

export const staffTrainingParamsSchema = z.strictObject({ id: idParam });
export const staffTrainingMediaParamsSchema = z.strictObject({ id: idParam, mediaId: idParam });
export const staffTrainingsQuerySchema = z.strictObject({ archived: z.enum(['0', '1']).optional() });

export const staffTrainingMediaSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['gallery', 'video', 'file']),
  title: z.string(),
  /** As stored: an uploaded file's name, or an address. */
  location: z.string(),
  /** Where the console opens it: a signed link to a private file, or the address itself. */
  link: z.string(),
});
export type StaffTrainingMedia = z.infer<typeof staffTrainingMediaSchema>;

export const staffTrainingSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  /** Club-local, as the form edits it. */
  start: z.string(),
  duration: z.number().int(),
  coachId: z.number().int().nullable(),
  coachName: z.string().nullable(),
  description: z.string(),
  publicComments: z.string(),
  archived: z.boolean(),
  /** The team's members who did not show. */
  absentIds: z.array(z.number().int()),
  texts: z.record(z.string(), trainingTextsSchema),
  media: z.array(staffTrainingMediaSchema),
});
export type StaffTraining = z.infer<typeof staffTrainingSchema>;

export const staffTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Archived: kept with its trainings; members no longer see them and no training is made for it. */
  archived: z.boolean(),
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  texts: z.record(z.string(), z.object({ name: z.string() })),
});
export type StaffTeam = z.infer<typeof staffTeamSchema>;

export const staffTrainingsSchema = z.object({
  trainings: z.array(staffTrainingSchema),
  teams: z.array(staffTeamSchema),
  /** The staff accounts a training may name as its coach. */
  coaches: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Whether the list is every training (false: only those the signed-in coach coaches). */
  all: z.boolean(),
  zone: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
});
export type StaffTrainings = z.infer<typeof staffTrainingsSchema>;

export const staffTrainingsResponseSchema = okEnvelope({ model: staffTrainingsSchema });
export const staffTrainingResponseSchema = okEnvelope({ model: staffTrainingSchema });
export const staffTeamResponseSchema = okEnvelope({ model: staffTeamSchema });
