const number = (n: number) => n.toLocaleString('en-US');

/** The list screens' texts (spec 01 §2 "List screens"); counts with thousands separators (1,001-1,010 of 10,000). */
export const ListMessages = {
  count: (from: number, to: number, total: number) => `${number(from)}-${number(to)} of ${number(total)} results`,
  noResults: 'No results',
  unableToLoad: 'Unable to load results.',
  new: 'New',
  columns: 'Columns',
  filter: (title: string) => `Filter by ${title}`,
  any: 'Any',
  yes: 'Yes',
  no: 'No',
} as const;
