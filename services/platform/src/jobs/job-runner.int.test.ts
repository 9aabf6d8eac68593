import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createTestDatabase, silentLogger, waitFor, type TestDatabase } from '../testing/index.js';
import { deadLetterQueueOf, type JobAttempt, type JobQueueDefinition } from './job-queue.js';
import { JOBS_SCHEMA, JobRunner } from './job-runner.js';

interface Work {
  key: string;
  failTimes?: number;
}

let database: TestDatabase;
let runner: JobRunner;
const attempts = new Map<string, JobAttempt[]>();
const done: string[] = [];
/** Jobs of the `held` queue wait here until the test lets them go. */
const held: { key: string; release: () => void }[] = [];
const started = new Set<string>();
let inFlight = 0;
let mostInFlight = 0;

const queue = (name: string, work: JobQueueDefinition<Work>['work'], overrides: Partial<JobQueueDefinition> = {}): JobQueueDefinition<Work> => ({
  name,
  concurrency: 2,
  attempts: 3,
  retryDelaySeconds: 1,
  maxRetryDelaySeconds: 1,
  timeoutSeconds: 60,
  work,
  ...overrides,
});

beforeAll(async () => {
  database = await createTestDatabase('jobs');
  runner = new JobRunner(database.url, 'jobs-test', silentLogger);
  await runner.start();
  const flaky: JobQueueDefinition<Work>['work'] = async (data, attempt) => {
    attempts.set(data.key, [...(attempts.get(data.key) ?? []), attempt]);
    if ((attempts.get(data.key)?.length ?? 0) <= (data.failTimes ?? 0)) throw new Error(`failure ${attempt.attempt}`);
    done.push(data.key);
  };
  await runner.work([
    queue('flaky', flaky),
    // Two workers fetching three jobs at a time each.
    queue('batched', flaky, { concurrency: 6 }),
    queue(
      'held',
      async (data) => {
        started.add(data.key);
        inFlight++;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise<void>((release) => held.push({ key: data.key, release }));
        inFlight--;
        done.push(data.key);
      },
      { concurrency: 3 },
    ),
  ]);
});

afterAll(async () => {
  await runner?.stop();
  await database?.drop();
});

const deadLetters = async (name: string) =>
  (await sql<{ data: Work; source_name: string }>`SELECT data, source_name FROM ${sql.table(`${JOBS_SCHEMA}.job`)} WHERE name = ${deadLetterQueueOf(name)}`.execute(database.db))
    .rows;

describe('JobRunner (pg-boss)', () => {
  it('enqueues inside a transaction: the job runs once it commits, never when it rolls back', async () => {
    const committed = `committed-${randomUUID()}`;
    const rolledBack = `rolled-back-${randomUUID()}`;
    await database.db
      .transaction()
      .execute(async (trx) => {
        await runner.enqueue('flaky', { key: rolledBack }, { trx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await runner.enqueue('flaky', { key: committed }, { trx });
      await sql`SELECT 1`.execute(trx);
    });
    await waitFor(() => done.includes(committed));
    await runner.enqueue('flaky', { key: 'after-both' });
    await waitFor(() => done.includes('after-both'));
    expect(attempts.has(rolledBack)).toBe(false);
  });

  it('adds a job with the id of an existing one only once', async () => {
    const id = randomUUID();
    const key = `same-id-${id}`;
    await runner.enqueue('flaky', { key }, { id });
    await runner.enqueue('flaky', { key }, { id });
    await waitFor(() => done.includes(key));
    await runner.enqueue('flaky', { key: `marker-${id}` });
    await waitFor(() => done.includes(`marker-${id}`));
    expect(done.filter((k) => k === key)).toHaveLength(1);
  });

  it('tries a failing job again and completes it when an attempt succeeds', async () => {
    const key = `recovers-${randomUUID()}`;
    await runner.enqueue('flaky', { key, failTimes: 2 });
    await waitFor(() => done.includes(key), 20_000);
    expect(attempts.get(key)!.map(({ attempt, lastAttempt }) => ({ attempt, lastAttempt }))).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ]);
    expect(await deadLetters('flaky')).toEqual([]);
  });

  it('moves a job that failed every attempt to the dead-letter queue', async () => {
    const key = `hopeless-${randomUUID()}`;
    await runner.enqueue('flaky', { key, failTimes: 99 });
    const dead = await waitFor(async () => (await deadLetters('flaky')).find((row) => row.data.key === key), 20_000);
    expect(dead).toEqual({ data: { key, failTimes: 99 }, source_name: 'flaky' });
    expect(attempts.get(key)).toHaveLength(3);
    expect(done).not.toContain(key);
  });

  it('settles the jobs of a fetched batch one by one: a failing one is tried again alone', async () => {
    const keys = Array.from({ length: 6 }, (_, i) => `batched-${i}-${randomUUID()}`);
    await database.db.transaction().execute(async (trx) => {
      for (const [i, key] of keys.entries()) await runner.enqueue('batched', { key, failTimes: i === 2 ? 1 : 0 }, { trx });
    });
    await waitFor(() => keys.every((key) => done.includes(key)), 20_000);
    expect(keys.map((key) => attempts.get(key)!.map(({ attempt }) => attempt))).toEqual([[1], [1], [1, 2], [1], [1], [1]]);
    expect(keys.map((key) => done.filter((k) => k === key).length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('works on no more jobs of a queue at once than its concurrency', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `held-${i}-${randomUUID()}`);
    await database.db.transaction().execute(async (trx) => {
      for (const key of keys) await runner.enqueue('held', { key }, { trx });
    });
    const finished = () => keys.every((key) => done.includes(key));
    while (!finished()) {
      // Three in hand (or the last ones): a fourth would have had every chance to start meanwhile.
      await waitFor(() => held.length === 3 || (keys.every((key) => started.has(key)) && (held.length > 0 || finished())), 20_000);
      for (const job of held.splice(0)) job.release();
    }
    expect(mostInFlight).toBe(3);
  });
});
