import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData', () => {
  it('builds the multipart body of /api/dynamicforms/save', () => {
    const photo = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    const doc = new File(['pdf'], 'id.pdf', { type: 'application/pdf' });
    const body = toFormData(
      'DependentCustomer',
      0,
      {
        answers: [
          { id: 4, name: 'name', value: 'Leo' },
          { id: 5, name: 'birthDate', value: '2015-03-02' },
        ],
        files: [
          { fieldName: 'photo', file: photo },
          { fieldName: 'photo', file: doc },
        ],
        okRss: false,
        acceptConditions: true,
      },
      { ParentCustomerId: '31' },
    );
    expect(body.get('parentName')).toBe('DependentCustomer');
    expect(body.get('parentId')).toBe('0');
    expect(JSON.parse(String(body.get('fields')))).toEqual([
      { id: 4, name: 'name', value: 'Leo' },
      { id: 5, name: 'birthDate', value: '2015-03-02' },
    ]);
    expect(body.get('okRss')).toBe('false');
    expect(body.get('acceptConditions')).toBe('true');
    expect(body.get('ParentCustomerId')).toBe('31');
    const files = body.getAll('photo') as File[];
    expect(files.map((f) => f.name)).toEqual(['me.png', 'id.pdf']);
  });
});
