import { sql, type SelectQueryBuilder } from 'kysely';
import { ValidationError } from '../http/errors.js';
import { FilterSyntaxError, parseFilter, type Condition } from './filter-parser.js';

export type ColumnType = 'text' | 'number' | 'select' | 'date' | 'boolean' | 'id';

export interface ColumnSpec {
  type: ColumnType;
  /** The SQL column (from code, never from the request). */
  column: string;
  /** Allowed values of a select column. */
  options?: readonly (string | number)[];
  /** May the list be ordered by this column (default true). */
  sortable?: boolean;
}

/** The allowlist of one list endpoint. Column names are matched case-insensitively. */
export interface ListSpec {
  columns: Readonly<Record<string, ColumnSpec>>;
  includes?: readonly string[];
  defaultOrder: { column: string; direction: 'asc' | 'desc' };
  maxLimit?: number;
}

export interface ListQuery {
  offset: number;
  limit: number;
  order: { column: ColumnSpec; direction: 'asc' | 'desc' };
  includes: string[];
  filter: { column: ColumnSpec; condition: Condition }[];
}

const MAX_FILTER_LENGTH = 2_000;
const MAX_CONDITIONS = 25;

const lookup = <T>(map: Readonly<Record<string, T>>, name: string): T | undefined => {
  const key = Object.keys(map).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : map[key];
};

/** A query parameter's text (the last of a repeated one); a value that is not text (a number, say) as its JSON. */
const single = (value: unknown): string | undefined => {
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' || last === undefined ? last : JSON.stringify(last);
};

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ValidationError([`${name}: must be a whole number from ${min} to ${max}`]);
  }
  return Number(raw);
}

