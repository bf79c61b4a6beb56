import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idNumber, idParam } from './ids.js';
import { requiredText } from './validation.js';

/**
 * The staff's floor plans (issue 32 §2, bookings by place): a plan is an uploaded image of a room with its places
 * ("Bike 7"), each a rectangle in the image's own pixels, in the order members list them. A by-place booking type
 * chooses its plan in the booking types editor; its classes to come follow it. The plan's size is read by the
 * server from the image itself, never typed. Places are saved as one set (the editor draws freely, then saves);
 * the pure rules below are the one home of what a set must keep, run by the editor as it draws and by the server.
 */

export const FLOOR_PLAN_LIMITS = { name: 100, place: 60, places: 300, coordinate: 20_000 } as const;

export const FLOOR_PLAN_MESSAGES = {
  notAnUpload: 'Upload the floor plan’s image (png, jpeg, gif or webp)',
} as const;

/** '' or a file of the club's uploads, as `/uploads/<name>` or by its bare name (the demo's plan). */
const isUpload = (v: string) => /^\/uploads\/[\w.-]+$/.test(v) || /^[\w-][\w.-]*$/.test(v);
/** The stored file's name of an image address (`/uploads/a.png` and `a.png` are the same file). */
export const uploadName = (address: string) => address.replace(/^\/uploads\//, '');

export const staffFloorPlanBodySchema = z.strictObject({
  name: requiredText(FLOOR_PLAN_LIMITS.name),
  /** The uploaded image (the staff image upload's answer): the plan's size is read from it. */
  image: requiredText(300, FLOOR_PLAN_MESSAGES.notAnUpload).refine(isUpload, { error: FLOOR_PLAN_MESSAGES.notAnUpload }),
  /** Whether members see who took each place (name and picture); otherwise a taken place reads "Booked". */
  allowSeeParticipants: z.boolean(),
});
export type StaffFloorPlanBody = z.input<typeof staffFloorPlanBodySchema>;

const coordinate = z.number().int().min(0).max(FLOOR_PLAN_LIMITS.coordinate);
const length = z.number().int().min(1).max(FLOOR_PLAN_LIMITS.coordinate);
/** A place as the editor sends it: its id when it is stored already (null: new), its label and rectangle. */
export const floorPlaceBodySchema = z.strictObject({
  id: idNumber.nullable(),
  place: requiredText(FLOOR_PLAN_LIMITS.place),
  x: coordinate,
  y: coordinate,
  w: length,
  h: length,
});
export type FloorPlaceBody = z.infer<typeof floorPlaceBodySchema>;
/** Every place of the plan, in the order members list them: a stored place left out is removed. */
export const floorPlacesBodySchema = z.strictObject({ places: z.array(floorPlaceBodySchema).max(FLOOR_PLAN_LIMITS.places) });
export type FloorPlacesBody = z.infer<typeof floorPlacesBodySchema>;

export const staffFloorPlanParamsSchema = z.strictObject({ id: idParam });

export const staffFloorPlaceSchema = z.object({
  id: z.number().int(),
  place: z.string(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  /** In how many classes not over yet a member holds it: such a place cannot be removed. */
  heldIn: z.number().int(),
});
export type StaffFloorPlace = z.infer<typeof staffFloorPlaceSchema>;

/** What a plan is used by: the by-place types that chose it and their classes still to come. */
export const floorPlanUseSchema = z.object({
  types: z.array(z.object({ id: z.number().int(), name: z.string(), maxParticipants: z.number().int() })),
  classesToCome: z.number().int(),
  /** The most players one of them takes: the plan keeps at least as many places (one for each). */
  leastPlaces: z.number().int(),
});
export type FloorPlanUse = z.infer<typeof floorPlanUseSchema>;

export const staffFloorPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The image's stored file name (served at /uploads/<name>) and its own size in pixels. */
  image: z.string(),
  width: z.number(),
  height: z.number(),
  allowSeeParticipants: z.boolean(),
  places: z.array(staffFloorPlaceSchema),
  use: floorPlanUseSchema,
});
export type StaffFloorPlan = z.infer<typeof staffFloorPlanSchema>;
export const staffFloorPlanResponseSchema = okEnvelope({ model: staffFloorPlanSchema });
export const staffFloorPlansResponseSchema = okEnvelope({ model: z.object({ plans: z.array(staffFloorPlanSchema) }) });
/** Removing a plan: deleted when nothing ever used it, else archived (past classes keep showing its places). */
export const floorPlanRemovedResponseSchema = okEnvelope({ model: z.object({ removed: z.enum(['deleted', 'archived']) }) });

/* Pure rules, the same in the editor and on the server. */

export type PlaceRect = { x: number; y: number; w: number; h: number };
export type ImageSize = { width: number; height: number };

/** Whether two rectangles share any area (touching edges do not). */
export const rectsOverlap = (a: PlaceRect, b: PlaceRect): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Whether a rectangle lies wholly inside the image. */
export const rectInside = (r: PlaceRect, size: ImageSize): boolean =>
  r.x >= 0 && r.y >= 0 && r.x + r.w <= size.width && r.y + r.h <= size.height;

/** The way a label is compared: "Bike 7" and " bike 7" are one label. */
export const labelKey = (label: string) => label.trim().toLocaleLowerCase('en-US');

export type FloorPlacesProblem =
  { kind: 'outside'; place: string } | { kind: 'overlap'; place: string; other: string } | { kind: 'repeated'; place: string };

/**
 * Every problem of a set of places on an image of `size`, in the places' order: a place outside the image, two
 * labels alike, two places overlapping (each pair once). Empty when the set can be saved.
 */
export function floorPlacesProblems(places: ReadonlyArray<PlaceRect & { place: string }>, size: ImageSize): FloorPlacesProblem[] {
  const problems: FloorPlacesProblem[] = [];
  const seen = new Set<string>();
  places.forEach((p, i) => {
    if (!rectInside(p, size)) problems.push({ kind: 'outside', place: p.place });
    const key = labelKey(p.place);
    if (seen.has(key)) problems.push({ kind: 'repeated', place: p.place });
    seen.add(key);
    for (const other of places.slice(0, i))
      if (rectsOverlap(other, p)) problems.push({ kind: 'overlap', place: other.place, other: p.place });
  });
  return problems;
}

/** The label a new place takes: the last numbered label's next number ("Bike 7" -> "Bike 8"), never one in use. */
export function nextPlaceLabel(labels: readonly string[], fallback: string): string {
  const used = new Set(labels.map(labelKey));
  const last = [...labels].reverse().find((l) => /\d+\s*$/.test(l));
  const match = last ? /^(.*?)(\d+)\s*$/.exec(last) : null;
  const stem = match ? match[1]! : `${fallback} `;
  let n = match ? Number(match[2]) + 1 : labels.length + 1;
  while (used.has(labelKey(`${stem}${n}`))) n += 1;
  return `${stem}${n}`;
}
