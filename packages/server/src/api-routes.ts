import { type ZodTypeProvider } from 'fastify-type-provider-zod';

import { type DatabaseKind } from './db/dialect.js';

import type { App, RouteDeps, StaffRequestOf } from './lib/route-types.js';

import { setNewsletterTick } from './modules/accounts/index.js';

import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { customerCommsRoutes } from './modules/accounts/customer-comms.routes.js';
import { activityFormOwners, activityLookupScope, signUp } from './modules/activities/index.js';
import { bookingDoorHolders, checkDeskSale } from './modules/bookings/index.js';
import { bookingsRoutes } from './modules/bookings/my-bookings/bookings.routes.js';
import { byPlaceRoutes } from './modules/bookings/by-place/by-place.routes.js';
import { staffClassesRoutes } from './modules/bookings/by-place/staff-classes.routes.js';
import { joinRoutes } from './modules/bookings/open-matches/join.routes.js';
import { openMatchesRoutes } from './modules/bookings/open-matches/open-matches.routes.js';

import { profileRoutes } from './modules/accounts/profile.routes.js';
import { dynamicFormsRoutes } from './modules/dynamic-forms/dynamic-forms.routes.js';
import { checkRegistrationAnswers } from './modules/dynamic-forms/index.js';
import { commsRoutes } from './modules/comms/comms.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { bannerAdminRoutes } from './modules/content/banner-admin.routes.js';
import { clubFileAdminRoutes } from './modules/content/club-file-admin.routes.js';
import { legalAdminRoutes } from './modules/settings/legal-admin.routes.js';
import { personAdminRoutes } from './modules/content/person-admin.routes.js';
import { postAdminRoutes } from './modules/content/post-admin.routes.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { uploadsRoutes } from './modules/content/uploads.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';

import { settingsRoutes } from './modules/settings/settings.routes.js';
import { getLanguageChoiceCached, readerLanguages } from './modules/settings/index.js';
import { setupWizardRoutes } from './modules/launch/setup-wizard.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { shopRoutes } from './modules/shop/shop.routes.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { customerFilesRoutes } from './modules/customer-files/customer-files.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';

import { rostersRoutes } from './modules/rosters/rosters.routes.js';
import { importsRoutes } from './modules/imports/imports.routes.js';
import { staffImageUploadRoute } from './lib/image-upload.js';
import { STAFF_IMAGE_AREAS } from '@clubportal/contract/staff-images';
import { productAdminRoutes } from './modules/shop/product-admin.routes.js';
import { promoAdminRoutes } from './modules/shop/promo-admin.routes.js';
import { transportAdminRoutes } from './modules/shop/transport-admin.routes.js';
import { voucherAdminRoutes } from './modules/vouchers/voucher-admin.routes.js';
import { deskRoutes } from './modules/desk/desk.routes.js';
import { seriesRoutes } from './modules/desk/series.routes.js';
import { blocksRoutes } from './modules/desk/blocks.routes.js';
import { deskSyncRoutes } from './modules/desk/desk-sync.routes.js';
import { staffRefundsRoutes } from './modules/payments/staff-refunds.routes.js';
import { staffOrdersRoutes } from './modules/orders/orders.routes.js';
import { customerGroupsRoutes } from './modules/accounts/customer-groups.routes.js';
import { feeAdminRoutes } from './modules/sales/fee-admin.routes.js';
import { membershipAdminRoutes } from './modules/member-card/memberships.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { memberCardRoutes } from './modules/member-card/member-card.routes.js';
import { passHoldersNow } from './modules/member-card/index.js';
import { doorRoutes } from './modules/door/door.routes.js';
import { checkinRoutes } from './modules/checkin/checkins.routes.js';

import { calendarFeedRoutes } from './modules/calendar/calendar-feed.routes.js';
import { webAppRoutes } from './modules/pwa/web-app.routes.js';
import { trainingsRoutes } from './modules/trainings/trainings.routes.js';
import { trainingAdminRoutes } from './modules/trainings/trainings-admin.routes.js';
import { resultsRoutes } from './modules/bookings/results/results.routes.js';
import { levelsRoutes } from './modules/levels/levels.routes.js';
import { checkoutRoutes } from './modules/checkout/checkout.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { deskPaymentRoutes } from './modules/payments/desk-payment.routes.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { bookingWaitlistRoutes } from './modules/bookings/waitlist/booking-waitlist.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import { staffActor, staffOf, staffSessionUntil } from './modules/staff/index.js';
import { clubTextsRoutes } from './modules/club-texts/club-texts.routes.js';
import { priceRulesRoutes } from './modules/bookings/prices/price-rules.routes.js';
import { courtsRoutes } from './modules/bookings/courts/courts.routes.js';
import { bookingTypesRoutes } from './modules/bookings/types/booking-types.routes.js';
import { floorPlansRoutes } from './modules/bookings/floor-plans/floor-plans.routes.js';
import { activityAdminRoutes } from './modules/activities/activity-admin.routes.js';
import { formAdminRoutes } from './modules/dynamic-forms/form-admin.routes.js';
import { clubTextSources } from './club-text-sources.js';
import { staffAuthRoutes } from './modules/staff/staff-auth.routes.js';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes.js';
import { staffMailRoutes } from './modules/staff/staff-mail.routes.js';

/**
 * Every API route of the server, in one place: the member portal's (spec section 7), then the staff console's
 * (`/api/staff/*`), each module's routes handed what they compose with the modules above them.
 */
