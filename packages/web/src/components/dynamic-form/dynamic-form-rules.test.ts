import { describe, expect, it } from 'vitest';
import type { DynamicField, FormDef } from '@clubportal/contract/dynamic-forms';
import { fieldKey } from '@clubportal/contract/validation';
import { columnSpan, initialState, toValues } from './dynamic-form-rules';

let nextId = 1;
function field(partial: Partial<DynamicField>): DynamicField {
  const id = nextId++;
  return {
    id,
    name: `f${id}`,
    label: `Field ${id}`,
    value: '',
    required: false,
    inputType: 'Text',
    col1: 12,
    col2: 12,
    columnDef: '',
    headerName: '',
    ...partial,
  };
}
function form(fields: DynamicField[], legalChecks = false): FormDef {
  return { id: 1, parentName: 'Registration', parentId: 0, title: 'Form', legalChecks, fields };
}

// The rules themselves (required, formats, files, legal) are the contract's: dynamic-forms.test.ts there.
describe('dynamic form state', () => {
  it('normalises starting values to what each input understands; display-only fields hold nothing', () => {
    const date = field({ inputType: 'BirthDate', value: '12/01/2010' });
    const okDate = field({ inputType: 'Date', value: '2010-01-12' });
    const hour = field({ inputType: 'HourPicker', value: '18:30' });
    const color = field({ inputType: 'ColorPicker', value: 'red' });
    const box = field({ inputType: 'CheckBox', value: 'TRUE' });
    const label = field({ inputType: 'Label', value: 'Hello' });
    const photo = field({ inputType: 'ImageLoader' });
    const state = initialState(form([date, okDate, hour, color, box, label, photo]));
    expect(state.answers).toEqual({
      [fieldKey(date.id)]: '',
      [fieldKey(okDate.id)]: '2010-01-12',
      [fieldKey(hour.id)]: '18:30',
      [fieldKey(color.id)]: '',
      [fieldKey(box.id)]: 'true',
    });
    expect(state.files).toEqual({ [fieldKey(photo.id)]: [] });
  });

  it('hands over the answers in form order, hidden values included, files under their field name', () => {
    const name = field({ name: 'name' });
    const hidden = field({ name: 'source', inputType: 'Hidden', value: 'web' });
    const html = field({ name: 'intro', inputType: 'Html', value: '<b>Hi</b>' });
    const photo = field({ name: 'photo', inputType: 'FileLoader' });
    const def = form([name, hidden, html, photo], true);
    const file = new File(['x'], 'a.png');
    const state = { ...initialState(def), okRss: true, acceptConditions: true };
    state.answers[fieldKey(name.id)] = 'Ana';
    state.files[fieldKey(photo.id)] = [file];
    expect(toValues(def, state)).toEqual({
      answers: [
        { id: name.id, name: 'name', value: 'Ana' },
        { id: hidden.id, name: 'source', value: 'web' },
      ],
      files: [{ fieldName: 'photo', file }],
      okRss: true,
      acceptConditions: true,
    });
    expect(toValues(form([name]), { ...state, okRss: true }).okRss).toBe(false);
  });

  it('keeps spans within 12 columns', () => {
    expect([columnSpan(6), columnSpan(0), columnSpan(13), columnSpan(12)]).toEqual([6, 12, 12, 12]);
  });
});
