/** The trainings module's public face: other modules, the app and the demo seed import only this file. */
export {
  clubTextsOfTrainings,
  clubTextsOfTrainingTeams,
  writeAbsences,
  writeNewTeam,
  writeNewTraining,
  writeTrainingMedia,
  type TrainingClub,
} from './trainings-admin.service.js';
