import type { ColumnSpec } from './list-query.js';

/** One entry of a list's allowlist: the type its filter parses as, and the SQL column (from code, never from the request). */
export const idColumn = (column: string): ColumnSpec => ({ type: 'id', column });
export const textColumn = (column: string): ColumnSpec => ({ type: 'text', column });
export const numberColumn = (column: string): ColumnSpec => ({ type: 'number', column });
export const dateColumn = (column: string): ColumnSpec => ({ type: 'date', column });
export const booleanColumn = (column: string): ColumnSpec => ({ type: 'boolean', column });
export const selectColumn = (column: string, options: readonly (string | number)[]): ColumnSpec => ({ type: 'select', column, options });