/** Parses `offset`, `limit`, `order`, `includes` and `filter`; anything outside the allowlist is a 400. */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListQuery {
  const maxLimit = spec.maxLimit ?? 1000;
  const offset = integer('offset', single(query.offset), 0, 0, 1_000_000_000);
  const limit = integer('limit', single(query.limit), 10, 1, maxLimit);

  const orderText = single(query.order)?.trim();
  let order: ListQuery['order'] = { column: spec.columns[spec.defaultOrder.column], direction: spec.defaultOrder.direction };
  if (orderText) {
    const match = /^([A-Za-z_][A-Za-z0-9_.]*)(?:\s+(asc|desc))?$/i.exec(orderText);
    const column = match ? lookup(spec.columns, match[1]) : undefined;
    if (!match || !column || column.sortable === false) throw new ValidationError([`order: '${orderText.slice(0, 100)}' is not a column this list can be ordered by`]);
    order = { column, direction: (match[2]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? 'asc' };
  }

  const includes = (single(query.includes) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => {
      const known = spec.includes?.find((i) => i.toLowerCase() === name.toLowerCase());
      if (!known) throw new ValidationError([`includes: '${name.slice(0, 100)}' cannot be included`]);
      return known;
    });

  return { offset, limit, order, includes, filter: parseFilterParam(single(query.filter), spec) };
}

function parseFilterParam(text: string | undefined, spec: ListSpec): ListQuery['filter'] {
  if (!text || !text.trim()) return [];
  if (text.length > MAX_FILTER_LENGTH) throw new ValidationError([`filter: must be less than ${MAX_FILTER_LENGTH} characters long`]);
  let conditions: Condition[];
  try {
    conditions = parseFilter(text);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new ValidationError([`filter: ${error.message}`]);
    throw error;
  }
  if (conditions.length > MAX_CONDITIONS) throw new ValidationError([`filter: at most ${MAX_CONDITIONS} conditions`]);
  return conditions.map((condition) => {
    const column = lookup(spec.columns, condition.path);
    if (!column) throw new ValidationError([`filter: '${condition.path.slice(0, 100)}' is not a column of this list`]);
    checkCondition(condition, column);
    return { column, condition };
  });
}

// Years 1000-9998 keep every day and its next day inside Postgres' timestamp range.
const ISO_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isCalendarDate(text: string): boolean {
  if (!ISO_DAY.test(text) || text.startsWith('9999')) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function checkCondition(condition: Condition, column: ColumnSpec): void {
  const bad = (why: string) => new ValidationError([`filter: ${condition.path}: ${why}`]);
  if (condition.kind === 'contains') {
    if (column.type !== 'text') throw bad('Contains works on text columns only');
    return;
  }
  const { op, value } = condition;
  if (value === null) {
    if (op !== '=' && op !== '!=') throw bad('null can only be compared with = or !=');
    return;
  }
  const equality = op === '=' || op === '!=';
  switch (column.type) {
    case 'text':
    case 'id':
      if (typeof value !== 'string' || !equality) throw bad('expects = or != with a text value');
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad('expects a number');
      return;
    case 'boolean':
      if (typeof value !== 'boolean' || !equality) throw bad('expects = true or = false');
      return;
    case 'select':
      if (!equality || (column.options && !column.options.includes(value as string | number))) {
        throw bad(`expects = one of ${(column.options ?? []).join(', ')}`);
      }
      return;
    case 'date':
      if (typeof value !== 'string' || !(isCalendarDate(value) || (ISO_INSTANT.test(value) && !value.startsWith('9999') && !Number.isNaN(Date.parse(value))))) {
        throw bad('Please enter a valid date');
      }
      return;
  }
}

/** A select over any tables: a list names its columns at run time (`ListSpec`), not in the builder's types. */
type AnySelect = SelectQueryBuilder<never, never, unknown>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function applyCondition(qb: AnySelect, { column, condition }: ListQuery['filter'][number]): AnySelect {
  const ref = sql.ref(column.column);
  if (condition.kind === 'contains') return qb.where(sql<boolean>`${ref}::text ILIKE ${`%${escapeLike(condition.value)}%`} ESCAPE '\\'`);
  const { op, value } = condition;
  if (value === null) return qb.where(ref, op === '=' ? 'is' : 'is not', null);
  if (column.type === 'date' && typeof value === 'string' && isCalendarDate(value)) {
    const dayStart = `${value}T00:00:00.000Z`;
    const dayEnd = nextDay(value);
    // A day means [00:00, next 00:00) in UTC.
    switch (op) {
      case '=':
        return qb.where(ref, '>=', dayStart).where(ref, '<', dayEnd);
      case '!=':
        return qb.where((eb) => eb.or([eb(ref, '<', dayStart), eb(ref, '>=', dayEnd)]));
      case '<':
        return qb.where(ref, '<', dayStart);
      case '<=':
        return qb.where(ref, '<', dayEnd);
      case '>':
        return qb.where(ref, '>=', dayEnd);
      case '>=':
        return qb.where(ref, '>=', dayStart);
    }
  }
  if (column.type === 'number') return qb.where(sql<boolean>`${ref} ${sql.raw(op)} ${String(value)}::numeric`);
  if (column.type === 'id') return qb.where(sql<boolean>`${ref}::text ${sql.raw(op)} ${value}`);
  return qb.where(ref, op, value);
}

export function applyFilter<Q extends AnySelect>(qb: Q, query: ListQuery): Q {
  return query.filter.reduce(applyCondition, qb as AnySelect) as Q;
}

/**
 * Runs a list query over `base` (a select over the list's rows): filter, total, order, page.
 * The order always ends with `tieBreaker` so pages are stable. The total and the page are read at
 * the same time, on two connections (each scans the filtered rows: one after the other, a list
 * answered in twice the time).
 */
export async function runListQuery<Row>(base: AnySelect, query: ListQuery, tieBreaker: string): Promise<{ rows: Row[]; total: number }> {
  const filtered = applyFilter(base, query);
  const [[{ total }], rows] = await Promise.all([
    filtered
      .clearSelect()
      .clearOrderBy()
      .select(sql<string>`count(*)`.as('total'))
      .execute(),
    filtered.orderBy(sql.ref(query.order.column.column), query.order.direction).orderBy(sql.ref(tieBreaker), 'asc').offset(query.offset).limit(query.limit).execute(),
  ]);
  return { rows: rows as Row[], total: Number(total) };
}
