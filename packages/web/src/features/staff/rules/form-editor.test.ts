import { describe, expect, it } from 'vitest';
import type { StaffForm } from '@clubportal/contract/staff-forms';
import { editedForm, formBody, moved, newField, previewDef } from './form-editor';

const form: StaffForm = {
  id: 7,
  activity: { id: 3, name: 'Clinic' },
  standard: null,
  title: 'Clinic sign-up',
  legalChecks: false,
  archived: false,
  answered: 1,
  texts: {},
  fields: [
    {
      id: 11,
      name: 'level',
      inputType: 'Picklist',
      label: 'Level',
      required: true,
      options: [
        { text: 'Low', hidden: true, texts: {} },
        { text: 'High', hidden: false, texts: { 'en-US': { option: 'High (EN)' } } },
      ],
      lookup: null,
      value: '',
      headerName: '',
      col1: 6,
      hidden: false,
      texts: { 'en-US': { label: 'Level (EN)' } },
      answers: 1,
      answeredOptions: ['Low'],
    },
    {
      id: 12,
      name: 'phone',
      inputType: 'Text',
      label: 'Phone',
      required: false,
      options: [],
      lookup: null,
      value: '',
      headerName: '',
      col1: 12,
      hidden: true,
      texts: {},
      answers: 1,
      answeredOptions: [],
    },
  ],
};

describe('the form editor’s rules', () => {
  it('moves a field up or down, and leaves the list as it is past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('sends the fields without the editor’s keys and counts, a new one with no id', () => {
    const edited = editedForm(form, ['en-US']);
    edited.fields.push({ ...newField('Text', ['en-US']), label: 'Notes' });
    const body = formBody(edited);
    expect(body.fields.map((f) => f.id)).toEqual([11, 12, null]);
    expect(body.fields[0]).not.toHaveProperty('answers');
    expect(body.fields[0]?.texts).toEqual({ 'en-US': { label: 'Level (EN)' } });
    // Every option carries each other language: '' clears (the member then reads the default).
    expect(body.fields[0]?.options).toEqual([
      { text: 'Low', hidden: true, texts: { 'en-US': { option: '' } } },
      { text: 'High', hidden: false, texts: { 'en-US': { option: 'High (EN)' } } },
    ]);
  });

  it('previews what a member sees: no hidden field, no hidden option', () => {
    const def = previewDef(editedForm(form, []), 3);
    expect(def.fields.map((f) => f.label)).toEqual(['Level']);
    expect(def.fields[0]?.columnDef).toBe('High');
  });
});
