import fc from 'fast-check';
import { sql, type Generated } from 'kysely';
import { ValidationError } from '../http/errors.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';

type PeopleDatabase = PlatformDatabase & {
  people: { id: Generated<string>; last_name: string | null; age: number | null; status: string | null; created: Date | string | null; is_proctored: boolean | null };
};
import { parseListQuery, runListQuery, type ListSpec } from './list-query.js';

const spec: ListSpec = {
  columns: {
    id: { type: 'id', column: 'id' },
    lastName: { type: 'text', column: 'last_name' },
    age: { type: 'number', column: 'age' },
    status: { type: 'select', column: 'status', options: ['Created', 'Started', 'Completed'] },
    created: { type: 'date', column: 'created' },
    isProctored: { type: 'boolean', column: 'is_proctored' },
  },
  includes: ['forms', 'forms.pages'],
  defaultOrder: { column: 'lastName', direction: 'asc' },
};

let testDb: TestDatabase<PeopleDatabase>;
const people = [
  { last_name: 'Smith', age: 30, status: 'Created', created: '2024-03-01T10:00:00Z', is_proctored: false },
  { last_name: 'Smithers', age: 41, status: 'Started', created: '2024-03-01T23:59:59Z', is_proctored: true },
  { last_name: 'Jones', age: 30, status: 'Completed', created: '2024-03-02T00:00:00Z', is_proctored: false },
  { last_name: '100%_sure', age: 55, status: 'Started', created: '2024-02-29T12:00:00Z', is_proctored: true },
];

beforeAll(async () => {
  testDb = await createTestDatabase<PeopleDatabase>('listquery');
  await sql`CREATE TABLE people (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), last_name text, age integer, status text, created timestamptz, is_proctored boolean)`.execute(
    testDb.db,
  );
  await testDb.db.insertInto('people').values(people).execute();
});
afterAll(() => testDb.drop());

const list = (query: Record<string, unknown>) => runListQuery<{ last_name: string }>(testDb.db.selectFrom('people').selectAll(), parseListQuery(query, spec), 'id');
const names = async (query: Record<string, unknown>) => (await list(query)).rows.map((r) => r.last_name);

describe('list query over Postgres', () => {
  it('filters text with Contains (case-insensitive, LIKE wildcards taken literally)', async () => {
    expect(await names({ filter: 'lastName.Contains("smith")' })).toEqual(['Smith', 'Smithers']);
    expect(await names({ filter: 'lastName.Contains("%_")' })).toEqual(['100%_sure']);
  });

  it('filters numbers and selects by equality, joined with AND', async () => {
    expect(await names({ filter: 'age = 30 AND status = "Completed"' })).toEqual(['Jones']);
    expect(await names({ filter: 'isProctored = true' })).toEqual(['100%_sure', 'Smithers']);
  });

  it('treats a date as its whole day', async () => {
    expect(await names({ filter: 'created = "2024-03-01"' })).toEqual(['Smith', 'Smithers']);
    expect(await names({ filter: 'created >= "2024-03-01" AND created < "2024-03-02"' })).toEqual(['Smith', 'Smithers']);
  });

  it('orders, pages and counts the total', async () => {
    const page = await list({ order: 'lastName desc', offset: '1', limit: '2' });
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.last_name)).toEqual(['Smith', 'Jones']);
    const filtered = await list({ filter: 'age = 30', order: 'LASTNAME asc', limit: '1' });
    expect(filtered.total).toBe(2);
    expect(filtered.rows.map((r) => r.last_name)).toEqual(['Jones']);
  });

  it.each([
    [{ filter: 'password.Contains("a")' }, "filter: 'password' is not a column of this list"],
    [{ filter: 'age.Contains("3")' }, 'filter: age: Contains works on text columns only'],
    [{ filter: 'status = "Deleted"' }, 'filter: status: expects = one of Created, Started, Completed'],
    [{ filter: 'created = "2024-02-30"' }, 'filter: created: Please enter a valid date'],
    [{ filter: 'age = "thirty"' }, 'filter: age: expects a number'],
    [{ order: 'age sideways' }, "order: 'age sideways' is not a column this list can be ordered by"],
    [{ includes: 'secrets' }, "includes: 'secrets' cannot be included"],
    [{ limit: '5000' }, 'limit: must be a whole number from 1 to 1000'],
  ])('rejects %j with a clear message', (query, message) => {
    try {
      parseListQuery(query, spec);
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).subErrors).toEqual([message]);
    }
  });

  const columnName = fc.constantFrom('id', 'lastName', 'LASTNAME', 'age', 'status', 'created', 'isProctored', 'unknown', 'last_name', 'a.b');
  const operator = fc.constantFrom('=', '==', '!=', '<>', '<', '<=', '>', '>=', '=>', '', 'LIKE');
  const literal = fc.oneof(
    fc.string().map((s) => JSON.stringify(s)),
    fc.string(),
    fc.double({ noNaN: false }).map(String),
    fc.bigInt().map(String),
    fc.constantFrom('null', 'true', 'false', '"2024-03-01"', '"0000-01-01"', '"9999-12-31"', '"2024-03-01T10:00:00Z"', "'; DROP TABLE people; --", '"\\u0000"', '"\u0000"'),
  );
  const condition = fc.oneof(
    fc.tuple(columnName, operator, literal).map(([c, o, l]) => `${c} ${o} ${l}`),
    fc.tuple(columnName, literal).map(([c, l]) => `${c}.Contains(${l})`),
  );
  const filter = fc.oneof(
    fc.array(condition, { minLength: 1, maxLength: 4 }).map((cs) => cs.join(' AND ')),
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
  );

  it('never lets any filter reach Postgres as an error or as SQL', async () => {
    await fc.assert(
      fc.asyncProperty(filter, fc.option(fc.string({ maxLength: 40 })), async (text, order) => {
        let query;
        try {
          query = parseListQuery({ filter: text, ...(order === null ? {} : { order }) }, spec);
        } catch (error) {
          if (error instanceof ValidationError) return; // a clear 400
          throw error;
        }
        const result = await runListQuery(testDb.db.selectFrom('people').selectAll(), query, 'id');
        expect(result.total).toBeLessThanOrEqual(people.length);
      }),
      { numRuns: 400 },
    );
    const [{ count }] = (await sql<{ count: string }>`SELECT count(*) FROM people`.execute(testDb.db)).rows;
    expect(Number(count)).toBe(people.length);
  });
});
