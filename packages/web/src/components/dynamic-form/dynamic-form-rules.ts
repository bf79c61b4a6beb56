import { FILE_TYPES, isAnswerField, type DynamicField, type FormDef } from '@clubportal/contract/dynamic-forms';
import { fieldKey } from '@clubportal/contract/validation';
import type { DynamicFormValues } from './types';

/** The form while it is filled: answers and files by fieldKey, and the two legal checkboxes. */
export type DynamicFormState = {
  answers: Record<string, string>;
  files: Record<string, File[]>;
  okRss: boolean;
  acceptConditions: boolean;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** The starting value of a field from its definition, in the format its input understands. */
function initialValue(field: DynamicField): string {
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
  const state: DynamicFormState = { answers: {}, files: {}, okRss: false, acceptConditions: false };
  for (const field of def.fields) {
    if (FILE_TYPES.has(field.inputType)) state.files[fieldKey(field.id)] = [];
    else if (isAnswerField(field)) state.answers[fieldKey(field.id)] = initialValue(field);
  }
  return state;
}

/** The answer list and files the caller sends, from the checked (cleaned) state; display-only fields carry nothing. */
export function toValues(def: FormDef, state: DynamicFormState): DynamicFormValues {
  const answers: DynamicFormValues['answers'] = [];
  const files: DynamicFormValues['files'] = [];
  for (const field of def.fields) {
    const key = fieldKey(field.id);
    if (FILE_TYPES.has(field.inputType)) {
      for (const file of state.files[key] ?? []) files.push({ fieldName: field.name, file });
    } else if (isAnswerField(field)) answers.push({ id: field.id, name: field.name, value: state.answers[key] ?? '' });
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
