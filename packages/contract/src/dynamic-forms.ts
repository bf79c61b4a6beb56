import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import {
  VALIDATION_MESSAGES,
  acceptedConditions,
  fieldKey,
  isCalendarDate,
  listOptions,
  PASSWORD_MIN_LENGTH,
  stripNonPrintable,
} from './validation.js';
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

/**
 * The club's own forms besides its activities': the registration form and the form that adds a child (issue 32's loose
 * ends). The club adds its own fields to them; the fields the portal reads to make the account stay (below).
 */
export const STANDARD_FORMS = { registration: FORM_PARENTS.registration, dependant: FORM_PARENTS.dependentCustomer } as const;
export type StandardForm = keyof typeof STANDARD_FORMS;
export const STANDARD_FORM_KINDS = Object.keys(STANDARD_FORMS) as StandardForm[];
export const standardFormOf = (parentName: string): StandardForm | null =>
  STANDARD_FORM_KINDS.find((kind) => STANDARD_FORMS[kind] === parentName) ?? null;

/**
 * The fields of a standard form the portal reads to make the account (accounts' register, a child's save), by name:
 * kept (never removed nor hidden), of their kind, and required where the account cannot do without them. Their
 * labels, order, width and translations are the club's.
 */
export const STANDARD_FORM_FIELDS: Record<StandardForm, ReadonlyArray<{ name: string; inputType: InputType; required: boolean }>> = {
  registration: [
    { name: 'name', inputType: 'Text', required: true },
    { name: 'surname', inputType: 'Text', required: true },
    { name: 'email', inputType: 'Email', required: true },
    { name: 'phone', inputType: 'Text', required: false },
    { name: 'password', inputType: 'Password', required: true },
  ],
  dependant: [
    { name: 'name', inputType: 'Text', required: true },
    { name: 'surname', inputType: 'Text', required: false },
    { name: 'birthDate', inputType: 'BirthDate', required: false },
    { name: 'email', inputType: 'Email', required: false },
    { name: 'photo', inputType: 'ImageLoader', required: false },
  ],
};
export const isStandardField = (form: StandardForm, name: string) => STANDARD_FORM_FIELDS[form].some((f) => f.name === name);

/** File inputs accept images, pdf, docx, doc, txt and xslx (spec section 5; "xslx" as written there). */
export const ACCEPTED_FILE_EXTENSIONS = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.pdf',
  '.docx',
  '.doc',
  '.txt',
  '.xslx',
  '.xlsx',
] as const;
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
  /**
   * Picklist: each option of `columnDef`, in its order, as the reader reads it (the club's translation into their
   * language, else the option itself). What is answered is still the `columnDef` option.
   */
  optionLabels: z.array(z.string()).optional(),
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

/** Types that only show something (text, link, picture, HTML) and carry no answer. */
const DISPLAY_TYPES: ReadonlySet<InputType> = new Set([
  'Label',
  'Href',
  'Image',
  'PickListLabel',
  'LabelPassword',
  'Html',
  'HtmlText',
  'ColorLabel',
]);
/** Types answered with files (multipart parts named after the field). */
export const FILE_TYPES: ReadonlySet<InputType> = new Set(['FileLoader', 'ImageLoader']);

/** Whether a field takes a typed or picked answer (not display-only, not files). */
export const isAnswerField = (field: DynamicField) => !DISPLAY_TYPES.has(field.inputType) && !FILE_TYPES.has(field.inputType);

/** Whether a file's name ends with one of the accepted extensions. */
function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

const ANSWER_MAX = 2000;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const AMOUNT = /^-?\d+(?:[.,]\d{1,2})?$/;

