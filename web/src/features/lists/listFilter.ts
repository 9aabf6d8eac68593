/** A column's kind decides its filter (spec 01 §7): text Contains, number and select equality, a date one day. */
export type ColumnKind = 'text' | 'number' | 'select' | 'boolean' | 'date';

const quoted = (text: string) => `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** One column's condition in the list filter grammar, or null for a blank or unusable value. */
export function condition(column: string, kind: ColumnKind, value: string): string | null {
  const typed = value.trim();
  if (typed === '') return null;
  switch (kind) {
    case 'text':
      return `${column}.Contains(${quoted(typed)})`;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(typed) ? `${column} = ${typed}` : null;
    case 'boolean':
      return typed === 'true' || typed === 'false' ? `${column} = ${typed}` : null;
    case 'select':
      return `${column} = ${quoted(typed)}`;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(typed) ? `${column} = ${quoted(typed)}` : null;
  }
}

/** The conditions joined with AND (spec 01 §7), with any the screen always applies first. */
export function listFilter(filters: { column: string; kind: ColumnKind; value: string }[], always: string[] = []): string {
  return [...always, ...filters.map(({ column, kind, value }) => condition(column, kind, value))].filter((part): part is string => part !== null).join(' AND ');
}
