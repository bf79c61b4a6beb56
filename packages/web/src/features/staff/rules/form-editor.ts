import type { DynamicField, FormDef, InputType } from '@clubportal/contract/dynamic-forms';
import type { Language } from '@clubportal/contract/languages';
import type { StaffForm, StaffFormBody, StaffFormField, StaffFormFieldBody } from '@clubportal/contract/staff-forms';

/** A pick list's option in the editor: its text in the default language and in each other language ('' where none). */
export type EditedOption = { text: string; hidden: boolean; texts: Partial<Record<Language, { option: string }>> };
/** A field in the editor: what is sent, plus a key the list keeps through reorders and what its answers hold. */
export type EditedField = Omit<StaffFormFieldBody, 'options'> & {
  options: EditedOption[];
  key: string;
  name: string;
  answers: number;
  answeredOptions: string[];
};
export type EditedForm = Omit<StaffFormBody, 'fields'> & { fields: EditedField[] };

/** Kinds that take options, a list, or show their value rather than take an answer. */
export const takesOptions = (kind: InputType) => kind === 'Picklist';
export const takesList = (kind: InputType) => kind === 'Lookup';
/** What `value` means for a kind: a link's address, an image's file, HTML or text shown, or a default answer. */
export function valueMeaning(kind: InputType): 'address' | 'image' | 'html' | 'shown' | 'colour' | 'default' {
  if (kind === 'Href') return 'address';
  if (kind === 'Image') return 'image';
  if (kind === 'Html' || kind === 'HtmlText') return 'html';
  if (kind === 'Label' || kind === 'PickListLabel' || kind === 'LabelPassword') return 'shown';
  if (kind === 'ColorLabel' || kind === 'ColorPicker') return 'colour';
  return 'default';
}

let counter = 0;
const newKey = () => `new-${++counter}`;

const textsOf = (texts: StaffFormField['texts'], languages: readonly Language[]) =>
  Object.fromEntries(languages.map((l) => [l, { label: texts[l]?.label ?? '' }])) as StaffFormFieldBody['texts'];

/** An option with its translations in every other language ('' where none). */
export function withOptionTexts(
  text: string,
  languages: readonly Language[],
  texts: Partial<Record<string, { option: string }>> = {},
  hidden = false,
): EditedOption {
  return { text, hidden, texts: Object.fromEntries(languages.map((l) => [l, { option: texts[l]?.option ?? '' }])) };
}

/** The form as the editor starts it: its fields, each label's translations in every other language ('' where none). */
export function editedForm(form: StaffForm, languages: readonly Language[]): EditedForm {
  return {
    title: form.title,
    legalChecks: form.legalChecks,
    texts: Object.fromEntries(languages.map((l) => [l, { title: form.texts[l]?.title ?? '' }])),
    fields: form.fields.map((f) => ({
      key: `field-${f.id}`,
      id: f.id,
      name: f.name,
      inputType: f.inputType,
      label: f.label,
      required: f.required,
      options: f.options.map((o) => withOptionTexts(o.text, languages, o.texts, o.hidden)),
      lookup: f.lookup,
      value: f.value,
      headerName: f.headerName,
      col1: f.col1,
      hidden: f.hidden,
      texts: textsOf(f.texts, languages),
      answers: f.answers,
      answeredOptions: f.answeredOptions,
    })),
  };
}

/** A new field of a kind, full width, not required, with empty translations. */
export function newField(kind: InputType, languages: readonly Language[]): EditedField {
  return {
    key: newKey(),
    id: null,
    name: '',
    inputType: kind,
    label: '',
    required: false,
    options: kind === 'Picklist' ? [withOptionTexts('', languages)] : [],
    lookup: kind === 'Lookup' ? 'bookingtypes' : null,
    value: '',
    headerName: '',
    col1: 12,
    hidden: false,
    texts: textsOf({}, languages),
    answers: 0,
    answeredOptions: [],
  };
}

/** The body the server takes: what staff typed, without the editor's own keys and counts. */
export function formBody(form: EditedForm): StaffFormBody {
  return {
    title: form.title,
    legalChecks: form.legalChecks,
    texts: form.texts,
    fields: form.fields.map(({ key: _k, name: _n, answers: _a, answeredOptions: _o, ...f }) => ({
      ...f,
      options: takesOptions(f.inputType) ? f.options : [],
      lookup: takesList(f.inputType) ? f.lookup : null,
    })),
  };
}

/** The list with the item at `from` moved to `to` (both within the list). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * The form as a member will see it, drawn by the member's own renderer: the fields not hidden, a Picklist's options
 * not hidden, in the club's default language. New fields get ids of their own below zero. A standard form's parent is
 * its own (`Registration`, `DependentCustomer`) with id 0.
 */
export function previewDef(form: EditedForm, activityId: number, parentName = 'Activity'): FormDef {
  const fields = form.fields
    .map((f, i): DynamicField & { hidden: boolean } => ({
      id: f.id ?? -(i + 1),
      name: f.name || f.key,
      label: f.label,
      value: f.value,
      required: f.required,
      inputType: f.inputType,
      col1: f.col1,
      col2: 12,
      columnDef: takesOptions(f.inputType)
        ? f.options
            .filter((o) => !o.hidden && o.text.trim() && !o.text.includes(','))
            .map((o) => o.text.trim())
            .join(',')
        : takesList(f.inputType)
          ? (f.lookup ?? '')
          : '',
      headerName: f.headerName,
      hidden: f.hidden,
    }))
    .filter((f) => !f.hidden)
    .map(({ hidden: _h, ...f }) => f);
  return { id: 0, parentName, parentId: activityId, title: form.title, legalChecks: form.legalChecks, fields };
}