/** The format a non-empty answer must have, by input type; undefined when the answer is fine. */
function formatError(field: DynamicField, value: string): string | undefined {
  switch (field.inputType) {
    case 'Email':
      return z.email().safeParse(value).success ? undefined : VALIDATION_MESSAGES.invalidEmail;
    case 'Date':
    case 'BirthDate':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return VALIDATION_MESSAGES.dateFormat;
      return isCalendarDate(value) ? undefined : VALIDATION_MESSAGES.notADate;
    case 'CheckBox':
      return value === 'true' || value === 'false' ? undefined : VALIDATION_MESSAGES.notAnOption;
    case 'Picklist':
      return listOptions(field.columnDef).includes(value) ? undefined : VALIDATION_MESSAGES.notAnOption;
    case 'Currency':
      return AMOUNT.test(value) ? undefined : VALIDATION_MESSAGES.notAnAmount;
    case 'HourPicker':
      return HOUR.test(value) ? undefined : VALIDATION_MESSAGES.notATime;
    case 'ColorPicker':
      return COLOUR.test(value) ? undefined : VALIDATION_MESSAGES.notAColour;
    case 'Password':
      return value.length < PASSWORD_MIN_LENGTH ? VALIDATION_MESSAGES.minLength : undefined;
    default:
      return value.length > ANSWER_MAX ? VALIDATION_MESSAGES.tooLong : undefined;
  }
}

/**
 * One answer of a dynamic form: non-printable characters dropped and trimmed (a password keeps its
 * spaces); required answers non-empty (a required checkbox ticked); a given answer in its type's format.
 */
function answerSchema(field: DynamicField) {
  return z
    .string()
    .transform((raw) => (field.inputType === 'Password' ? stripNonPrintable(raw) : stripNonPrintable(raw).trim()))
    .superRefine((value, ctx) => {
      const unticked = field.inputType === 'CheckBox' && value !== 'true';
      if (field.required && (value === '' || unticked)) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.fieldRequired });
        return;
      }
      const bad = value === '' ? undefined : formatError(field, value);
      if (bad) ctx.addIssue({ code: 'custom', message: bad });
    });
}

/** What the rules need to know of a chosen file (a browser File, or a part the server received). */
export type FileFacts = { name: string; size: number };
/** Passes the caller's own file objects through unchanged (the web keeps its File to upload). */
const fileFacts = <F extends FileFacts>() =>
  z.custom<F>(
    (v) => typeof v === 'object' && v !== null && typeof (v as FileFacts).name === 'string' && typeof (v as FileFacts).size === 'number',
  );

/** The files of a FileLoader or ImageLoader: any number of images, pdf, docx, doc, txt or xslx, each at most 5 MB. */
function filesSchema<F extends FileFacts = FileFacts>(field: DynamicField) {
  return z.array(fileFacts<F>()).superRefine((files, ctx) => {
    if (field.required && files.length === 0) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.fieldRequired });
    else if (files.some((file) => !isAcceptedFile(file.name))) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.fileType });
    else if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.fileSize });
  });
}

/**
 * The schema of a form's answers, built from its definition: `answers` and `files` keyed by
 * fieldKey(field.id); display-only fields carry nothing. Used by the web form and by the server on save.
 */
export function dynamicAnswersSchema<F extends FileFacts = FileFacts>(def: Pick<FormDef, 'fields'>) {
  const answers: Record<string, ReturnType<typeof answerSchema>> = {};
  const files: Record<string, ReturnType<typeof filesSchema<F>>> = {};
  for (const field of def.fields) {
    if (FILE_TYPES.has(field.inputType)) files[fieldKey(field.id)] = filesSchema<F>(field);
    else if (isAnswerField(field)) answers[fieldKey(field.id)] = answerSchema(field);
  }
  return z.object({ answers: z.object(answers), files: z.object(files) });
}

/** The whole form as filled in the portal: the answers, and the two legal checkboxes when the form shows them. */
export function dynamicFormSchema<F extends FileFacts = FileFacts>(def: Pick<FormDef, 'fields' | 'legalChecks'>) {
  return dynamicAnswersSchema<F>(def).extend({
    okRss: z.boolean(),
    acceptConditions: def.legalChecks ? acceptedConditions : z.boolean(),
  });
}
