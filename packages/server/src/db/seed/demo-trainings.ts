import { localToInstant } from '@clubportal/contract/club-time';
import type { Executor } from '../dialect.js';
import type { Clock, Instant } from '../../lib/clock.js';
import { createTeam, scheduleTraining } from '../../modules/trainings/trainings.service.js';

/** The demo member's padel school: a training every Thursday at 19:00, three past (with photos and a video) and three to come. */
export async function seedDemoTrainings(db: Executor, deps: { clock: Clock; timeZone: string; memberId: number }): Promise<void> {
  const team = await createTeam(db, 'Escuela de pádel adultos', [deps.memberId]);
  const today = new Date(deps.clock.now().getTime());
  // The Thursday of this week (club calendar is close enough for demo dates).
  const thursday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ((4 - today.getUTCDay() + 7) % 7)));
  const topics = ['Volea y posición en la red', 'La bandeja', 'Salida de pared', 'El globo', 'La víbora', 'Partido con rotaciones'];
  for (let week = -3; week < 3; week += 1) {
    const day = new Date(thursday.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const past = week < 0;
    const start = localToInstant({ date: day, time: '19:00' }, deps.timeZone);
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
            { kind: 'gallery', title: '', location: 'gallery1.svg' },
            { kind: 'gallery', title: '', location: 'gallery5.svg' },
            { kind: 'video', title: 'Ejercicio: la bola en juego', location: 'training-rally.webm' },
            { kind: 'file', title: 'Plan de la temporada', location: '/generalConditions' },
          ]
        : [],
      week === -2 ? [deps.memberId] : [],
    );
  }
}
