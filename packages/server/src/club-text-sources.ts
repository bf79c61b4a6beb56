import { clubTextsOfActivities } from './modules/activities/index.js';
import { clubTextsOfBookingTypes } from './modules/bookings/index.js';
import { clubTextsOfFormFields, clubTextsOfFormOptions, clubTextsOfForms } from './modules/dynamic-forms/index.js';
import type { ClubTextSources } from './modules/club-texts/index.js';
import {
  clubTextsOfBanners,
  clubTextsOfGallery,
  clubTextsOfPosts,
  clubTextsOfTeam,
  clubTextsOfTestimonials,
} from './modules/content/index.js';
import { clubTextsOfFees } from './modules/sales/index.js';
import { clubTextsOfLegal, clubTextsOfSettings } from './modules/settings/index.js';
import { clubTextsOfTransports, clubTextsOfVariants } from './modules/shop/index.js';
import { clubTextsOfTrainings, clubTextsOfTrainingTeams } from './modules/trainings/index.js';

/**
 * Each kind of club text (issue 32 §6), listed by the module that owns it: the club-texts module sits below
 * them all and imports none, so the app (and the demo seed) hand it these.
 */
export const clubTextSources: ClubTextSources = {
  'booking-type': clubTextsOfBookingTypes,
  club: clubTextsOfSettings,
  fee: clubTextsOfFees,
  activity: clubTextsOfActivities,
  post: clubTextsOfPosts,
  banner: clubTextsOfBanners,
  testimonial: clubTextsOfTestimonials,
  'team-member': clubTextsOfTeam,
  'product-variant': clubTextsOfVariants,
  transport: clubTextsOfTransports,
  form: clubTextsOfForms,
  'form-field': clubTextsOfFormFields,
  'form-option': clubTextsOfFormOptions,
  'gallery-photo': clubTextsOfGallery,
  legal: clubTextsOfLegal,
  training: clubTextsOfTrainings,
  'training-team': clubTextsOfTrainingTeams,
};
