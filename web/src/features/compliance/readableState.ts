/**
 * The replay's values and field paths as a reviewer reads them (issue 36, item 9): text, not JSON. A nested
 * object is one "name: value" line per field, indented under its parent; null is "(empty)".
 */
const EMPTY = '(empty)';

export function readableValue(value: unknown, indent = ''): string {
  if (value === undefined) return '';
  if (value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => readableValue(item, indent)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, field]) =>
      field !== null && typeof field === 'object' && !Array.isArray(field)
        ? `${indent}${key}:\n${readableValue(field, `${indent}  `)}`
        : `${indent}${key}: ${readableValue(field, indent)}`,
    )
    .join('\n');
}

const sections: Record<string, string> = { record: 'Record', answerSets: 'Answer set' };

/** `answerSets.a1.answers.town` as "Answer set › a1 › answers › town". */
export const readableField = (path: string) =>
  path
    .split('.')
    .map((part, index) => (index === 0 ? (sections[part] ?? part) : part))
    .join(' › ');

export const readableChange = (change: 'added' | 'removed' | 'changed') => ({ added: 'Added', removed: 'Removed', changed: 'Changed' })[change];
