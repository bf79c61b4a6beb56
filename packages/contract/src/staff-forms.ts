import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import {
  INPUT_TYPES,
  isStandardField,
  STANDARD_FORM_FIELDS,
  STANDARD_FORM_KINDS,
  STANDARD_FORMS,
  standardFormOf,
  type InputType,
  type StandardForm,
} from './dynamic-forms.js';
import { idNumber, idParam } from './ids.js';
import { LANGUAGES } from './languages.js';
import { optionalText, requiredText, VALIDATION_MESSAGES } from './validation.js';

/**
 * The staff's sign-up forms editor (issue 32 §5): an activity's custom sign-up form, its fields in order (every
 * kind the portal renders), each label in the club's default language with its translations, Picklist options,
 * the list a Lookup offers. A form belongs to one activity (the activity editor copies another's when it chooses
 * it); it is archived, never deleted. Answers already given are kept readable: a field or option with answers is
 * hidden from members instead of removed, and its kind and list stay what they were (`answerBreakingChanges`).
 */
export const FORM_ADMIN_MESSAGES = {
  optionHasComma: 'An option cannot contain a comma',
  optionTwice: 'Each option may be listed once',
  optionsNeeded: 'Give at least one option members can choose',
  lookupNeeded: 'Choose the list this field offers',
  labelNeeded: 'Give the field a label',
} as const;

export { STANDARD_FORMS, STANDARD_FORM_FIELDS, STANDARD_FORM_KINDS, isStandardField, standardFormOf, type StandardForm };

/**
 * Kinds the club's own fields of a standard form may not have: files (registering sends none, and a child's photo is
 * the card's) and passwords (never kept as an answer).
 */
export const STANDARD_FORM_REFUSED_KINDS: ReadonlySet<InputType> = new Set(['FileLoader', 'ImageLoader', 'Password']);

/** The lists a Lookup field may offer (the lookups module's `/api/public{name}/list`): the club's courts and sports. */
export const LOOKUP_LISTS = ['resources', 'bookingtypes'] as const;
export type LookupList = (typeof LOOKUP_LISTS)[number];
export const isLookupList = (value: string): value is LookupList => (LOOKUP_LISTS as readonly string[]).includes(value);

export const FORM_TITLE_MAX = 200;
export const FORM_FIELD_LABEL_MAX = 300;
export const FORM_FIELD_HEADER_MAX = 200;
export const FORM_FIELD_VALUE_MAX = 5000;
export const FORM_FIELDS_MAX = 60;
export const FORM_OPTION_MAX = 100;

/** Kinds whose label may stay empty (what they show is their value). */
const LABEL_OPTIONAL: ReadonlySet<InputType> = new Set(['Hidden', 'Html', 'HtmlText', 'Image', 'ColorLabel', 'PickListLabel']);

/** An option's text in one language other than the default; empty: that language's readers read the default. */
export const formOptionTextsSchema = z.strictObject({ option: optionalText(FORM_OPTION_MAX) });

export const formOptionSchema = z.strictObject({
  /** In the club's default language: what answers keep, whatever language the member chose it in. */
  text: requiredText(FORM_OPTION_MAX).refine((t) => !t.includes(','), { error: FORM_ADMIN_MESSAGES.optionHasComma }),
  /** Hidden from members (it has answers, so it stays). */
  hidden: z.boolean(),
  /** Its translations; a language left out keeps what it had (absent: all kept). */
  texts: z.partialRecord(z.enum(LANGUAGES), formOptionTextsSchema).optional(),
});
export type FormOption = z.infer<typeof formOptionSchema>;

/** A field's texts in one language other than the default; an empty label leaves that language's readers the default. */
export const formFieldTextsSchema = z.strictObject({ label: optionalText(FORM_FIELD_LABEL_MAX) });
/** A form's title in one language other than the default. */
export const formTextsSchema = z.strictObject({ title: optionalText(FORM_TITLE_MAX) });

