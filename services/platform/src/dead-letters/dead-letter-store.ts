import { sql, type Kysely } from 'kysely';
import type { DeadLetter } from '@app/contracts';
import type { PlatformDatabase } from '../db/platform-database.js';

export interface NewDeadLetter {
  consumer: string;
  eventId: string;
  subject: string;
  /** The message as received (JSON text; sealed fields stay sealed). */
  payload: string;
  /** See `reasonOf`. */
  error: string;
  deliveries: number;
}

/** What a dead letter says went wrong (handlers may throw anything). */
export const reasonOf = (error: unknown): string => (typeof (error as Error | null)?.message === 'string' ? (error as Error).message : String(error)).slice(0, 2_000);

/** Written in the consumer's transaction that gives up on the event. */
export async function recordDeadLetter(trx: Kysely<PlatformDatabase>, letter: NewDeadLetter): Promise<void> {
  await trx
    .insertInto('dead_letters')
    .values({
      consumer: letter.consumer,
      event_id: letter.eventId,
      subject: letter.subject,
      payload: sql`${letter.payload}::jsonb`,
      error: letter.error,
      deliveries: letter.deliveries,
    })
    .execute();
}

interface DeadLetterRow {
  id: string;
  consumer: string;
  event_id: string;
  event_type: string | null;
  subject: string;
  error: string;
  deliveries: number;
  failed_at: Date;
}

const toDeadLetter = (row: DeadLetterRow): DeadLetter => ({
  id: String(row.id),
  consumer: row.consumer,
  eventId: row.event_id,
  eventType: row.event_type,
  subject: row.subject,
  error: row.error,
  deliveries: row.deliveries,
  failedAt: row.failed_at.toISOString(),
});

/** The admin's view of `dead_letters`: never the payload (it may hold personal fields). */
export async function listDeadLetters(db: Kysely<PlatformDatabase>): Promise<DeadLetter[]> {
  const rows = await db
    .selectFrom('dead_letters')
    .select(['id', 'consumer', 'event_id', sql<string | null>`payload->>'type'`.as('event_type'), 'subject', 'error', 'deliveries', 'failed_at'])
    .orderBy('id', 'desc')
    .execute();
  return (rows as DeadLetterRow[]).map(toDeadLetter);
}
