import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@clubportal/contract/dynamic-forms';
import { wizardLogoResponseSchema } from '@clubportal/contract/staff-wizard';
import { changedFields, recordAudit } from '../../db/audit-log.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant } from '../../lib/clock.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { verifyUpload, type VerifiedType } from '../../lib/upload-types.js';
import { findMainSettings, saveMainSettings } from '../settings/index.js';
import { staffActor, staffOf, type StaffPrincipal } from '../staff/index.js';

const tooLarge = () => new AppError('bad_request', 'fileTooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });

/**
 * The identity step's logo (issue 31 §5): one image (png, jpeg, gif or webp by its content, never by its
 * name: an SVG or HTML file named .png is refused), at most MAX_UPLOAD_BYTES, stored with the uploads and
 * named in the main settings' `Mainlogo`, in one unit of work with its audit record. Multipart is registered
 * for the API's scope by the forms' routes.
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
      if (!req.isMultipart()) throw new AppError('bad_request', 'multipartRequired');
      let data: Buffer;
      let filename: string;
      try {
        const file = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
        if (!file) throw new AppError('bad_request', 'fileContentRefused');
        filename = file.filename;
        data = await file.toBuffer();
        if (file.file.truncated) throw tooLarge();
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw new AppError('bad_request', 'malformedMultipart');
      }
      const type = await verifyUpload(data, path.extname(filename).toLowerCase(), { imagesOnly: true });
      if (!type) throw new AppError('bad_request', 'logoNotAnImage');
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
