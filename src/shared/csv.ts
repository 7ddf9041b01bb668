// RFC 4180 CSV that a spreadsheet opens safely: the one place cells are escaped, for the server's lead
// export (src/server/staff/leadsCsv.ts) and the staff page's insight tables (issue 40), built in the browser.

/**
 * A spreadsheet runs a cell that starts with one of these as a formula, so a visitor who typed
 * `=HYPERLINK(...)` as their name could make it run on a staff member's computer (OWASP: CSV injection).
 * The full-width forms count too (East Asian input methods type them, and some spreadsheets take them as
 * the ASCII ones), and so does a start after spaces, which some spreadsheets trim.
 */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * Where a spreadsheet may split a cell: the list separator is `,` in some locales and `;` in many European
 * ones, and a tab or line break splits a cell pasted or imported without its quotes. The piece after each
 * could start a formula of its own.
 */
const PIECE_SEPARATOR = /([;,\t\r\n])/;

/** Every piece that could run as a formula, wherever a spreadsheet may cut the text, gets a leading apostrophe. */
function neutralised(value: string): string {
  return value
    .split(PIECE_SEPARATOR)
    .map((piece, i) => (i % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece))
    .join('');
}

/** One cell: its formula-like pieces neutralised, then quoted if it holds a separator, quote or line break. */
export function csvCell(value: string | null): string {
  const text = value === null ? '' : neutralised(value);
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: Array<string | null>): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Spreadsheet programs read a CSV file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A whole small file: the byte-order mark, the header row, then each row. */
export function csvFile(header: string[], rows: Array<Array<string | null>>): string {
  return CSV_BYTE_ORDER_MARK + csvRow(header) + rows.map(csvRow).join('');
}