export const staffFormFieldBodySchema = z
  .strictObject({
    /** A field the form already has, or null: a new one. */
    id: idNumber.nullable(),
    inputType: z.enum(INPUT_TYPES, { error: VALIDATION_MESSAGES.notAnOption }),
    /** In the club's default language. */
    label: optionalText(FORM_FIELD_LABEL_MAX),
    required: z.boolean(),
    /** Picklist: what members choose among, in order. */
    options: z.array(formOptionSchema).max(100),
    /** Lookup: the list it offers. */
    lookup: z.enum(LOOKUP_LISTS, { error: FORM_ADMIN_MESSAGES.lookupNeeded }).nullable(),
    /** A default answer, or what a display field shows (a link's address, an image, HTML, a label's text). */
    value: optionalText(FORM_FIELD_VALUE_MAX),
    /** A section title shown above the field. */
    headerName: optionalText(FORM_FIELD_HEADER_MAX),
    /** Columns of 12 on a wide screen (phones show every field across). */
    col1: z.number().int().min(1).max(12),
    /** Kept for its answers, no longer shown to members. */
    hidden: z.boolean(),
    texts: z.partialRecord(z.enum(LANGUAGES), formFieldTextsSchema),
  })
  .superRefine((f, ctx) => {
    if (!f.label && !LABEL_OPTIONAL.has(f.inputType))
      ctx.addIssue({ code: 'custom', message: FORM_ADMIN_MESSAGES.labelNeeded, path: ['label'] });
    if (f.inputType === 'Picklist') {
      if (!f.options.some((o) => !o.hidden))
        ctx.addIssue({ code: 'custom', message: FORM_ADMIN_MESSAGES.optionsNeeded, path: ['options'] });
      const texts = f.options.map((o) => o.text);
      if (new Set(texts).size !== texts.length)
        ctx.addIssue({ code: 'custom', message: FORM_ADMIN_MESSAGES.optionTwice, path: ['options'] });
    }
    if (f.inputType === 'Lookup' && f.lookup === null)
      ctx.addIssue({ code: 'custom', message: FORM_ADMIN_MESSAGES.lookupNeeded, path: ['lookup'] });
  });
export type StaffFormFieldBody = z.infer<typeof staffFormFieldBodySchema>;

/** PUT /api/staff/forms/:id */
export const staffFormBodySchema = z.strictObject({
  /** In the club's default language. */
  title: requiredText(FORM_TITLE_MAX),
  /** Whether members tick the legal conditions (and may tick the newsletter) on it. */
  legalChecks: z.boolean(),
  fields: z.array(staffFormFieldBodySchema).max(FORM_FIELDS_MAX),
  texts: z.partialRecord(z.enum(LANGUAGES), formTextsSchema),
});
export type StaffFormBody = z.infer<typeof staffFormBodySchema>;

/** POST /api/staff/forms: a form for an activity that has none. */
export const staffNewFormBodySchema = staffFormBodySchema.extend({ activity: idNumber });
export type StaffNewFormBody = z.infer<typeof staffNewFormBodySchema>;

export const staffFormParamsSchema = z.strictObject({ id: idParam });

export const staffFormFieldSchema = z.object({
  id: z.number().int(),
  /** The key its answers are kept under (made from the first label, never changed). */
  name: z.string(),
  inputType: z.enum(INPUT_TYPES),
  label: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ text: z.string(), hidden: z.boolean(), texts: z.record(z.string(), z.object({ option: z.string() })) })),
  lookup: z.enum(LOOKUP_LISTS).nullable(),
  value: z.string(),
  headerName: z.string(),
  col1: z.number().int(),
  hidden: z.boolean(),
  texts: z.record(z.string(), z.object({ label: z.string() })),
  /** Sign-ups that answered it, and the Picklist options they chose. */
  answers: z.number().int(),
  answeredOptions: z.array(z.string()),
});
export type StaffFormField = z.infer<typeof staffFormFieldSchema>;

export const staffFormSchema = z.object({
  id: z.number().int(),
  /** The activity it signs up for; null for a standard form. */
  activity: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The registration form or the form that adds a child; null for an activity's. */
  standard: z.enum(['registration', 'dependant']).nullable(),
  title: z.string(),
  legalChecks: z.boolean(),
  archived: z.boolean(),
  /** Sign-ups of its activity (or, for a standard form, customers) that gave answers. */
  answered: z.number().int(),
  fields: z.array(staffFormFieldSchema),
  texts: z.record(z.string(), z.object({ title: z.string() })),
});
export type StaffForm = z.infer<typeof staffFormSchema>;

