import multipart, { type MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import {
  FORM_PARENTS,
  MAX_UPLOAD_BYTES,
  formDefParamsSchema,
  formDefResponseSchema,
  formSaveFieldsSchema,
  formSaveResponseSchema,
  submittedFieldSchema,
} from '@clubportal/contract/dynamic-forms';
import { ACTIVITY_FORM_PARENT, activityFormSaveResponseSchema, type InscriptionSale } from '@clubportal/contract/activities';
import { AppError, InputError, schemaIssues } from '../../lib/app-error.js';
import type { SessionClaims } from '../../lib/session-token.js';
import { requireCustomer } from '../accounts/index.js';
import { readerLanguages } from '../settings/index.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { uploadTooLarge } from '../../lib/image-upload.js';
import { verifyUpload } from '../../lib/upload-types.js';
import {
  checkFileName,
  fileFieldsOf,
  getFormDef,
  requireDependantHolder,
  saveDependentCustomer,
  type UploadedFile,
} from './dynamic-forms.service.js';

/**
 * An activity's custom sign-up form, once read and checked: the activity signs up `customerId` (the member or a
 * linked child). Activities use these forms, so the app hands their sign-up to this route rather than the forms
 * importing activities back.
 */
export type ActivityFormSignUp = (
  session: SessionClaims | null,
  input: { customerId: number; id: number; form: { answers: Array<{ id: number; value: string }>; files: UploadedFile[] } },
) => Promise<InscriptionSale | null>;

const MAX_FILES = 10;

/** Reads one file part up to the size limit; stops (and refuses) as soon as it goes over. */
async function readPart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES || part.file.truncated) throw uploadTooLarge();
    chunks.push(chunk);
  }
  if (part.file.truncated) throw uploadTooLarge();
  return Buffer.concat(chunks);
}

/**
 * The form a save names (text parts parentName and parentId): the DependentCustomer form of a main account
 * holder, or an activity's custom sign-up form. Anything else is refused.
 */
async function saveTarget(deps: RouteDeps, session: SessionClaims | null, text: Record<string, string>) {
  const parentId = /^\d{1,10}$/.test(text.parentId ?? '') ? Number(text.parentId) : -1;
  if (text.parentName === FORM_PARENTS.dependentCustomer && parentId === 0) {
    await requireDependantHolder(deps, session);
    return { kind: 'dependant' as const, fileFields: fileFieldsOf(await getFormDef(deps.db, FORM_PARENTS.dependentCustomer, 0)) };
  }
  if (text.parentName === ACTIVITY_FORM_PARENT && parentId > 0) {
    return { kind: 'activity' as const, fileFields: fileFieldsOf(await getFormDef(deps.db, ACTIVITY_FORM_PARENT, parentId)) };
  }
  throw new AppError('bad_request', 'formNotSubmittableHere');
}

export async function dynamicFormsRoutes(app: App, deps: RouteDeps, activitySignUp: ActivityFormSignUp) {
  const { db } = deps;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 50, fieldSize: 100_000, parts: 60 } });

  app.get(
    '/api/dynamicforms/form-def/:parentName/:parentId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dynamic-forms'],
        summary: 'Definition of a dynamic form',
        params: formDefParamsSchema,
        response: { 200: formDefResponseSchema },
      },
    },
    async (req) => ({
      ok: true as const,
      model: await getFormDef(db, req.params.parentName, req.params.parentId, {
        caches: deps.caches,
        languages: await readerLanguages(deps, req.headers['accept-language']),
      }),
    }),
  );

  app.post(
    '/api/dynamicforms/save',
    {
      schema: {
        tags: ['dynamic-forms'],
        summary: 'Submit a dynamic form (multipart: text parts plus files named after their field)',
        consumes: ['multipart/form-data'],
        response: { 200: z.union([formSaveResponseSchema, activityFormSaveResponseSchema]) },
      },
      config: { access: 'session', rateLimit: RATE_LIMITS.formUpload },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('bad_request', 'multipartRequired');
      // A visitor is refused before a single byte of the body is read.
      const acting = await requireCustomer(db, req.session);
      const text: Record<string, string> = {};
      const files: UploadedFile[] = [];
      // Which form this is comes in the text parts, sent before the files (as the portal's FormData does):
      // who may submit it is checked on the first file part, before any file is read.
      let target: Awaited<ReturnType<typeof saveTarget>> | undefined;
      const resolveTarget = async () => (target ??= await saveTarget(deps, req.session, text));
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            const { fileFields } = await resolveTarget();
            // One file per file field of the form; anything else stops the upload at once.
            const field = fileFields.get(part.fieldname);
            if (!field || files.some((f) => f.fieldName === part.fieldname))
              throw new AppError('bad_request', 'unexpectedFile', { field: part.fieldname.slice(0, 60) });
            const ext = checkFileName(part.filename);
            const data = await readPart(part);
            const type = await verifyUpload(data, ext, field);
            if (!type) throw new AppError('bad_request', 'fileContentRefused');
            files.push({ fieldName: part.fieldname, filename: part.filename, data, type });
          } else {
            const value = String(part.value);
            if (part.fieldname === 'ParentCustomerId' && value !== String(acting.id)) throw new AppError('forbidden', 'ownDataOnly');
            text[part.fieldname] = value;
          }
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        const status = (err as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) throw err;
        // Busboy's complaints (no boundary, truncated body, too many parts) are the client's mistake.
        req.log.info({ err: err instanceof Error ? err.message : String(err) }, 'malformed multipart');
        throw new AppError('bad_request', 'malformedMultipart');
      }
      const parsed = formSaveFieldsSchema.safeParse(text);
      if (!parsed.success) throw new InputError(schemaIssues(parsed.error.issues));
      let answers: Array<z.infer<typeof submittedFieldSchema>>;
      try {
        answers = z.array(submittedFieldSchema).max(200).parse(JSON.parse(parsed.data.fields));
      } catch {
        throw new AppError('bad_request', 'formFieldsMalformed');
      }
      const { kind } = await resolveTarget();
      if (kind === 'activity') {
        // An activity's custom sign-up form: `customerId` is who is signed up (the member or a linked child).
        const customerId = parsed.data.customerId ?? acting.id;
        const model = await activitySignUp(req.session, {
          customerId,
          id: parsed.data.parentId,
          form: { answers, files },
        });
        return { ok: true as const, model };
      }
      if (parsed.data.customerId !== undefined && parsed.data.customerId !== acting.id) throw new AppError('forbidden', 'ownDataOnly');
      const model = await saveDependentCustomer(deps, req.session, {
        parentCustomerId: parsed.data.ParentCustomerId ?? parsed.data.customerId,
        answers,
        files,
      });
      return { ok: true as const, model };
    },
  );
}
