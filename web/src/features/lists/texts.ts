import { englishTexts } from '../../i18n/texts';

/** The list screens' texts (spec 01 §2 "List screens"); counts with thousands separators (1,001-1,010 of 10,000). */
export const listsEn = {
  count: '{{from, number}}-{{to, number}} of {{total, number}} results',
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
