/** The list screens' texts (spec 01 §2 "List screens"). */
export const ListMessages = {
  count: (from: number, to: number, total: number) => `${from}-${to} of ${total} results`,
  noResults: 'No results',
  unableToLoad: 'Unable to load results.',
  new: 'New',
  columns: 'Columns',
  filter: (title: string) => `Filter by ${title}`,
  any: 'Any',
  yes: 'Yes',
  no: 'No',
} as const;
