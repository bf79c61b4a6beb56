/** The trainings module's public face: other modules, the app and the demo seed import only this file. */
export { clubTextsOfTrainings, writeAbsences, writeNewTraining, writeTrainingMedia } from './trainings-admin.service.js';
export { clubTextsOfTrainingTeams, writeNewTeam } from './training-teams.service.js';
export type { TrainingClub } from './training-club.js';
