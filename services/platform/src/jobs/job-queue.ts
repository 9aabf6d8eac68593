/** The attempt a worker is making at a job. */
export interface JobAttempt {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** If this attempt throws, the job goes to the dead-letter queue instead of being tried again. */
  lastAttempt: boolean;
}

/**
 * A queue of background jobs and the worker that carries them out, declared by a service
 * (`ServiceDefinition.jobs`). A job whose work throws is tried again after a growing delay; after
 * `attempts` attempts it moves to the dead-letter queue `<name>-dead-letter`, where it stays for an
 * operator to look at (and redrive) for `DEAD_LETTER_RETENTION_DAYS`.
 *
 * Job data is stored as JSON in the service's database: it must carry no personal data in plain
 * text (seal it with `runtime.vault`, or carry ids and look the data up when the job runs).
 */
export interface JobQueueDefinition<Data extends object = object> {
  /** Unique within the service: letters, digits, `-`, `_`, `.`. */
  name: string;
  /** Jobs one process works on at once. */
  concurrency: number;
  /** Attempts at a job before it is dead-lettered (at least 1). */
  attempts: number;
  /** Delay before the second attempt; each further one waits about twice as long, up to `maxRetryDelaySeconds`. */
  retryDelaySeconds: number;
  maxRetryDelaySeconds: number;
  /** One attempt running longer than this counts as failed (and the job is tried again). */
  timeoutSeconds: number;
  /**
   * A cron expression (UTC, five fields, at most once a minute): pg-boss adds one job with empty data
   * at each occurrence however many instances of the service run, and the queue works on one job at a
   * time with at most one more waiting, so passes of a periodic job never overlap or pile up.
   */
  schedule?: string;
  work(data: Data, attempt: JobAttempt): Promise<void>;
}

export const deadLetterQueueOf = (queue: string) => `${queue}-dead-letter`;

export const DEAD_LETTER_RETENTION_DAYS = 30;

/**
 * The options of a pass on a `schedule` (a sweep): one at a time, one attempt (the next occurrence is the
 * retry), up to 15 minutes.
 */
export const SCHEDULED_PASS = {
  concurrency: 1,
  attempts: 1,
  retryDelaySeconds: 60,
  maxRetryDelaySeconds: 60,
  timeoutSeconds: 15 * 60,
} as const satisfies Partial<JobQueueDefinition>;
