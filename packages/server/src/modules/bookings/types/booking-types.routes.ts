import type { LanguageChoice } from '@clubportal/contract/languages';
import {
  bookingTypeMoveBodySchema,
  staffBookingTypeBodySchema,
  staffBookingTypeParamsSchema,
  staffBookingTypeResponseSchema,
  staffBookingTypesResponseSchema,
} from '@clubportal/contract/staff-booking-types';
import type { App, RouteDeps, StaffRequestOf } from '../../../lib/route-types.js';
import { createBookingType, editBookingType, listBookingTypes, moveBookingType, publishBookingType } from './booking-types.service.js';

const tags = ['staff'];
/** As courts: the club's setup is read by whoever sees its settings; changing it is catalogue work. */
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'catalogue.write' } as const;
const one = { 200: staffBookingTypeResponseSchema };
const params = staffBookingTypeParamsSchema;

/** The staff's booking types editor (issue 32 §2); the club's languages come from the settings, through the composition root. */
export async function bookingTypesRoutes(
  app: App,
  deps: RouteDeps,
  { actorOf, languageOf }: StaffRequestOf,
  languages: () => Promise<LanguageChoice>,
) {
  const service = { db: deps.db, clock: deps.clock, caches: deps.caches, languages };

  app.get(
    '/api/staff/booking-types',
    {
      schema: {
        tags,
        summary: 'Every booking type in the members’ order, the court kinds and the club’s languages',
        response: { 200: staffBookingTypesResponseSchema },
      },
      config: read,
    },
    async () => ({ ok: true as const, model: await listBookingTypes(service) }),
  );

  app.post(
    '/api/staff/booking-types',
    {
      schema: {
        tags,
        summary: 'A new booking type, last and unpublished (audited booking-type.create)',
        body: staffBookingTypeBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await createBookingType(service, actorOf(req), req.body) }),
  );

  app.put(
    '/api/staff/booking-types/:id',
    {
      schema: {
        tags,
        summary: 'Change a booking type, its floor plan and its translations (audited booking-type.edit, booking-type.floor-plan)',
        params,
        body: staffBookingTypeBodySchema,
        response: one,
      },
      config: write,
    },
    async (req) => ({ ok: true as const, model: await editBookingType(service, actorOf(req), languageOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/api/staff/booking-types/:id/move',
    { schema: { tags, summary: 'Move a booking type in the list', params, body: bookingTypeMoveBodySchema, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await moveBookingType(service, actorOf(req), req.params.id, req.body.position) }),
  );

  app.post(
    '/api/staff/booking-types/:id/publish',
    { schema: { tags, summary: 'Show a booking type to members', params, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await publishBookingType(service, actorOf(req), req.params.id, true) }),
  );

  app.post(
    '/api/staff/booking-types/:id/unpublish',
    { schema: { tags, summary: 'Hide a booking type from members (its bookings stay)', params, response: one }, config: write },
    async (req) => ({ ok: true as const, model: await publishBookingType(service, actorOf(req), req.params.id, false) }),
  );
}
