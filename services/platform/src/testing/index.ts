/** Helpers for integration tests: each run gets its own databases, bus prefix and (if asked) NATS server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createDatabase, dropDatabase, ensureDatabase } from '../db/database.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { StoredEvent } from '../event-store/types.js';
import { migrateToLatest } from '../db/migrations.js';
import { createLogger } from '../logger.js';
import type { Migration } from 'kysely/migration';

export * from './api-client.js';
export * from './client-invitation.js';
export * from './bus-consumption.js';
export * from './decider-spec.js';
export * from './private-postgres.js';
export * from './routes.js';
export * from './stand-in-service.js';
export * from './test-service.js';
export * from './things-service.js';
export * from './test-tokens.js';

/**
 * A stored event as a test reads it: its data handed to expect() or to the next call unchecked, as a
 * JSON body is (eslint.config.mjs). Services read events by their schemas (`StoredEventOf`).
 */
export type TestEvent = StoredEvent<string, Record<string, any>>;

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

export const uniqueName = (label: string) => `t_${label}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestDatabase<Db extends PlatformDatabase = PlatformDatabase> {
  url: string;
  db: Kysely<Db>;
  drop(): Promise<void>;
}

/** A fresh database with the platform's (and optionally a service's) migrations applied. */
export async function createTestDatabase<Db extends PlatformDatabase = PlatformDatabase>(label: string, migrations?: Record<string, Migration>): Promise<TestDatabase<Db>> {
  const url = databaseUrl(uniqueName(label));
  await ensureDatabase(url);
  const db = createDatabase<Db>(url);
  await migrateToLatest(db, migrations);
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}

/** A unique bus prefix; `removeStreams` deletes the JetStream streams it created. */
export function testBus(label: string) {
  const prefix = uniqueName(label);
  return {
    prefix,
    async removeStreams(natsUrl = TEST_NATS_URL) {
      const nc = await connect({ servers: natsUrl });
      try {
        const jsm = await jetstreamManager(nc);
        for await (const name of jsm.streams.names()) if (name.startsWith(prefix)) await jsm.streams.delete(name);
      } finally {
        await nc.close();
      }
    },
  };
}

/** Environment for `startService` in a test: own database, own bus prefix, quiet logs. */
export function testServiceEnv(label: string, busPrefix: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: databaseUrl(uniqueName(label)),
    NATS_URL: TEST_NATS_URL,
    BUS_PREFIX: busPrefix,
    PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
    COMPLIANCE_SIGNING_KEY: randomBytes(32).toString('base64'),
    ...extra,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A private nats-server (with JetStream) that a test may stop and restart on the same port and store. */
export async function startPrivateNats(binary = process.env.NATS_SERVER_BIN ?? 'nats-server') {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'nats-test-'));
  let child: ChildProcess | undefined;
  const url = `nats://127.0.0.1:${port}`;
  async function start() {
    child = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
    await waitFor(async () => {
      const nc = await connect({ servers: url, reconnect: false });
      await nc.close();
      return true;
    }, 10_000);
  }
  async function stop() {
    if (!child) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    child = undefined;
  }
  await start();
  return {
    url,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}

/** A promise a test resolves once a step is done, for another part of the test to wait on. */
export function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** How many rows a table of `db` holds now. */
export async function rowCount(db: Kysely<any>, table: string): Promise<number> {
  return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n;
}

/** Polls `check` until it returns a truthy value (errors count as "not yet"). */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 10_000, intervalMs = 25): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting${lastError ? `: ${(lastError as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export const silentLogger = createLogger('test', 'silent');

/** A session of its own holding a transaction open with an xid, as a writer in the middle of its work (say, another process's). */
export async function runningTransaction(url: string): Promise<{ commit(): Promise<void> }> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  await session.query('BEGIN');
  await session.query('SELECT pg_current_xact_id()');
  let ended: Promise<void> | undefined;
  // Once only: a test's cleanup may commit again what its body committed.
  return { commit: () => (ended ??= session.query('COMMIT').then(() => session.end())) };
}

/** Bytes in the TOAST relation of `table`: what its rows moved out of line. */
export async function toastBytes(db: Kysely<any>, table: string): Promise<number> {
  const { rows } = await sql<{ bytes: string }>`SELECT pg_relation_size(reltoastrelid) AS bytes FROM pg_class WHERE relname = ${table}`.execute(db);
  return Number(rows[0].bytes);
}
