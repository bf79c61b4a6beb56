import { okOnlySchema } from '@clubportal/contract/api-result';
import { goLiveChecklistResponseSchema, setupWizardResponseSchema, WIZARD_BODIES, WIZARD_STEPS } from '@clubportal/contract/staff-wizard';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { staffOf } from '../staff/index.js';
import { goLive, goLiveChecklist } from './go-live.service.js';
import { logoUploadRoute } from './logo-upload.js';
import { saveWizardStepBody, setupWizard } from './setup-wizard.service.js';

const tags = ['staff'];
const read = { access: 'staff', staff: 'settings.read' } as const;
const write = { access: 'staff', staff: 'settings.write' } as const;

/** The go-live wizard (its state on the server, so it resumes) and taking the club live (issue 31 §5). */
export async function setupWizardRoutes(app: App, deps: RouteDeps) {
  app.get(
    '/api/staff/setup-wizard',
    {
      schema: {
        tags,
        summary: 'The go-live wizard: each step, what is saved and what is missing',
        response: { 200: setupWizardResponseSchema },
      },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await setupWizard(deps, staffOf(req).language) }),
  );

  for (const step of WIZARD_STEPS) {
    app.put(
      `/api/staff/setup-wizard/${step}`,
      {
        schema: { tags, summary: `Save the wizard's ${step} step`, body: WIZARD_BODIES[step], response: { 200: okOnlySchema } },
        config: write,
      },
      async (req) => {
        await saveWizardStepBody(deps, staffOf(req), step, req.body as never, req.ip);
        return { ok: true as const };
      },
    );
  }

  logoUploadRoute(app, deps);

  app.get(
    '/api/staff/go-live/checklist',
    {
      schema: { tags, summary: 'What is still missing before the club can go live', response: { 200: goLiveChecklistResponseSchema } },
      config: read,
    },
    async (req) => ({ ok: true as const, model: await goLiveChecklist(deps, staffOf(req).language) }),
  );

  app.post(
    '/api/staff/go-live',
    {
      schema: {
        tags,
        summary: 'Take the club live (refused with the checklist until nothing is missing)',
        response: { 200: okOnlySchema },
      },
      config: write,
    },
    async (req) => {
      await goLive(deps, staffOf(req), req.ip);
      return { ok: true as const };
    },
  );
}
