import { stringify, type Stringifier } from 'csv-stringify';

/** Characters a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that a spreadsheet would run as a formula gets a leading apostrophe, so it shows as text. */
export const neutralised = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/**
 * RFC 4180 CSV (CRLF, quotes where needed) in UTF-8 with a byte-order mark so that Excel reads it as
 * UTF-8; dates as ISO instants; text neutralised against formula injection.
 */
export function csvStringifier(header: readonly string[]): Stringifier {
  return stringify({
    header: true,
    columns: [...header],
    bom: true,
    record_delimiter: 'windows',
    // csv-stringify quotes only the record delimiter (CRLF); a lone CR or LF in a cell must be quoted too.
    quoted_match: /[\r\n]/,
    cast: { string: neutralised, date: (value) => value.toISOString(), boolean: (value) => (value ? 'Yes' : 'No') },
  });
}
