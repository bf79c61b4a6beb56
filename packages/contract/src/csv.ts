/**
 * CSV as RFC 4180 writes it, for files a spreadsheet opens (the staff exports, an import's rows to fix): CRLF between records, a field
 * quoted when it holds a comma, a quote, CR or LF, its quotes doubled. No business rules.
 */

/** A number the file must keep as a number: an integer count or a decimal amount (`-12.50`), never neutralised. */
export type CsvNumber = { readonly csvNumber: string };
/** One cell: text (neutralised against formulas), a number, or nothing (an empty cell). */
export type CsvCell = string | number | CsvNumber | null;

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const CSV_BOM = '\uFEFF';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** A decimal written as text (`toDecimalString`'s `-12.50`) kept as a number cell; anything else is refused. */
export function csvNumber(text: string): CsvNumber {
  if (!NUMBER_TEXT.test(text)) throw new RangeError(`not a number: ${text}`);
  return { csvNumber: text };
}

/**
 * A text cell a spreadsheet cannot run (OWASP, CSV injection): text beginning with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'`, so `=HYPERLINK("x")` is shown as written. Number cells never come here:
 * a negative amount stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The text a neutralised cell stood for (an import reading this portal's export back): `'=1` is `=1` again. */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One field as the file holds it: text neutralised then quoted when it must be; numbers as they are. */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new RangeError(`not a finite number: ${cell}`);
    return String(cell);
  }
  if (typeof cell === 'object') return csvNumber(cell.csvNumber).csvNumber;
  const text = neutraliseFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}
