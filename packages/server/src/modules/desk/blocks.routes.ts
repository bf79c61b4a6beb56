import {
  blockLiftQuerySchema,
  blockLiftResponseSchema,
  blockParamsSchema,
  blockPlanSchema,
  blockPreviewResponseSchema,
  blockSaveBodySchema,
  blockSaveResponseSchema,
  blocksResponseSchema,
} from '@clubportal/contract/staff-blocks';
import type { App, RouteDeps, StaffRequestOf } from '../../lib/route-types.js';
import { liftBlocks, previewBlocks, saveBlocks, upcomingBlocks } from '../bookings/index.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'bookings.read' } as const;
const desk = { access: 'staff', staff: 'bookings.desk' } as const;

/** The desk's blocks and closures (issue 33 §2): preview what a block hits, save it with each booking's move or refund, list, lift. */
export async function blocksRoutes(app: App, deps: RouteDeps, opts: StaffRequestOf) {
  app.post(
    '/api/staff/desk/blocks/preview',
    {
      schema: {
        tags,
        summary: 'Every occurrence of a block and every booking it hits, with the courts free at the same time to move it to',
        body: blockPlanSchema,
        response: { 200: blockPreviewResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await previewBlocks(deps, req.body)) }),
  );

  app.post(
    '/api/staff/desk/blocks',
    {
      schema: {
        tags,
        summary:
          'Save a block (audited desk.block.create) and move (desk.booking.move) or cancel and fully refund (desk.booking.cancel) each booking it hits; players mailed',
        body: blockSaveBodySchema,
        response: { 200: blockSaveResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await saveBlocks(deps, opts.actorOf(req), req.body)) }),
  );

  app.get(
    '/api/staff/desk/blocks',
    {
      schema: { tags, summary: 'The blocks still to come, by start', response: { 200: blocksResponseSchema } },
      config: read,
    },
    async () => ({ ok: true as const, blocks: await upcomingBlocks(deps) }),
  );

  app.delete(
    '/api/staff/desk/blocks/:id',
    {
      schema: {
        tags,
        summary: 'Lift a block, or with series=1 every block of its series still to come (audited desk.block.lift)',
        params: blockParamsSchema,
        querystring: blockLiftQuerySchema,
        response: { 200: blockLiftResponseSchema },
      },
      config: desk,
    },
    async (req) => ({ ok: true as const, ...(await liftBlocks(deps, opts.actorOf(req), req.params.id, req.query.series === '1')) }),
  );
}
