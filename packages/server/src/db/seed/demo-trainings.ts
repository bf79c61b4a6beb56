import { localToInstant } from '@clubportal/contract/club-time';
import type { Executor } from '../dialect.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { createTeam, scheduleTraining } from '../../modules/trainings/trainings.service.js';

/**
 * The trainings' photos: copies of two gallery images under names of their own, since a training's files
 * become private (served on signed links only) and the club's gallery stays public.
 */
export const DEMO_TRAINING_PHOTOS: Record<string, string> = {
  'training-photo1.svg': 'gallery1.svg',
  'training-photo2.svg': 'gallery5.svg',
};

/** The demo member's padel school: a training every Thursday at 19:00, three past (with photos and a video) and three to come. */
export async function seedDemoTrainings(db: Executor, deps: { clock: Clock; timeZone: string; memberId: number }): Promise<void> {
  const team = await createTeam(db, 'Escuela de pádel adultos', [deps.memberId]);
  const now = deps.clock.now();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  // The next Thursday 19:00 still ahead in the club's time (this week's, or next week's once it has begun):
  // always three trainings past and three to come, whatever the day and hour the demo is seeded.
  const startOf = (weekday: Date, week: number) =>
    localToInstant({ date: new Date(weekday.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10), time: '19:00' }, deps.timeZone);
  const thisWeek = new Date(today.getTime() + ((4 - today.getUTCDay() + 7) % 7) * 86_400_000);
  const first = startOf(thisWeek, 0);
  const thursday = first.ok && Date.parse(first.instant) < now.getTime() ? new Date(thisWeek.getTime() + 7 * 86_400_000) : thisWeek;
  const topics = ['Volea y posición en la red', 'La bandeja', 'Salida de pared', 'El globo', 'La víbora', 'Partido con rotaciones'];
  for (let week = -3; week < 3; week += 1) {
    const past = week < 0;
    const start = startOf(thursday, week);
    if (!start.ok) continue;
    await scheduleTraining(
      db,
      {
        teamId: team,
        startsAt: start.instant as Instant,
        durationMinutes: 90,
        description: `${topics[week + 3]}. Calentamiento, ejercicios por parejas y juego dirigido.`,
        publicComments: past ? 'Buen ritmo del grupo. Para la próxima semana: trabajar el desplazamiento lateral.' : '',
      },
      past
        ? [
            { kind: 'gallery', title: '', location: 'training-photo1.svg' },
            { kind: 'gallery', title: '', location: 'training-photo2.svg' },
            { kind: 'video', title: 'Ejercicio: la bola en juego', location: 'training-rally.webm' },
            { kind: 'file', title: 'Plan de la temporada', location: '/generalConditions' },
          ]
        : [],
      week === -2 ? [deps.memberId] : [],
    );
  }
}
