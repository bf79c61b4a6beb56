import { lookupListQuerySchema, lookupListResponseSchema } from '@clubportal/contract/activities';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { LOOKUP_NAMES, lookupRows, type LookupScope } from './lookups.service.js';

/**
 * GET /api/public{name}/list?startRow=0&endRow=50 for each lookup a dynamic form can name (spec section 7);
 * `&activityId=` narrows it to what fits that activity's sign-up form (`scopeOf`, the activities' word).
 */
export async function lookupsRoutes(app: App, deps: RouteDeps, scopeOf: (activityId: number) => Promise<LookupScope>) {
  for (const name of LOOKUP_NAMES) {
    app.get(
      `/api/public${name}/list`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['dynamic-forms'],
          summary: `Choices of a Lookup field: ${name}`,
          querystring: lookupListQuerySchema,
          response: { 200: lookupListResponseSchema },
        },
      },
      async (req) => ({
        rowData: await lookupRows(deps, name, req.query, req.query.activityId === undefined ? null : await scopeOf(req.query.activityId)),
      }),
    );
  }
}
