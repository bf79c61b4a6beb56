import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { Team } from './enums.js';
import { idNumber, idParam } from './ids.js';
import { isLevelInRange, levelFromHundredths, type LevelRange } from './levels.js';

/**
 * Joining an open match (issue 23, sections 1 and 2; spec "Booking join" and section 4 "Joining a
 * booking"): the calls' schemas and the pure rules both the server and the join page run: which team has
 * room, which team the popup proposes (the one that balances the average levels), and whether a member may
 * join at all. Levels are hundredths here (levels.ts); teams are the spec's Team enum (Team1 0, Team2 1).
 */

/** A team a member may choose: Team 1 (0) or Team 2 (1). */
export const teamChoiceSchema = z.union([z.literal(Team.Team1), z.literal(Team.Team2)], { error: 'must be 0 (Team 1) or 1 (Team 2)' });
export type TeamChoice = z.infer<typeof teamChoiceSchema>;

/**
 * POST /api/publicbookings/byplace-prebook-place/{customerId}/{bookingId}/{origin}[/{placeId}]: the path,
 * and the body (spec: "empty body or team"): nothing, `{ team }`, or the team number itself.
 */
export const joinParamsSchema = z.object({
  customerId: idParam,
  bookingId: idParam,
  origin: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'must be a short word (letters, digits, - or _)' }),
});
/** The same with the place of a by-place class (booking_participants.place_id). */
export const joinPlaceParamsSchema = joinParamsSchema.extend({ placeId: idParam });
export const joinBodySchema = z
  .union([z.object({ team: z.union([teamChoiceSchema, z.literal(Team.NotSet)]).optional() }), teamChoiceSchema, z.null()])
  .optional()
  .transform((body): TeamChoice | null => {
    if (body === undefined || body === null) return null;
    if (typeof body === 'number') return body;
    return body.team === undefined || body.team === Team.NotSet ? null : body.team;
  });

/** What the join answers beside the spec's serviceFree and description (`more`): the place taken and what is owed. */
export const joinMoreSchema = z.object({
  bookingId: z.number().int(),
  /** The place (Player.id) the member now holds. */
  participantId: z.number().int(),
  team: z.number().int(),
  /** The member's pending sale (their share), null when nothing is owed. */
  saleId: z.number().int().nullable(),
  saleNumber: z.string().nullable(),
  /** What the member owes (decimal, the club's currency); 0 for a Full-payment match. */
  paymentPending: z.number(),
  /** Pay by then (the join reading of spec section 9). */
  paymentDeadline: z.string(),
  paymentType: z.number().int(),
  title: z.string(),
});
export const joinResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ serviceFree: z.boolean(), description: z.string(), more: joinMoreSchema }),
});
export type JoinAnswer = z.infer<typeof joinResponseSchema>['model'];

/**
 * PUT /api/publicbookings/update-team `{ id, team }`: `id` is the caller's own place in the booking (the
 * Player.id of the booking detail), so one call names one player; only its own customer may move it.
 */
export const updateTeamBodySchema = z.object({ id: idNumber, team: teamChoiceSchema });
export const updateTeamResponseSchema = okEnvelope({
  errorMsg: z.string(),
  model: z.object({ id: z.number().int(), team: z.number().int() }),
});

/**
 * A place as the team rules see it: its team (-1 not set) and whether someone holds it, with their level
 * (hundredths). `seated: false` marks a holder who has not said yes yet (an invited player): they keep their
 * place but sit in no team until they accept (issue 30 section 2).
 */
export type TeamPlace = { team: number; holder: boolean; seated?: boolean; level?: number | null };

/** How many places each team has: half the match each, Team 1 taking the odd one; no teams below 2 players. */
export function teamSizes(maxParticipants: number): [number, number] {
  if (maxParticipants < 2) return [0, 0];
  return [Math.ceil(maxParticipants / 2), Math.floor(maxParticipants / 2)];
}

/**
 * Who is in which team, as the screens show it: players who chose a team are in it; players without a
 * team (desk bookings, older bookings) fill the team with fewer players, Team 1 on a tie, so the free places
 * of both teams always add up to the free places of the match. Invited players who have not accepted are in
 * no team (`invited`) but keep their place. The same layout decides where a team has room; joining and
 * accepting write it down (join.service), so nobody already in moves when someone else comes in.
 */
export function teamLayout<P extends TeamPlace>(
  places: readonly P[],
  maxParticipants: number,
): { teams: [P[], P[]]; unassigned: P[]; invited: P[]; free: [number, number] } {
  const sizes = teamSizes(maxParticipants);
  const holders = places.filter((p) => p.holder);
  const seated = holders.filter((p) => p.seated !== false);
  const invited = holders.filter((p) => p.seated === false);
  const teams: [P[], P[]] = [seated.filter((p) => p.team === Team.Team1), seated.filter((p) => p.team === Team.Team2)];
  const unassigned: P[] = [];
  if (sizes[0] + sizes[1] === 0) return { teams: [[], []], unassigned: seated, invited, free: [0, 0] };
  for (const p of seated.filter((x) => x.team !== Team.Team1 && x.team !== Team.Team2)) {
    const room = (i: 0 | 1) => sizes[i] - teams[i].length;
    const into: 0 | 1 = room(0) <= 0 ? 1 : room(1) <= 0 ? 0 : teams[1].length < teams[0].length ? 1 : 0;
    if (room(into) > 0) teams[into].push(p);
    else unassigned.push(p);
  }
  const open = Math.max(0, maxParticipants - holders.length);
  const free: [number, number] = [Math.max(0, sizes[0] - teams[0].length), Math.max(0, sizes[1] - teams[1].length)];
  // Invited players' places, or more players than places (a desk booking over its size): never more free places than the match has.
  while (free[0] + free[1] > open) free[free[0] >= free[1] ? 0 : 1] -= 1;
  return { teams, unassigned, invited, free };
}

