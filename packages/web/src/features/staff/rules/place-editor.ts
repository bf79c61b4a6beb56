import {
  nextPlaceLabel,
  rectsOverlap,
  type FloorPlaceBody,
  type ImageSize,
  type PlaceRect,
  type StaffFloorPlan,
} from '@clubportal/contract/staff-floor-plans';

/**
 * The place editor's pure rules: the places as drawn (not saved yet), a new place where the plan is clicked or at
 * the first free spot, a drag turned into a rectangle, moves and resizes kept inside the image, and the body the
 * server takes. Coordinates are the image's own whole pixels, whatever the zoom.
 */

/** A place as the editor holds it: `key` names it in the page (its id, or a new one's); `heldIn` classes to come hold it. */
export type DraftPlace = PlaceRect & { key: string; id: number | null; place: string; heldIn: number };

export const draftsOf = (plan: StaffFloorPlan): DraftPlace[] =>
  plan.places.map((p) => ({ key: `p${p.id}`, id: p.id, place: p.place, x: p.x, y: p.y, w: p.w, h: p.h, heldIn: p.heldIn }));

export const bodyOf = (drafts: readonly DraftPlace[]): FloorPlaceBody[] =>
  drafts.map((d) => ({ id: d.id, place: d.place, x: d.x, y: d.y, w: d.w, h: d.h }));

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));

/** A rectangle kept whole-pixel, at least 1 x 1, and inside the image (moved in rather than cut). */
export function fitInside(r: PlaceRect, size: ImageSize): PlaceRect {
  const w = clamp(Math.round(r.w), 1, size.width);
  const h = clamp(Math.round(r.h), 1, size.height);
  return { x: clamp(Math.round(r.x), 0, size.width - w), y: clamp(Math.round(r.y), 0, size.height - h), w, h };
}

/** The size a new place takes: the last place's, else a twelfth of the image's shorter side. */
export function newPlaceSize(drafts: readonly DraftPlace[], size: ImageSize): { w: number; h: number } {
  const last = drafts.at(-1);
  if (last) return { w: last.w, h: last.h };
  const side = Math.max(1, Math.round(Math.min(size.width, size.height) / 12));
  return { w: side, h: side };
}

/** A place centred where the plan was clicked. */
export function rectAt(point: { x: number; y: number }, drafts: readonly DraftPlace[], size: ImageSize): PlaceRect {
  const { w, h } = newPlaceSize(drafts, size);
  return fitInside({ x: point.x - w / 2, y: point.y - h / 2, w, h }, size);
}

/** How far (image pixels) a pointer must travel for a press to be a drag rather than a click. */
export const DRAG_THRESHOLD = 4;

/** The rectangle between where a drag began and where it is, inside the image. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }, size: ImageSize): PlaceRect {
  const x = clamp(Math.min(a.x, b.x), 0, size.width);
  const y = clamp(Math.min(a.y, b.y), 0, size.height);
  const right = clamp(Math.max(a.x, b.x), 0, size.width);
  const bottom = clamp(Math.max(a.y, b.y), 0, size.height);
  return fitInside({ x, y, w: Math.max(1, right - x), h: Math.max(1, bottom - y) }, size);
}

/**
 * The first spot, top to bottom then left to right, where a place of the new size overlaps none (the keyboard's
 * "Add a place"): the image's edge or just past a place (a fifth of the size apart); the top left corner when full.
 */
export function freeSpot(drafts: readonly DraftPlace[], size: ImageSize): PlaceRect {
  const { w, h } = newPlaceSize(drafts, size);
  const gap = Math.round(Math.min(w, h) / 5);
  const sorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  const xs = sorted([0, ...drafts.map((d) => d.x + d.w + gap)]).filter((x) => x + w <= size.width);
  const ys = sorted([0, ...drafts.map((d) => d.y + d.h + gap)]).filter((y) => y + h <= size.height);
  for (const y of ys)
    for (const x of xs) {
      const r = { x, y, w, h };
      if (!drafts.some((d) => rectsOverlap(d, r))) return r;
    }
  return fitInside({ x: 0, y: 0, w, h }, size);
}

let created = 0;
/** A new place's draft, named after the last numbered one ("Bike 8"). */
export function newDraft(rect: PlaceRect, drafts: readonly DraftPlace[], fallbackLabel: string): DraftPlace {
  created += 1;
  return {
    key: `new${created}`,
    id: null,
    place: nextPlaceLabel(
      drafts.map((d) => d.place),
      fallbackLabel,
    ),
    heldIn: 0,
    ...rect,
  };
}

/** Arrow keys on a place: move by 1 pixel (10 with Shift); with Alt, grow or shrink its width and height. */
export function keyedRect(r: PlaceRect, key: string, opts: { shift: boolean; alt: boolean }, size: ImageSize): PlaceRect | null {
  const by = opts.shift ? 10 : 1;
  const d = { ArrowLeft: [-by, 0], ArrowRight: [by, 0], ArrowUp: [0, -by], ArrowDown: [0, by] }[key];
  if (!d) return null;
  const [dx, dy] = d as [number, number];
  if (opts.alt) return fitInside({ ...r, w: Math.min(r.w + dx, size.width - r.x), h: Math.min(r.h + dy, size.height - r.y) }, size);
  return fitInside({ ...r, x: r.x + dx, y: r.y + dy }, size);
}

/** Places in reading order: top to bottom by row (a place starting above another's middle is on its row), then left to right. */
export function readingOrder<T extends PlaceRect>(drafts: readonly T[]): T[] {
  const rows: T[][] = [];
  for (const d of [...drafts].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && d.y < first.y + first.h / 2) row.push(d);
    else rows.push([d]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(clamp(to, 0, out.length), 0, item);
  return out;
}
