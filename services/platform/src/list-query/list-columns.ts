import type { ColumnSpec } from './list-query.js';

/** The entries of a list's allowlist, by the type its filter parses as: `listColumn.text('c.first_name')`. */
export const listColumn = {
  id: (column: string): ColumnSpec => ({ type: 'id', column }),
  text: (column: string): ColumnSpec => ({ type: 'text', column }),
  number: (column: string): ColumnSpec => ({ type: 'number', column }),
  date: (column: string): ColumnSpec => ({ type: 'date', column }),
  boolean: (column: string): ColumnSpec => ({ type: 'boolean', column }),
  select: (column: string, options: readonly (string | number)[]): ColumnSpec => ({ type: 'select', column, options }),
};