export const staffFormsSchema = z.object({
  forms: z.array(staffFormSchema),
  /** Every activity, and its form (null: none yet; a new form is made for one of these). */
  activities: z.array(z.object({ id: z.number().int(), name: z.string(), form: z.number().int().nullable() })),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
});
export type StaffForms = z.infer<typeof staffFormsSchema>;

export const staffFormsResponseSchema = okEnvelope({ model: staffFormsSchema });
export const staffFormResponseSchema = okEnvelope({ model: staffFormSchema });

/** What a change would break of the answers already given: each a sentence's key and the names it needs. */
export type FormChangeProblem =
  | { problem: 'answeredFieldRemoved'; field: string }
  | { problem: 'answeredKindChanged'; field: string }
  | { problem: 'answeredListChanged'; field: string }
  | { problem: 'answeredOptionRemoved'; field: string; option: string }
  | { problem: 'standardFieldKept'; field: string }
  | { problem: 'standardFieldRequired'; field: string }
  | { problem: 'standardFormKind'; field: string };

/** A field as it stands, with what its answers hold. */
export type AnsweredField = Pick<StaffFormField, 'id' | 'label' | 'inputType' | 'lookup' | 'answers' | 'answeredOptions'>;

/**
 * The field rule: a change may not break answers already given. A field with answers stays (hide it instead), keeps
 * its kind and its Lookup's list, and a Picklist keeps every option someone chose (hide the option instead).
 * Fields without answers change freely. Run by the editor as staff type and by the server on save.
 */
export function answerBreakingChanges(
  before: readonly AnsweredField[],
  after: ReadonlyArray<Pick<StaffFormFieldBody, 'id' | 'inputType' | 'lookup' | 'options'>>,
): FormChangeProblem[] {
  const kept = new Map(after.filter((f) => f.id !== null).map((f) => [f.id, f]));
  const problems: FormChangeProblem[] = [];
  for (const field of before) {
    if (field.answers === 0) continue;
    const next = kept.get(field.id);
    const name = field.label || `#${field.id}`;
    if (!next) problems.push({ problem: 'answeredFieldRemoved', field: name });
    else if (next.inputType !== field.inputType) problems.push({ problem: 'answeredKindChanged', field: name });
    else if (field.inputType === 'Lookup' && next.lookup !== field.lookup) problems.push({ problem: 'answeredListChanged', field: name });
    else if (field.inputType === 'Picklist') {
      const options = new Set(next.options.map((o) => o.text));
      for (const option of field.answeredOptions)
        if (!options.has(option)) problems.push({ problem: 'answeredOptionRemoved', field: name, option });
    }
  }
  return problems;
}

/**
 * The standard forms' rule: the fields the portal reads to make the account (`STANDARD_FORM_FIELDS`) stay, shown, of
 * their kind and required where needed; the club's own fields take no file or password. Run by the editor as staff
 * type and by the server on save, beside `answerBreakingChanges`.
 */
export function standardFieldProblems(
  form: StandardForm,
  before: ReadonlyArray<Pick<StaffFormField, 'id' | 'name' | 'label'>>,
  after: ReadonlyArray<Pick<StaffFormFieldBody, 'id' | 'inputType' | 'hidden' | 'required' | 'label'>>,
): FormChangeProblem[] {
  const kept = new Map(after.filter((f) => f.id !== null).map((f) => [f.id, f]));
  const rules = new Map(STANDARD_FORM_FIELDS[form].map((f) => [f.name, f]));
  const standardIds = new Set<number>();
  const problems: FormChangeProblem[] = [];
  for (const field of before) {
    const rule = rules.get(field.name);
    if (!rule) continue;
    standardIds.add(field.id);
    const next = kept.get(field.id);
    const name = field.label || field.name;
    if (!next || next.hidden || next.inputType !== rule.inputType) problems.push({ problem: 'standardFieldKept', field: name });
    else if (rule.required && !next.required) problems.push({ problem: 'standardFieldRequired', field: name });
  }
  for (const f of after)
    if (!(f.id !== null && standardIds.has(f.id)) && STANDARD_FORM_REFUSED_KINDS.has(f.inputType))
      problems.push({ problem: 'standardFormKind', field: f.label || f.inputType });
  return problems;
}