export async function apiRoutes(typed: App, deps: RouteDeps & { kind: DatabaseKind; version: string }) {
  const { db, caches, clock, config } = deps;
  await healthRoutes(typed, deps);
  await settingsRoutes(typed, deps);
  // Posts and banners are read in the reader's language: the settings know the club's languages.
  await contentRoutes(typed, deps, { readerOf: (req) => readerLanguages({ db, caches }, req.headers['accept-language']) });
  // The newsletter's links set the tick of the account with that address.
  await newsletterRoutes(typed, deps, setNewsletterTick);
  await uploadsRoutes(typed, deps);
  await commsRoutes(typed, deps);
  // A registration's answers to the club's own fields are checked by the registration form (dynamic-forms).
  await accountsRoutes(typed, deps, (body) => checkRegistrationAnswers(deps, body));
  await customerCommsRoutes(typed, deps);
  await profileRoutes(typed, deps);
  // An activity's custom form is saved by the forms' route and signed up by the activities.
  await dynamicFormsRoutes(typed, deps, (session, input) => signUp({ ...deps, publicUrl: config.publicUrl }, session, input));
  await shopRoutes(typed, deps);
  await salesRoutes(typed, deps);
  await vouchersRoutes(typed, deps);
  await memberCardRoutes(typed, deps);
  await doorRoutes(typed, deps, {
    passHolders: (ids) => passHoldersNow(deps, ids),
    bookingDoors: (ids) => bookingDoorHolders(deps, ids),
  });
  await calendarFeedRoutes(typed, deps);
  await webAppRoutes(typed, deps);
  await trainingsRoutes(typed, deps);
  await bookingsRoutes(typed, deps);
  await resultsRoutes(typed, deps);
  await levelsRoutes(typed, deps);
  await byPlaceRoutes(typed, deps);
  await joinRoutes(typed, deps);
  await openMatchesRoutes(typed, deps);
  await checkoutRoutes(typed, deps);
  await activitiesRoutes(typed, deps);
  await bookingWaitlistRoutes(typed, deps);
  // A sign-up form's sport and court lists offer what fits its activity: the activities say what that is.
  await lookupsRoutes(typed, deps, (activityId) => activityLookupScope(deps.db, activityId));
  // The staff routes of modules below staff learn who acts, and in which language, from here.
  const staffRequest: StaffRequestOf = {
    actorOf: (req) => staffActor(staffOf(req)),
    languageOf: (req) => staffOf(req).language,
    permissionsOf: (req) => staffOf(req).permissions,
  };
  await staffAuthRoutes(typed, deps);
  await staffAdminRoutes(typed, deps);
  await staffMailRoutes(typed, deps);
  await setupWizardRoutes(typed, deps);
  await priceRulesRoutes(typed, deps, staffRequest);
  await courtsRoutes(typed, deps, staffRequest);
  await bookingTypesRoutes(typed, deps, staffRequest, () => getLanguageChoiceCached({ db, caches }));
  await floorPlansRoutes(typed, deps, staffRequest);
  await staffClassesRoutes(typed, deps, staffRequest);
  await activityAdminRoutes(typed, deps, staffRequest);
  await formAdminRoutes(typed, deps, staffRequest, activityFormOwners);
  await trainingAdminRoutes(typed, deps, staffRequest);
  // The club's texts per language: each kind listed by its owner, the club's languages from the settings.
  await clubTextsRoutes(typed, deps, {
    sources: clubTextSources,
    languages: () => getLanguageChoiceCached({ db, caches }),
    actorOf: staffRequest.actorOf,
  });
  await productAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: () => getLanguageChoiceCached({ db, caches }) });
  await transportAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: () => getLanguageChoiceCached({ db, caches }) });
  await promoAdminRoutes(typed, deps, staffRequest);
  await voucherAdminRoutes(typed, deps, staffRequest);
  await deskRoutes(typed, deps, staffRequest);
  await seriesRoutes(typed, deps, staffRequest);
  await blocksRoutes(typed, deps, staffRequest);
  await deskSyncRoutes(typed, deps, {
    ...staffRequest,
    sessionUntil: (req) => staffSessionUntil({ db, clock, publicUrl: config.publicUrl }, req, 'bookings.read'),
  });
  await staffRefundsRoutes(typed, deps, staffRequest);
  await staffOrdersRoutes(typed, deps, staffRequest);
  await customerGroupsRoutes(typed, deps, staffRequest);
  await feeAdminRoutes(typed, deps, staffRequest);
  await membershipAdminRoutes(typed, deps, staffRequest);
  await exportsRoutes(typed, deps, staffRequest);
  await reportsRoutes(typed, deps, staffRequest);
  await importsRoutes(typed, deps, staffRequest);
  await customerFilesRoutes(typed, deps, staffRequest);
  // A sale taken from the day grid is checked against the booking the desk saw (the booking module's rule).
  await deskPaymentRoutes(typed, deps, {
    ...staffRequest,
    bookingSeen: (trx, saleId, booking) => checkDeskSale(trx, deps, saleId, booking),
  });
  await checkinRoutes(typed, deps, staffRequest);
  await rostersRoutes(typed, deps, staffRequest);
  for (const [area, permission] of Object.entries(STAFF_IMAGE_AREAS)) staffImageUploadRoute(typed, deps, staffRequest, area, permission);
  const clubLanguages = () => getLanguageChoiceCached({ db, caches });
  await postAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
  await bannerAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
  await personAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
  await clubFileAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
  await legalAdminRoutes(typed, deps, { actorOf: staffRequest.actorOf, languages: clubLanguages });
  await typed.register(async (payments) => paymentsRoutes(payments.withTypeProvider<ZodTypeProvider>(), deps));
}
