import { describe, expect, it } from 'vitest';
import { dynamicAnswersSchema, dynamicFormSchema, type DynamicField, type InputType } from './dynamic-forms.js';
import { VALIDATION_MESSAGES, fieldKey } from './validation.js';

function field(id: number, inputType: InputType, partial: Partial<DynamicField> = {}): DynamicField {
  return {
    id,
    name: `field${id}`,
    label: `Field ${id}`,
    value: '',
    required: false,
    inputType,
    col1: 12,
    col2: 12,
    columnDef: '',
    headerName: '',
    ...partial,
  };
}

const answerIssues = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [String(i.path[1] ?? i.path[0]), i.message]) ?? []);

describe('the schema of a dynamic form', () => {
  it('builds one rule per answering field and ignores display-only ones', () => {
    const schema = dynamicAnswersSchema({ fields: [field(1, 'Label'), field(2, 'Html'), field(3, 'Text'), field(4, 'FileLoader')] });
    expect(Object.keys(schema.shape.answers.shape)).toEqual([fieldKey(3)]);
    expect(Object.keys(schema.shape.files.shape)).toEqual([fieldKey(4)]);
  });

  it('words each type of bad answer', () => {
    const fields = [
      field(1, 'Text', { required: true }),
      field(2, 'Email'),
      field(3, 'Date'),
      field(4, 'BirthDate'),
      field(5, 'CheckBox', { required: true }),
      field(6, 'Picklist', { columnDef: 'S,M,L' }),
      field(7, 'Currency'),
      field(8, 'HourPicker'),
      field(9, 'ColorPicker'),
      field(10, 'Password'),
    ];
    const answers = {
      f1: ' \u0000',
      f2: 'ana@',
      f3: '2024-02-31',
      f4: '03/02/2015',
      f5: 'false',
      f6: 'XL',
      f7: '12,345',
      f8: '25:00',
      f9: 'red',
      f10: 'abcd',
    };
    expect(answerIssues(dynamicAnswersSchema({ fields }).safeParse({ answers, files: {} }))).toEqual({
      f1: VALIDATION_MESSAGES.fieldRequired,
      f2: VALIDATION_MESSAGES.invalidEmail,
      f3: VALIDATION_MESSAGES.notADate,
      f4: VALIDATION_MESSAGES.dateFormat,
      f5: VALIDATION_MESSAGES.fieldRequired,
      f6: VALIDATION_MESSAGES.notAnOption,
      f7: VALIDATION_MESSAGES.notAnAmount,
      f8: VALIDATION_MESSAGES.notATime,
      f9: VALIDATION_MESSAGES.notAColour,
      f10: VALIDATION_MESSAGES.minLength,
    });
  });

  it('cleans good answers: trimmed and printable, a password keeps its spaces', () => {
    const fields = [field(1, 'Text'), field(2, 'Date'), field(3, 'Password'), field(4, 'Picklist', { columnDef: 'S, M' })];
    const parsed = dynamicAnswersSchema({ fields }).parse({
      answers: { f1: ' Ana\u0007 ', f2: '2024-02-29', f3: ' pass word ', f4: 'M' },
      files: {},
    });
    expect(parsed.answers).toEqual({ f1: 'Ana', f2: '2024-02-29', f3: ' pass word ', f4: 'M' });
  });

  it('checks files: required, accepted types, at most 5 MB each', () => {
    const schema = dynamicAnswersSchema({
      fields: [field(1, 'FileLoader', { required: true }), field(2, 'ImageLoader'), field(3, 'FileLoader')],
    });
    const result = schema.safeParse({
      answers: {},
      files: { f1: [], f2: [{ name: 'virus.exe', size: 1 }], f3: [{ name: 'big.pdf', size: 6 * 1024 * 1024 }] },
    });
    expect(answerIssues(result)).toEqual({
      f1: VALIDATION_MESSAGES.fieldRequired,
      f2: VALIDATION_MESSAGES.fileType,
      f3: VALIDATION_MESSAGES.fileSize,
    });
    const file = { name: 'a.PDF', size: 10, extra: 'kept' };
    expect(schema.parse({ answers: {}, files: { f1: [file], f2: [], f3: [] } }).files.f1[0]).toBe(file);
  });

  it('asks for the legal conditions only when the form shows them', () => {
    const values = { answers: {}, files: {}, okRss: false, acceptConditions: false };
    expect(answerIssues(dynamicFormSchema({ fields: [], legalChecks: true }).safeParse(values))).toEqual({
      acceptConditions: VALIDATION_MESSAGES.acceptLegal,
    });
    expect(dynamicFormSchema({ fields: [], legalChecks: false }).safeParse(values).success).toBe(true);
  });
});
