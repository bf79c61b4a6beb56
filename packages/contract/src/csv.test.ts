import { describe, expect, it } from 'vitest';
import { csvField, csvNumber, csvRecord, neutraliseFormula, restoreNeutralised } from './csv.js';

describe('neutraliseFormula', () => {
  it.each(['=HYPERLINK("x")', '+34 600', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('puts a quote before %j', (text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });
  it.each(['Ana', 'a=b', '', "'=already", ' =1'])('leaves %j as it is', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('restoreNeutralised', () => {
  it.each(['=HYPERLINK("x")', '+34 600', '-2+3', '@SUM(A1)', '\tcmd', 'Ana', "'quoted"])(
    'gives %j back from its neutralised cell',
    (text) => {
      expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
    },
  );
  it.each(["'Ana", "'", ''])('leaves %j as it is', (text) => {
    expect(restoreNeutralised(text)).toBe(text);
  });
});

describe('csvField', () => {
  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Smith, Ana')).toBe('"Smith, Ana"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });
  it('neutralises before quoting: the formula is text, its quotes doubled', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
  it('keeps numbers as numbers: a negative amount is not neutralised', () => {
    expect(csvField(-12)).toBe('-12');
    expect(csvField(csvNumber('-12.50'))).toBe('-12.50');
    expect(csvField('-12.50')).toBe("'-12.50");
  });
  it('writes nothing for a missing value and refuses what is not a number as a number', () => {
    expect(csvField(null)).toBe('');
    expect(() => csvNumber('=1+1')).toThrow(RangeError);
    expect(() => csvField({ csvNumber: '-1e3' })).toThrow(RangeError);
    expect(() => csvField(Number.NaN)).toThrow(RangeError);
  });
});

describe('csvRecord', () => {
  it('joins fields with commas and ends the record with CRLF', () => {
    expect(csvRecord(['a', 1, null, csvNumber('2.50'), 'b,c'])).toBe('a,1,,2.50,"b,c"\r\n');
  });
});
