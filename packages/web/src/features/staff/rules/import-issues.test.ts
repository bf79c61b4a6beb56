import { describe, expect, it } from 'vitest';
import { issuesCsv } from './import-issues';

describe('issuesCsv', () => {
  it('writes the header and one record per issue, quoting and neutralising like the exports', () => {
    const file = issuesCsv(
      ['Row', 'Field', 'Problem'],
      [
        { line: 4, field: 'name', message: 'The field is required' },
        { line: 7, field: null, message: '=cmd, "quoted"' },
      ],
      (f) => (f === 'name' ? 'Name' : ''),
    );
    expect(file).toBe('\uFEFFRow,Field,Problem\r\n4,Name,The field is required\r\n7,,"\'=cmd, ""quoted"""\r\n');
  });
});
