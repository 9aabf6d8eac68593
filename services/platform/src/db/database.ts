import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PlatformDatabase } from './platform-database.js';
import { PreparingClient } from './prepared-statements.js';

// bigint (int8) columns such as event positions come back as strings; keep them exact.
export function createDatabase<DB extends object = PlatformDatabase>(connectionString: string, max = 10): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max, Client: PreparingClient });
  pool.on('error', () => undefined); // idle client errors surface on next use
  // A client in use (say, in a transaction) has no pool listener: without one, a session that
  // Postgres ends (restart: 57P01) would throw from the socket and take the process down. Its
  // query fails instead, and the pool replaces the broken client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Creates the database named in `connectionString` if it does not exist yet. */
export async function ensureDatabase(connectionString: string): Promise<void> {
  await withServerConnection(connectionString, async (client, name) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount !== 0) return;
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } catch (error) {
      // Created concurrently: 42P04, or 23505 when both CREATE DATABASE ran at the same moment.
      const code = (error as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw error;
    }
  });
}

export async function dropDatabase(connectionString: string): Promise<void> {
  await withServerConnection(connectionString, (client, name) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Runs `work` on a connection to the server's `postgres` database, with the (checked) name of the database in `connectionString`. */
async function withServerConnection<T>(connectionString: string, work: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const url = new URL(connectionString);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined); // a lost connection fails the query below instead
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}
