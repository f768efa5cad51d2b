// CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, a quote or a line break in
// double quotes, its quotes doubled), safe to open in a spreadsheet: a cell that starts with
// = + - @ (or a tab or carriage return, which some spreadsheets skip before reading a formula)
// is prefixed with an apostrophe, so it is shown as text and never run as a formula (OWASP,
// "CSV injection"). Numbers of our own never start with one of those: amounts are not negative.

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text, escaped against formulas and quoted when RFC 4180 needs it. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the header row, then one line per row, each line ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
