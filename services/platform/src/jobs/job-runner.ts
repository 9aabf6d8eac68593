import { sql, type Kysely } from 'kysely';
import { fromKysely, PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { Logger } from '../logger.js';
import { DEAD_LETTER_RETENTION_DAYS, deadLetterQueueOf, type JobQueueDefinition } from './job-queue.js';

/** Jobs of one queue: waiting (`queued`), in hand (`active`), failed for good and still kept (`failed`), all kept (`total`). */
export interface QueueCounts {
  name: string;
  queuedCount: number;
  activeCount: number;
  failedCount: number;
  totalCount: number;
}

/** pg-boss's tables live in this schema of the service's own database. */
export const JOBS_SCHEMA = 'pgboss';

/** A graceful stop waits this long for jobs in hand; the rest are tried again after the next start. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * A NOTIFY at commit wakes idle workers at once, and a worker whose last fetch came back full looks
 * for more at once. An idle worker looks every second besides: that finds retries that have become
 * due (and covers a lost listener connection).
 */
const polling = { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };

/**
 * A queue's `concurrency` is shared out among at most this many workers, each fetching a batch of
 * its share and working on the batch's jobs side by side. Each NOTIFY wakes every idle worker of the
 * queue, and each runs a fetch: with a worker per job (10 for the messages) a job cost about eight
 * fetches that found nothing (the survey bench: 17 fetches per invite). Two, not one, so that a slow
 * job (a provider taking its time) holds back only its own batch's next fetch.
 */
const WORKERS_PER_QUEUE = 2;

/**
 * Background jobs of one service on pg-boss, in the service's own database (schema `pgboss`):
 * queues with their workers, retries with exponential back-off, a dead-letter queue per queue,
 * enqueueing inside a caller's transaction, and cron schedules (pg-boss's own: one job per occurrence
 * across every instance sharing the database). Started by the kit only for a service that declares
 * job queues (`ServiceDefinition.jobs`); offered to the service's code as `runtime.jobs`.
 */
export class JobRunner {
  private boss?: PgBoss;

  constructor(
    private readonly databaseUrl: string,
    private readonly service: string,
    private readonly logger: Logger,
  ) {}

  /** Connects and installs (or migrates) pg-boss's schema. */
  async start(): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.databaseUrl,
      schema: JOBS_SCHEMA,
      application_name: `${this.service}-jobs`,
      instanceName: this.service,
      max: 4,
      useListenNotify: true,
      schedule: true,
    });
    boss.on('error', (error) => this.logger.error({ err: error.message }, 'jobs: pg-boss error'));
    boss.on('warning', (warning) => this.logger.warn({ warning: warning.message }, 'jobs: pg-boss warning'));
    this.boss = boss; // stop() closes it also after a failed start
    await boss.start();
  }

  /** Creates (or updates) each queue, its dead-letter queue and its schedule, then starts its workers. */
  async work(definitions: readonly JobQueueDefinition[]): Promise<void> {
    const boss = this.started();
    for (const definition of definitions) {
      const deadLetter = deadLetterQueueOf(definition.name);
      await boss.createQueue(deadLetter, { retentionSeconds: DEAD_LETTER_RETENTION_DAYS * 24 * 60 * 60 });
      const options = {
        retryLimit: definition.attempts - 1,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        retryDelayMax: definition.maxRetryDelaySeconds,
        expireInSeconds: definition.timeoutSeconds,
        deadLetter,
        notify: true,
      };
      await boss.createQueue(definition.name, { ...options, ...(definition.schedule ? { policy: 'stately' as const } : {}) });
      await boss.updateQueue(definition.name, options); // settings changed since the queue was created
      if (definition.schedule) await boss.schedule(definition.name, definition.schedule, {});
      else await boss.unschedule(definition.name); // a schedule dropped since the last start
      await this.startWorkers(boss, definition);
    }
  }

  /**
   * Adds a job to `queue`. With `trx` the job is written in that transaction: it exists once the
   * transaction commits and not at all if it rolls back. A job with the `id` of one that exists
   * already is not added again.
   */
  async enqueue<Db>(queue: string, data: object, options: { trx?: Kysely<Db>; id?: string } = {}): Promise<void> {
    await this.started().send(queue, data, { id: options.id, ...(options.trx ? { db: fromKysely(options.trx) } : {}) });
  }

  /**
   * Each queue of the service (dead-letter queues too) with its job counts as they are now (pg-boss's
   * own counts on the queue row lag by up to its monitor interval); none without job queues. With `trx`
   * (a transaction on the service's database, which holds pg-boss's schema) the query runs there, under
   * that transaction's settings (the metrics' statement timeout), instead of on pg-boss's own pool.
   */
  async queueCounts<Db>(trx?: Kysely<Db>): Promise<QueueCounts[]> {
    if (!this.boss) return [];
    const query = `SELECT q.name,
         count(j.id) FILTER (WHERE j.state IN ('created', 'retry'))::int AS "queuedCount",
         count(j.id) FILTER (WHERE j.state = 'active')::int AS "activeCount",
         count(j.id) FILTER (WHERE j.state = 'failed')::int AS "failedCount",
         count(j.id)::int AS "totalCount"
       FROM ${JOBS_SCHEMA}.queue q LEFT JOIN ${JOBS_SCHEMA}.job j ON j.name = q.name
       WHERE NOT starts_with(q.name, '__pgboss__')
       GROUP BY q.name ORDER BY q.name`;
    if (trx) return (await sql.raw<QueueCounts>(query).execute(trx)).rows;
    const { rows } = await this.boss.getDb().executeSql(query);
    return rows as QueueCounts[];
  }

  /** Stops taking jobs and waits a while for those in hand; closes pg-boss's connections. */
  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error(`The ${this.service} service declares no job queues`);
    return this.boss;
  }

  /**
   * The queue's workers: `concurrency` shared out among them, each settling its batch's jobs one by
   * one (a failed job is tried again alone). pg-boss would wait out the polling interval after a full
   * batch unless a NOTIFY came meanwhile, however many jobs are ready: such a worker wakes itself instead.
   */
  private async startWorkers(boss: PgBoss, definition: JobQueueDefinition): Promise<void> {
    const workers = Math.min(definition.concurrency, WORKERS_PER_QUEUE);
    for (let i = 0; i < workers; i++) {
      const batchSize = Math.floor(definition.concurrency / workers) + (i < definition.concurrency % workers ? 1 : 0);
      let workerId = '';
      workerId = await boss.work(
        definition.name,
        { ...polling, batchSize, includeMetadata: true as const, perJobResults: true as const },
        async (jobs: JobWithMetadata<object>[]) => {
          const outcomes = await Promise.allSettled(jobs.map((job) => this.run(definition, job)));
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
          return outcomes.map((outcome, n): JobResult<unknown> =>
            outcome.status === 'fulfilled' ? { id: jobs[n].id, status: 'completed' as const } : { id: jobs[n].id, status: 'failed' as const, output: outcome.reason },
          );
        },
      );
    }
  }

  private async run(definition: JobQueueDefinition, job: JobWithMetadata<object>): Promise<void> {
    const attempt = { jobId: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await definition.work(job.data, attempt);
    } catch (error) {
      const log = { queue: definition.name, ...attempt, err: (error as Error).message };
      if (attempt.lastAttempt) this.logger.error(log, 'jobs: job failed for good, moved to the dead-letter queue');
      else this.logger.warn(log, 'jobs: job failed, will try again');
      throw error;
    }
  }
}
