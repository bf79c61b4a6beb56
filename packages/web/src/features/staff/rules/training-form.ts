import type { Language } from '@clubportal/contract/languages';
import type { StaffTeam, StaffTeamBody, StaffTraining, StaffTrainingBody } from '@clubportal/contract/staff-trainings';

/** A new training's form: a week from today at 19:00 for 90 minutes, the first team, no coach, no texts yet. */
export function newTraining(today: Date, teamId: number, languages: readonly Language[]): StaffTrainingBody {
  const day = new Date(today.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    teamId,
    start: `${day}T19:00`,
    duration: 90,
    coachId: null,
    description: '',
    publicComments: '',
    texts: Object.fromEntries(languages.map((l) => [l, { description: '', publicComments: '' }])),
  };
}

/** A training's form as stored: every other language's texts present (empty where there is no translation). */
export function trainingValues(t: StaffTraining, languages: readonly Language[]): StaffTrainingBody {
  return {
    teamId: t.teamId,
    start: t.start,
    duration: t.duration,
    coachId: t.coachId,
    description: t.description,
    publicComments: t.publicComments,
    texts: Object.fromEntries(
      languages.map((l) => [l, { description: t.texts[l]?.description ?? '', publicComments: t.texts[l]?.publicComments ?? '' }]),
    ),
  };
}

/** A team's form: its name per language and its members' ids. */
export function teamValues(team: StaffTeam | null, languages: readonly Language[]): StaffTeamBody {
  return {
    name: team?.name ?? '',
    memberIds: team?.members.map((m) => m.id) ?? [],
    texts: Object.fromEntries(languages.map((l) => [l, { name: team?.texts[l]?.name ?? '' }])),
  };
}
