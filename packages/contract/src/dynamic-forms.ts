import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { idOrZeroParam, idParam } from './ids.js';

/** Input types a dynamic form field can have (spec section 3). */
export const INPUT_TYPES = [
  'Label',
  'Href',
  'Text',
  'Date',
  'CheckBox',
  'Image',
  'Picklist',
  'PickListLabel',
  'Lookup',
  'TextArea',
  'Password',
  'LabelPassword',
  'Email',
  'Currency',
  'FileLoader',
  'ImageLoader',
  'Hidden',
  'Html',
  'HtmlText',
  'HourPicker',
  'ColorPicker',
  'ColorLabel',
  'BirthDate',
] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Forms the portal knows; `{parentName}/{parentId}` of the form-def call. */
export const FORM_PARENTS = { registration: 'Registration', dependentCustomer: 'DependentCustomer' } as const;

/** File inputs accept images, pdf, docx, doc, txt and xslx (spec section 5; "xslx" as written there). */
export const ACCEPTED_FILE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.pdf', '.docx', '.doc', '.txt', '.xslx', '.xlsx'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Lookup dropdowns load up to 50 rows. */
export const LOOKUP_PAGE_SIZE = 50;

export const dynamicFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  value: z.string(),
  required: z.boolean(),
  inputType: z.enum(INPUT_TYPES),
  /** Columns (of 12) the field spans on wide screens. */
  col1: z.number().int(),
  /** Columns (of 12) the field spans on phones. */
  col2: z.number().int(),
  /** Picklist: comma-separated options. Lookup: the public controller to list (`/api/public{columnDef}/list`). */
  columnDef: z.string(),
  /** A section title shown above this field. */
  headerName: z.string(),
});
export type DynamicField = z.infer<typeof dynamicFieldSchema>;

export const formDefSchema = z.object({
  id: z.number().int(),
  parentName: z.string(),
  parentId: z.number().int(),
  title: z.string(),
  /** Whether the legal checkbox (accept conditions) and the newsletter checkbox are shown. */
  legalChecks: z.boolean(),
  fields: z.array(dynamicFieldSchema),
});
export type FormDef = z.infer<typeof formDefSchema>;

export const formDefParamsSchema = z.object({
  parentName: z.string().min(1).max(60),
  parentId: idOrZeroParam,
});
export const formDefResponseSchema = okEnvelope({ model: formDefSchema });

/** The text parts of the multipart POST /api/dynamicforms/save. */
export const formSaveFieldsSchema = z.object({
  parentName: z.string().min(1).max(60),
  parentId: idOrZeroParam,
  customerId: idParam.optional(),
  ParentCustomerId: idParam.optional(),
  okRss: z.enum(['true', 'false']).default('false'),
  acceptConditions: z.enum(['true', 'false']).default('false'),
  fields: z.string().max(100_000),
});
export const submittedFieldSchema = z.object({ id: z.number().int(), name: z.string(), value: z.string().max(5000) });
export const formSaveResponseSchema = okEnvelope({ model: z.object({ id: z.number().int(), status: z.number().int() }) });