/** The teams with a free place: none, one (chosen for the member) or both (the member picks, spec section 4). */
export function teamsWithRoom(places: readonly TeamPlace[], maxParticipants: number): TeamChoice[] {
  const { free } = teamLayout(places, maxParticipants);
  return ([Team.Team1, Team.Team2] as const).filter((t) => free[t] > 0);
}

/** The average level (hundredths, rounded) of the rated players of each team; null for a team nobody rated is in. */
export function teamAverages(places: readonly TeamPlace[], maxParticipants: number): [number | null, number | null] {
  const { teams } = teamLayout(places, maxParticipants);
  return [average(teams[0]), average(teams[1])];
}

function average(players: readonly TeamPlace[]): number | null {
  const levels = players.map((p) => p.level).filter((l): l is number => typeof l === 'number');
  return levels.length ? Math.round(levels.reduce((a, b) => a + b, 0) / levels.length) : null;
}

/**
 * The team the popup proposes when both have room: the one whose averages end closest once the member is
 * in it (issue 23, section 2: "propose the team that balances the average levels"). A choice that leaves a
 * team with nobody rated cannot be measured, so a measurable one wins (a member joining a lone rated owner
 * goes to the empty team); with nothing to measure (or a member without a level) the team with more room,
 * Team 1 on a tie. Only teams with room are candidates.
 */
export function proposeTeam(places: readonly TeamPlace[], maxParticipants: number, memberLevel: number | null): TeamChoice | null {
  const { teams, free } = teamLayout(places, maxParticipants);
  const candidates = ([Team.Team1, Team.Team2] as const).filter((t) => free[t] > 0);
  if (candidates.length <= 1) return candidates[0] ?? null;
  // How far apart the averages end with the member in team t; null when a team would still have no rated player.
  const gap = (t: TeamChoice): number | null => {
    if (memberLevel === null) return null;
    const after: [TeamPlace[], TeamPlace[]] = [[...teams[0]], [...teams[1]]];
    after[t].push({ team: t, holder: true, level: memberLevel });
    const [a, b] = [average(after[0]), average(after[1])];
    return a === null || b === null ? null : Math.abs(a - b);
  };
  const [g1, g2] = [gap(Team.Team1), gap(Team.Team2)];
  if (g1 !== null && g2 !== null) return g2 < g1 ? Team.Team2 : Team.Team1;
  if (g1 !== null || g2 !== null) return g1 !== null ? Team.Team1 : Team.Team2;
  return free[Team.Team2] > free[Team.Team1] ? Team.Team2 : Team.Team1;
}

/** The range of a match: its own ends where set, its type's otherwise (migration 0022). */
export function matchLevelRange(booking: LevelRange, type: LevelRange): LevelRange {
  return { min: booking.min ?? type.min, max: booking.max ?? type.max };
}

/** A level range as people read it: "3.0-4.0", "3.0+" or "≤ 4.0"; null when the match is open to every level. */
export function formatLevelRange(range: LevelRange, format: (level: number) => string = (l) => l.toFixed(1)): string | null {
  const text = (h: number) => format(levelFromHundredths(h));
  if (range.min !== null && range.max !== null) return `${text(range.min)}-${text(range.max)}`;
  if (range.min !== null) return `${text(range.min)}+`;
  if (range.max !== null) return `≤ ${text(range.max)}`;
  return null;
}

/** Why a member cannot join now, or `open` (spec section 4: "Join shows only if..."). */
export type JoinState = 'past' | 'notAllowed' | 'in' | 'full' | 'level' | 'open';

export function joinState(b: {
  isPast: boolean;
  allowJoin: boolean;
  maxParticipants: number;
  players: ReadonlyArray<{ customerId: number | null; isPlaceholder: boolean }>;
  customerId: number | null;
  range: LevelRange;
  /** The member's level (hundredths), null when not rated; ignored for a guest. */
  memberLevel: number | null;
}): JoinState {
  if (b.isPast) return 'past';
  if (!b.allowJoin) return 'notAllowed';
  if (b.customerId !== null && b.players.some((p) => !p.isPlaceholder && p.customerId === b.customerId)) return 'in';
  if (!b.players.some((p) => p.isPlaceholder) || b.players.filter((p) => !p.isPlaceholder).length >= b.maxParticipants) return 'full';
  if (b.customerId !== null && !isLevelInRange(b.memberLevel, b.range)) return 'level';
  return 'open';
}
