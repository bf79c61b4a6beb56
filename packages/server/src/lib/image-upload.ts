import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@clubportal/contract/dynamic-forms';
import type { Permission } from '@clubportal/contract/staff';
import { staffImageResponseSchema } from '@clubportal/contract/staff-images';
import { recordAudit } from '../db/audit-log.js';
import { unitOfWork } from '../db/unit-of-work.js';
import { AppError } from './app-error.js';
import { nowInstant } from './clock.js';
import type { MessageKey } from './messages.js';
import type { App, RouteDeps, StaffRequestOf } from './route-types.js';
import { verifyUpload, type VerifiedType } from './upload-types.js';

/** A file over MAX_UPLOAD_BYTES, in megabytes as the member reads it. */
export const uploadTooLarge = () => new AppError('bad_request', 'fileTooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });

/**
 * The one file of a multipart upload, at most MAX_UPLOAD_BYTES, of a type known by its content, never by its name:
 * with `imagesOnly` png, jpeg, gif or webp (an SVG or HTML file named .png is refused), else those, pdf, docx, doc,
 * xlsx or txt; any other is refused with `refused`. Multipart is registered for the API's scope by the forms' routes.
 */
export async function readUpload(
  req: FastifyRequest,
  { imagesOnly, refused }: { imagesOnly: boolean; refused: MessageKey },
): Promise<{ data: Buffer; type: VerifiedType }> {
  if (!req.isMultipart()) throw new AppError('bad_request', 'multipartRequired');
  let data: Buffer;
  let filename: string;
  try {
    const file = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    if (!file) throw new AppError('bad_request', 'fileContentRefused');
    filename = file.filename;
    data = await file.toBuffer();
    if (file.file.truncated) throw uploadTooLarge();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge();
    throw new AppError('bad_request', 'malformedMultipart');
  }
  const type = await verifyUpload(data, path.extname(filename).toLowerCase(), { imagesOnly });
  if (!type) throw new AppError('bad_request', refused);
  return { data, type };
}

/** The one image of a staff multipart upload (readUpload, images only): another file is refused with `notAnImage`. */
export const readImageUpload = (req: FastifyRequest, notAnImage: MessageKey) => readUpload(req, { imagesOnly: true, refused: notAnImage });

/**
 * `POST /api/staff/images/<area>`: a photo for what staff holding the area's permission edit (a court, a booking
 * type, a product, an activity's poster, a post). Stored with the uploads under a random name and audited
 * (`image.upload`) in one unit of work; answers its address (`/uploads/<name>`) for the editor's image field.
 * The file is public, as every club image is: the editor decides where it shows.
 */
export function staffImageUploadRoute(
  app: App,
  deps: RouteDeps,
  opts: Pick<StaffRequestOf, 'actorOf'>,
  area: string,
  permission: Permission,
) {
  app.post(
    `/api/staff/images/${area}`,
    {
      schema: {
        tags: ['staff'],
        summary: `Upload a photo for the ${area} editors (multipart: one png, jpeg, gif or webp image)`,
        consumes: ['multipart/form-data'],
        response: { 200: staffImageResponseSchema },
      },
      config: { access: 'staff', staff: permission },
    },
    async (req) => {
      const { data, type } = await readImageUpload(req, 'imageNotAnImage');
      const name = `${area}-${randomBytes(12).toString('hex')}${type.ext}`;
      await unitOfWork(deps.db, async (trx) => {
        const now = nowInstant(deps.clock);
        await deps.storage.put(trx, name, data, type.mime);
        await recordAudit(
          trx,
          {
            actor: opts.actorOf(req),
            action: 'image.upload',
            entity: 'file',
            entityId: name,
            after: { area, type: type.mime, bytes: data.byteLength },
          },
          now,
        );
      });
      return { ok: true as const, model: { name, url: `/uploads/${name}` } };
    },
  );
}
