import { localToInstant } from '@clubportal/contract/club-time';
import type { Language } from '@clubportal/contract/languages';
import type { StaffTrainingMediaBody } from '@clubportal/contract/staff-trainings';
import { systemActor } from '../audit-log.js';
import type { Tx } from '../unit-of-work.js';
import { toInstant, type Clock } from '../../lib/clock.js';
import { findStaffByEmail } from '../../modules/staff/index.js';
import { writeAbsences, writeNewTeam, writeNewTraining, writeTrainingMedia } from '../../modules/trainings/index.js';

/**
 * The trainings' photos: copies of two gallery images under names of their own, since a training's files
 * become private (served on signed links only) and the club's gallery stays public.
 */
export const DEMO_TRAINING_PHOTOS: Record<string, string> = {
  'training-photo1.svg': 'gallery1.svg',
  'training-photo2.svg': 'gallery5.svg',
};

/** The demo coach, who coaches the padel school (README). */
export const DEMO_COACH_EMAIL = 'entrenador@sierraverde.club';

const TOPICS: Array<[string, string]> = [
  ['Volea y posición en la red', 'Volley and position at the net'],
  ['La bandeja', 'The bandeja'],
  ['Salida de pared', 'Playing off the wall'],
  ['El globo', 'The lob'],
  ['La víbora', 'The víbora'],
  ['Partido con rotaciones', 'Match with rotations'],
];

/**
 * The demo member's padel school: a training every Thursday at 19:00, three past (with photos, a video and a file)
 * and three to come, coached by the demo coach, with English texts beside the Spanish. Made by the staff's own use
 * cases, as a club would make them in the console.
 */
export async function seedDemoTrainings(
  trx: Tx,
  deps: { clock: Clock; timeZone: string; defaultLanguage: Language; memberId: number },
): Promise<void> {
  const now = toInstant(deps.clock.now());
  const actor = systemActor('demo-seed');
  const ctx = {
    caches: null,
    club: { zone: deps.timeZone, defaultLanguage: deps.defaultLanguage, languages: [] },
    // The use cases answer the training with signed links to its files: the seed reads no answer, so any key signs them.
    deps: { clock: deps.clock, config: { jwtSecret: 'demo-seed' } },
  };
  const coach = await findStaffByEmail(trx, DEMO_COACH_EMAIL);
  const team = await writeNewTeam(
    trx,
    ctx,
    actor,
    { name: 'Escuela de pádel adultos', memberIds: [deps.memberId], texts: { 'en-US': { name: 'Adult padel school' } } },
    now,
  );
  const today = new Date(Date.UTC(deps.clock.now().getUTCFullYear(), deps.clock.now().getUTCMonth(), deps.clock.now().getUTCDate()));
  const dateOf = (weekday: Date, week: number) => new Date(weekday.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
  // The next Thursday 19:00 still ahead in the club's time (this week's, or next week's once it has begun):
  // always three trainings past and three to come, whatever the day and hour the demo is seeded.
  const thisWeek = new Date(today.getTime() + ((4 - today.getUTCDay() + 7) % 7) * 86_400_000);
  const first = localToInstant({ date: dateOf(thisWeek, 0), time: '19:00' }, deps.timeZone);
  const thursday =
    first.ok && Date.parse(first.instant) < deps.clock.now().getTime() ? new Date(thisWeek.getTime() + 7 * 86_400_000) : thisWeek;
  for (let week = -3; week < 3; week += 1) {
    const past = week < 0;
    const [es, en] = TOPICS[week + 3]!;
    const training = await writeNewTraining(
      trx,
      ctx,
      actor,
      {
        teamId: team.id,
        start: `${dateOf(thursday, week)}T19:00`,
        duration: 90,
        coachId: coach?.id ?? null,
        description: `${es}. Calentamiento, ejercicios por parejas y juego dirigido.`,
        publicComments: past ? 'Buen ritmo del grupo. Para la próxima semana: trabajar el desplazamiento lateral.' : '',
        texts: {
          'en-US': {
            description: `${en}. Warm-up, drills in pairs and guided play.`,
            publicComments: past ? 'Good pace from the group. For next week: work on moving sideways.' : '',
          },
        },
      },
      now,
    );
    const media: StaffTrainingMediaBody[] = past
      ? [
          { kind: 'gallery', location: 'training-photo1.svg' },
          { kind: 'gallery', location: 'training-photo2.svg' },
          { kind: 'video', title: 'Ejercicio: la bola en juego', location: 'training-rally.webm' },
          { kind: 'file', title: 'Plan de la temporada', location: '/generalConditions' },
        ]
      : [];
    for (const m of media) await writeTrainingMedia(trx, actor, training.id, m, now);
    // Who did not show is the coach's roster (rosters.own): the demo's member missed one training.
    if (week === -2) await writeAbsences(trx, actor, training, [deps.memberId], now);
  }
}
