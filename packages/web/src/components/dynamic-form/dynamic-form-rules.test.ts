import { describe, expect, it } from 'vitest';
import type { DynamicField, FormDef } from '@clubportal/contract/dynamic-forms';
import { columnSpan, initialState, isAcceptedFile, picklistOptions, toValues, validateDynamicForm } from './dynamic-form-rules';

let nextId = 1;
function field(partial: Partial<DynamicField>): DynamicField {
  const id = nextId++;
  return { id, name: `f${id}`, label: `Field ${id}`, value: '', required: false, inputType: 'Text', col1: 12, col2: 12, columnDef: '', headerName: '', ...partial };
}
function form(fields: DynamicField[], legalChecks = false): FormDef {
  return { id: 1, parentName: 'Registration', parentId: 0, title: 'Form', legalChecks, fields };
}

describe('dynamic form rules', () => {
  it('requires every required answer field, ignoring display-only ones', () => {
    const name = field({ name: 'name', required: true });
    const label = field({ inputType: 'Label', required: true, label: 'Just text' });
    const def = form([name, label]);
    const state = initialState(def);
    expect(validateDynamicForm(def, state)).toEqual({ [name.id]: 'required' });
    state.values[name.id] = '   ';
    expect(validateDynamicForm(def, state)).toEqual({ [name.id]: 'required' });
    state.values[name.id] = 'Ana';
    expect(validateDynamicForm(def, state)).toEqual({});
  });

  it('a required checkbox must be ticked; a required file field needs a file', () => {
    const box = field({ inputType: 'CheckBox', required: true });
    const photo = field({ inputType: 'ImageLoader', required: true, name: 'photo' });
    const def = form([box, photo]);
    const state = initialState(def);
    expect(state.values[box.id]).toBe('false');
    expect(validateDynamicForm(def, state)).toEqual({ [box.id]: 'required', [photo.id]: 'required' });
    state.values[box.id] = 'true';
    state.files[photo.id] = [new File(['x'], 'me.exe')];
    expect(validateDynamicForm(def, state)).toEqual({ [photo.id]: 'fileType' });
    state.files[photo.id] = [new File(['x'], 'me.JPG'), new File(['y'], 'id.pdf')];
    expect(validateDynamicForm(def, state)).toEqual({});
  });

  it('asks for the legal checkbox only when the form has legal checks', () => {
    const withLegal = form([], true);
    expect(validateDynamicForm(withLegal, initialState(withLegal))).toEqual({ acceptConditions: 'acceptLegal' });
    expect(validateDynamicForm(withLegal, { ...initialState(withLegal), acceptConditions: true })).toEqual({});
    const without = form([], false);
    expect(validateDynamicForm(without, initialState(without))).toEqual({});
  });

  it('checks email format and the password minimum length', () => {
    const email = field({ inputType: 'Email' });
    const password = field({ inputType: 'Password' });
    const def = form([email, password]);
    const state = { ...initialState(def), values: { [email.id]: 'ana@', [password.id]: '1234' } };
    expect(validateDynamicForm(def, state)).toEqual({ [email.id]: 'email', [password.id]: 'minLength' });
  });

  it('builds the answers: no display-only fields, text cleaned of non-printable characters, hidden values kept', () => {
    const name = field({ name: 'name' });
    const notes = field({ name: 'notes', inputType: 'TextArea' });
    const hidden = field({ name: 'source', inputType: 'Hidden', value: 'web' });
    const html = field({ name: 'intro', inputType: 'Html', value: '<b>Hi</b>' });
    const photo = field({ name: 'photo', inputType: 'FileLoader' });
    const def = form([name, notes, hidden, html, photo], true);
    const state = initialState(def);
    state.values[name.id] = ' Ana\u0000\u200b ';
    state.values[notes.id] = 'line 1\nline\u00072';
    const file = new File(['x'], 'a.png');
    state.files[photo.id] = [file];
    state.okRss = true;
    state.acceptConditions = true;
    expect(toValues(def, state)).toEqual({
      answers: [
        { id: name.id, name: 'name', value: 'Ana' },
        { id: notes.id, name: 'notes', value: 'line 1\nline2' },
        { id: hidden.id, name: 'source', value: 'web' },
      ],
      files: [{ fieldName: 'photo', file }],
      okRss: true,
      acceptConditions: true,
    });
  });

  it('normalises starting values to what each input understands', () => {
    const date = field({ inputType: 'BirthDate', value: '12/01/2010' });
    const okDate = field({ inputType: 'Date', value: '2010-01-12' });
    const hour = field({ inputType: 'HourPicker', value: '18:30' });
    const color = field({ inputType: 'ColorPicker', value: 'red' });
    const box = field({ inputType: 'CheckBox', value: 'TRUE' });
    const state = initialState(form([date, okDate, hour, color, box]));
    expect(state.values).toEqual({ [date.id]: '', [okDate.id]: '2010-01-12', [hour.id]: '18:30', [color.id]: '', [box.id]: 'true' });
  });

  it('splits picklists, accepts the listed file types and keeps spans within 12 columns', () => {
    expect(picklistOptions(' S, M ,,L ')).toEqual(['S', 'M', 'L']);
    for (const name of ['a.png', 'b.jpeg', 'c.PDF', 'd.docx', 'e.doc', 'f.txt', 'g.xslx', 'h.gif']) expect(isAcceptedFile(name)).toBe(true);
    for (const name of ['a.exe', 'b.svg', 'c', 'd.pdf.js']) expect(isAcceptedFile(name)).toBe(false);
    expect([columnSpan(6), columnSpan(0), columnSpan(13), columnSpan(12)]).toEqual([6, 12, 12, 12]);
  });
});
