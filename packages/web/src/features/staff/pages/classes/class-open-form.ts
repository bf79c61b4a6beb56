import { z } from 'zod';
import type { ClassPlanBody, ClassTypeChoice } from '@clubportal/contract/staff-classes';

/** The open-classes form's sentences: i18n keys (six languages), shown under the field they are about. */
export const CLASS_FORM_ERRORS = {
  date: 'staff.classes.errors.date',
  time: 'staff.classes.errors.time',
  places: 'staff.classes.errors.places',
  until: 'staff.classes.errors.until',
} as const;

/** The form's fields as typed (react-hook-form's values); the places' top is the type's floor plan's, checked by the server. */
export const classFormSchema = z
  .object({
    typeId: z.number().int(),
    resourceId: z.number().int(),
    firstDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, CLASS_FORM_ERRORS.date),
    time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, CLASS_FORM_ERRORS.time),
    durationMinutes: z.number().int(),
    places: z.string().regex(/^\d{1,2}$/, CLASS_FORM_ERRORS.places),
    coachId: z.string(),
    until: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.until !== '' && v.until < v.firstDate) ctx.addIssue({ code: 'custom', path: ['until'], message: CLASS_FORM_ERRORS.until });
    const places = Number(v.places);
    if (places < 1 || places > 50) ctx.addIssue({ code: 'custom', path: ['places'], message: CLASS_FORM_ERRORS.places });
  });
export type ClassForm = z.infer<typeof classFormSchema>;

/** A type's default places: its floor plan's when it has one (a class opens at most those), else its players. */
export const defaultPlaces = (type: ClassTypeChoice | undefined) => String(type?.planPlaces ?? type?.maxParticipants ?? 1);

export function classFormDefaults(type: ClassTypeChoice | undefined, firstDate: string): ClassForm {
  return {
    typeId: type?.id ?? 0,
    resourceId: type?.rooms[0]?.id ?? 0,
    firstDate,
    time: '18:00',
    durationMinutes: type?.preferredDuration ?? 60,
    places: defaultPlaces(type),
    coachId: '',
    until: '',
  };
}

/** The body the server previews and opens, or null while the form does not hold one yet. */
export function classBodyOf(v: ClassForm): ClassPlanBody | null {
  if (!classFormSchema.safeParse(v).success || !v.typeId || !v.resourceId) return null;
  return {
    bookingTypeId: v.typeId,
    resourceId: v.resourceId,
    firstDate: v.firstDate,
    time: v.time,
    durationMinutes: v.durationMinutes,
    places: Number(v.places),
    coachId: v.coachId === '' ? null : Number(v.coachId),
    until: v.until === '' ? null : v.until,
  };
}

/** One random key per save: sending the same save twice opens its classes once. */
export const saveKey = () => crypto.randomUUID().replace(/-/g, '');
