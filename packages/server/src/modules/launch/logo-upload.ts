import { randomBytes } from 'node:crypto';
import { wizardLogoResponseSchema } from '@clubportal/contract/staff-wizard';
import { changedFields, recordAudit } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { readImageUpload } from '../../lib/image-upload.js';
import type { VerifiedType } from '../../lib/upload-types.js';
import { findMainSettings, saveMainSettings } from '../settings/index.js';
import { staffActor, staffOf, type StaffPrincipal } from '../staff/index.js';

/**
 * The identity step's logo (issue 31 §5): one image (lib/image-upload.ts reads and checks it), stored with the
 * uploads and named in the main settings' `Mainlogo`, in one unit of work with its audit record.
 */
export function logoUploadRoute(app: App, deps: RouteDeps) {
  app.post(
    '/api/staff/setup-wizard/logo',
    {
      schema: {
        tags: ['staff'],
        summary: "Upload the club's logo (multipart: one image file)",
        consumes: ['multipart/form-data'],
        response: { 200: wizardLogoResponseSchema },
      },
      config: { access: 'staff', staff: 'settings.write' },
    },
    async (req) => {
      const { data, type } = await readImageUpload(req, 'logoNotAnImage');
      return { ok: true as const, model: { logo: await saveLogo(deps, staffOf(req), data, type, req.ip) } };
    },
  );
}

async function saveLogo(deps: RouteDeps, actor: StaffPrincipal, data: Buffer, type: VerifiedType, ip: string): Promise<string> {
  return unitOfWork(deps.db, async (trx) => {
    const now = nowInstant(deps.clock);
    const before = await findMainSettings(trx);
    if (!before) throw new AppError('conflict', 'wizardIdentityFirst');
    const name = `logo-${randomBytes(12).toString('hex')}${type.ext}`;
    await deps.storage.put(trx, name, data, type.mime);
    await saveMainSettings({ db: trx, caches: deps.caches }, { ...before, Mainlogo: name }, now);
    await recordAudit(
      trx,
      {
        actor: staffActor(actor),
        action: 'wizard.logo',
        entity: 'settings',
        entityId: 'main',
        ...changedFields({ Mainlogo: before.Mainlogo }, { Mainlogo: name }),
        ip,
      },
      now,
    );
    return name;
  });
}
