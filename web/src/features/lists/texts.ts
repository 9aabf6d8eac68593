import { englishTexts } from '../../i18n/texts';

/** The list screens' texts (spec 01 §2 "List screens"); counts with thousands separators (1,001-1,010 of 10,000), see `countText`. */
export const listsEn = {
  count: '{{from}}-{{to}} of {{total}} results',
  noResults: 'No results',
  unableToLoad: 'Unable to load results.',
  new: 'New',
  columns: 'Columns',
  filter: 'Filter by {{title}}',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
} as const;

export const listText = englishTexts('lists', listsEn);

/**
 * A whole number with thousands separators, as English writes it ("10,000"). Not i18next's `number` format:
 * its first `Intl.NumberFormat` loads ICU's number data, 15-50 ms of the dashboard's first render.
 */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The count above a list: "1,001-1,010 of 10,000 results". */
export const countText = (from: number, to: number, total: number) => listText('count', { from: grouped(from), to: grouped(to), total: grouped(total) });
