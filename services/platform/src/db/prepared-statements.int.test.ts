import { sql, type Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import type { PlatformDatabase } from './platform-database.js';
import { executePrepared } from './prepared-statements.js';

interface ColoursDatabase extends PlatformDatabase {
  colours: { id: number; name: string };
}

let testDb: TestDatabase<ColoursDatabase>;

beforeAll(async () => {
  testDb = await createTestDatabase<ColoursDatabase>('prepared');
  await sql`CREATE TABLE colours (id integer PRIMARY KEY, name text NOT NULL)`.execute(testDb.db);
  await testDb.db
    .insertInto('colours')
    .values([
      { id: 1, name: 'red' },
      { id: 2, name: 'green' },
    ])
    .execute();
});
afterAll(() => testDb.drop());

const colour = (db: Kysely<ColoursDatabase>, id: number) => db.selectFrom('colours').select('name').where('id', '=', id).compile();

describe('executePrepared', () => {
  it('runs the query with its parameters, as a statement each connection prepares once', async () => {
    await testDb.db.connection().execute(async (connection) => {
      const prepared = () => sql<{ count: string }>`SELECT count(*) FROM pg_prepared_statements WHERE statement = ${colour(connection, 1).sql}`.execute(connection);
      expect((await executePrepared(connection, colour(connection, 1))).rows).toEqual([{ name: 'red' }]);
      expect((await executePrepared(connection, colour(connection, 2))).rows).toEqual([{ name: 'green' }]);
      expect((await prepared()).rows).toEqual([{ count: '1' }]);
    });
  });

  it('runs it in a transaction too, and other queries as they were', async () => {
    await testDb.db.transaction().execute(async (trx) => {
      await trx.updateTable('colours').set({ name: 'blue' }).where('id', '=', 2).execute();
      expect((await executePrepared(trx, colour(trx, 2))).rows).toEqual([{ name: 'blue' }]);
    });
    expect(await testDb.db.selectFrom('colours').select('name').orderBy('id').execute()).toEqual([{ name: 'red' }, { name: 'blue' }]);
  });
});
