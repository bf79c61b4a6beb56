import { describe, expect, it } from 'vitest';
import { answerBreakingChanges, staffFormFieldBodySchema, type AnsweredField, type StaffFormFieldBody } from './staff-forms.js';

const level: AnsweredField = {
  id: 1,
  label: 'Level',
  inputType: 'Picklist',
  lookup: null,
  answers: 3,
  answeredOptions: ['Beginner', 'Advanced'],
};
const court: AnsweredField = { id: 2, label: 'Court', inputType: 'Lookup', lookup: 'resources', answers: 1, answeredOptions: [] };
const notes: AnsweredField = { id: 3, label: 'Notes', inputType: 'TextArea', lookup: null, answers: 0, answeredOptions: [] };

const body = (f: Partial<StaffFormFieldBody> & Pick<StaffFormFieldBody, 'id' | 'inputType'>) => ({ lookup: null, options: [], ...f });
const options = (...texts: string[]) => texts.map((text) => ({ text, hidden: false }));

describe('answerBreakingChanges (the field rule)', () => {
  const unchanged = [
    body({ id: 1, inputType: 'Picklist', options: options('Beginner', 'Medium', 'Advanced') }),
    body({ id: 2, inputType: 'Lookup', lookup: 'resources' }),
    body({ id: 3, inputType: 'TextArea' }),
  ];

  it('lets a form keep its answered fields, reorder them, add fields and options and drop an unanswered field', () => {
    const after = [
      body({ id: null, inputType: 'Text' }),
      unchanged[1]!,
      { ...unchanged[0]!, options: options('Advanced', 'Beginner', 'Pro') },
    ];
    expect(answerBreakingChanges([level, court, notes], after)).toEqual([]);
  });

  it('refuses removing a field with answers, but not hiding it', () => {
    expect(answerBreakingChanges([level, court, notes], [unchanged[0]!, unchanged[2]!])).toEqual([
      { problem: 'answeredFieldRemoved', field: 'Court' },
    ]);
  });

  it('refuses changing the kind or the list of an answered field', () => {
    expect(answerBreakingChanges([court], [body({ id: 2, inputType: 'Text' })])).toEqual([
      { problem: 'answeredKindChanged', field: 'Court' },
    ]);
    expect(answerBreakingChanges([court], [body({ id: 2, inputType: 'Lookup', lookup: 'bookingtypes' })])).toEqual([
      { problem: 'answeredListChanged', field: 'Court' },
    ]);
    expect(answerBreakingChanges([notes], [body({ id: 3, inputType: 'Text' })])).toEqual([]);
  });

  it('refuses removing an option someone chose; a hidden option stays', () => {
    expect(answerBreakingChanges([level], [body({ id: 1, inputType: 'Picklist', options: options('Medium', 'Advanced') })])).toEqual([
      { problem: 'answeredOptionRemoved', field: 'Level', option: 'Beginner' },
    ]);
    const hidden = [{ text: 'Beginner', hidden: true }, ...options('Advanced')];
    expect(answerBreakingChanges([level], [body({ id: 1, inputType: 'Picklist', options: hidden })])).toEqual([]);
  });
});

describe('a field as staff send it', () => {
  const base = {
    id: null,
    label: 'Level',
    required: true,
    options: [],
    lookup: null,
    value: '',
    headerName: '',
    col1: 12,
    hidden: false,
    texts: {},
  };

  it('needs a visible option for a Picklist, each once and without commas', () => {
    const messages = (o: Array<{ text: string; hidden: boolean }>) =>
      staffFormFieldBodySchema.safeParse({ ...base, inputType: 'Picklist', options: o }).error?.issues.map((i) => i.message);
    expect(messages([{ text: 'A', hidden: true }])).toEqual(['Give at least one option members can choose']);
    expect(messages(options('A', 'A'))).toEqual(['Each option may be listed once']);
    expect(messages(options('A, B'))).toEqual(['An option cannot contain a comma']);
    expect(messages(options('A', 'B'))).toBeUndefined();
  });

  it('needs a list for a Lookup and a label for a field members answer', () => {
    expect(staffFormFieldBodySchema.safeParse({ ...base, inputType: 'Lookup' }).error?.issues[0]?.message).toBe(
      'Choose the list this field offers',
    );
    expect(staffFormFieldBodySchema.safeParse({ ...base, inputType: 'Text', label: ' ' }).error?.issues[0]?.message).toBe(
      'Give the field a label',
    );
    expect(staffFormFieldBodySchema.safeParse({ ...base, inputType: 'Html', label: '', value: '<p>Hi</p>' }).success).toBe(true);
  });
});
