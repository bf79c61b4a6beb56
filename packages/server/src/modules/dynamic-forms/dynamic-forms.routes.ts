import multipart from '@fastify/multipart';
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
import { AppError } from '../../lib/app-error.js';
import { RATE_LIMITS } from '../../lib/rate-limits.js';
import type { App, RouteDeps } from '../../lib/route-types.js';
import { checkFileName, getFormDef, saveDependentCustomer, type UploadedFile } from './dynamic-forms.service.js';

const MAX_FILES = 10;

export async function dynamicFormsRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 50, fieldSize: 100_000 } });

  app.get(
    '/api/dynamicforms/form-def/:parentName/:parentId',
    { schema: { tags: ['dynamic-forms'], summary: 'Definition of a dynamic form', params: formDefParamsSchema, response: { 200: formDefResponseSchema } } },
    async (req) => ({ ok: true as const, model: await getFormDef(db, req.params.parentName, req.params.parentId) }),
  );

  app.post(
    '/api/dynamicforms/save',
    {
      schema: { tags: ['dynamic-forms'], summary: 'Submit a dynamic form (multipart: text parts plus files named after their field)', consumes: ['multipart/form-data'], response: { 200: formSaveResponseSchema } },
      config: { rateLimit: RATE_LIMITS.formUpload },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('bad_request', 'multipartRequired');
      const text: Record<string, string> = {};
      const files: UploadedFile[] = [];
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          checkFileName(part.filename);
          const data = await part.toBuffer();
          if (part.file.truncated) throw new AppError('bad_request', 'fileTooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
          files.push({ fieldName: part.fieldname, filename: part.filename, data });
        } else {
          text[part.fieldname] = String(part.value);
        }
      }
      const parsed = formSaveFieldsSchema.safeParse(text);
      if (!parsed.success) throw new AppError('bad_request', 'invalidInput', { details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      let answers: Array<z.infer<typeof submittedFieldSchema>>;
      try {
        answers = z.array(submittedFieldSchema).max(200).parse(JSON.parse(parsed.data.fields));
      } catch {
        throw new AppError('bad_request', 'formFieldsMalformed');
      }
      if (parsed.data.parentName !== FORM_PARENTS.dependentCustomer || parsed.data.parentId !== 0) {
        throw new AppError('bad_request', 'formNotSubmittableHere');
      }
      const model = await saveDependentCustomer(deps, req.session, {
        parentCustomerId: parsed.data.ParentCustomerId ?? parsed.data.customerId,
        answers,
        files,
      });
      return { ok: true as const, model };
    },
  );
}
