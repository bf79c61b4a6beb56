import { PASSWORD_MIN_LENGTH, stripNonPrintable } from '@clubportal/contract/accounts';
import { ACCEPTED_FILE_EXTENSIONS, MAX_UPLOAD_BYTES, type DynamicField, type FormDef, type InputType } from '@clubportal/contract/dynamic-forms';
import type { DynamicFormValues } from './types';

/** Types that only show something (text, link, picture) and carry no answer. */
export const DISPLAY_TYPES: ReadonlySet<InputType> = new Set([
  'Label',
  'Href',
  'Image',
  'PickListLabel',
  'LabelPassword',
  'Html',
  'ColorLabel',
]);
export const FILE_TYPES: ReadonlySet<InputType> = new Set(['FileLoader', 'ImageLoader']);
/** Free-text inputs: what is typed loses its non-printable characters (spec section 5). */
export const TEXT_TYPES: ReadonlySet<InputType> = new Set(['Text', 'Email', 'Password', 'TextArea', 'Currency']);

/** The form while it is being filled: answers and files by field id. */
export type DynamicFormState = {
  values: Record<number, string>;
  files: Record<number, File[]>;
  okRss: boolean;
  acceptConditions: boolean;
};

/** Error codes; the component words them (dynamicForm.* and messages.* keys). */
export type FieldErrorCode = 'required' | 'email' | 'minLength' | 'fileType' | 'fileSize' | 'acceptLegal';
export const LEGAL_ERROR_KEY = 'acceptConditions';
export type DynamicFormErrors = Partial<Record<number | typeof LEGAL_ERROR_KEY, FieldErrorCode>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** The starting value of a field from its definition, in the format its input understands. */
export function initialValue(field: DynamicField): string {
  const value = field.value ?? '';
  switch (field.inputType) {
    case 'CheckBox':
      return value.trim().toLowerCase() === 'true' ? 'true' : 'false';
    case 'Date':
    case 'BirthDate':
      return ISO_DATE.test(value) ? value : '';
    case 'HourPicker':
      return HOUR.test(value) ? value : '';
    case 'ColorPicker':
      return COLOR.test(value) ? value : '';
    default:
      return value;
  }
}

export function initialState(def: FormDef): DynamicFormState {
  const values: Record<number, string> = {};
  for (const field of def.fields) values[field.id] = initialValue(field);
  return { values, files: {}, okRss: false, acceptConditions: false };
}

/** Picklist options: the comma-separated `columnDef`, trimmed, without empties. */
export function picklistOptions(columnDef: string): string[] {
  return columnDef
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** Whether a file's name ends with one of the accepted extensions. */
export function isAcceptedFile(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** What a text input keeps of a typed value. */
export function cleanTyped(value: string): string {
  return stripNonPrintable(value);
}

export function fieldError(field: DynamicField, state: DynamicFormState): FieldErrorCode | undefined {
  if (DISPLAY_TYPES.has(field.inputType) || field.inputType === 'Hidden' || field.inputType === 'HtmlText') return undefined;
  if (FILE_TYPES.has(field.inputType)) {
    const files = state.files[field.id] ?? [];
    if (field.required && files.length === 0) return 'required';
    if (files.some((file) => !isAcceptedFile(file.name))) return 'fileType';
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) return 'fileSize';
    return undefined;
  }
  const value = (state.values[field.id] ?? '').trim();
  if (field.inputType === 'CheckBox') return field.required && value !== 'true' ? 'required' : undefined;
  if (field.required && value === '') return 'required';
  if (value === '') return undefined;
  if (field.inputType === 'Email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return 'email';
  if (field.inputType === 'Password' && value.length < PASSWORD_MIN_LENGTH) return 'minLength';
  return undefined;
}

/** Every rule of the form (spec section 5): required fields, legal checkbox when shown, file types. */
export function validateDynamicForm(def: FormDef, state: DynamicFormState): DynamicFormErrors {
  const errors: DynamicFormErrors = {};
  for (const field of def.fields) {
    const error = fieldError(field, state);
    if (error) errors[field.id] = error;
  }
  if (def.legalChecks && !state.acceptConditions) errors[LEGAL_ERROR_KEY] = 'acceptLegal';
  return errors;
}

/** The answer list and files the caller sends (display-only fields carry nothing). */
export function toValues(def: FormDef, state: DynamicFormState): DynamicFormValues {
  const answers: DynamicFormValues['answers'] = [];
  const files: DynamicFormValues['files'] = [];
  for (const field of def.fields) {
    if (DISPLAY_TYPES.has(field.inputType)) continue;
    if (FILE_TYPES.has(field.inputType)) {
      for (const file of state.files[field.id] ?? []) files.push({ fieldName: field.name, file });
      continue;
    }
    const raw = state.values[field.id] ?? '';
    const value = TEXT_TYPES.has(field.inputType) ? stripNonPrintable(raw).trim() : raw;
    answers.push({ id: field.id, name: field.name, value: field.inputType === 'Password' ? stripNonPrintable(raw) : value });
  }
  return {
    answers,
    files,
    okRss: def.legalChecks ? state.okRss : false,
    acceptConditions: def.legalChecks ? state.acceptConditions : false,
  };
}

/** A 12-column span from the definition (0 or out of range: the whole row). */
export function columnSpan(value: number): number {
  return Number.isInteger(value) && value >= 1 && value <= 12 ? value : 12;
}
