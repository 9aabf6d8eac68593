import { sql, type Kysely } from 'kysely';

export interface DeliveryRecord {
  attempts: number;
  sentAt: Date | null;
  providerMessageId: string | null;
  /** Set when the sender gave up (permanent failure or last attempt). */
  failedAt: Date | null;
  lastError: string | null;
}

/**
 * What the transports did for each message id, in `message_deliveries`. Always written on the
 * service's own pool, never in a handler's transaction: a send is a fact even when the handler's
 * transaction rolls back afterwards, and the next delivery must see it.
 */
export class MessageDeliveries {
  constructor(private readonly db: Kysely<any>) {}

  async find(messageId: string): Promise<DeliveryRecord | undefined> {
    const row = await this.db
      .selectFrom('message_deliveries')
      .select(['attempts', 'sent_at', 'provider_message_id', 'failed_at', 'last_error'])
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    return (
      row && {
        attempts: row.attempts,
        sentAt: row.sent_at,
        providerMessageId: row.provider_message_id,
        failedAt: row.failed_at,
        lastError: row.last_error,
      }
    );
  }

  /** Counts one more attempt at sending; returns its number (1 for the first). */
  async beginAttempt(messageId: string): Promise<number> {
    const row = await this.db
      .insertInto('message_deliveries')
      .values({ message_id: messageId, attempts: 1 })
      .onConflict((oc) =>
        oc.column('message_id').doUpdateSet({ attempts: sql`message_deliveries.attempts + 1`, updated_at: sql`now()` }),
      )
      .returning('attempts')
      .executeTakeFirstOrThrow();
    return row.attempts as number;
  }

  async markSent(messageId: string, providerMessageId: string | undefined): Promise<void> {
    await this.db
      .updateTable('message_deliveries')
      .set({ sent_at: sql`now()`, provider_message_id: providerMessageId ?? null, last_error: null, updated_at: sql`now()` })
      .where('message_id', '=', messageId)
      .execute();
  }

  /** Notes a failed attempt; `final` when no further attempt will be made. */
  async recordError(messageId: string, error: string, final: boolean): Promise<void> {
    await this.db
      .updateTable('message_deliveries')
      .set({ last_error: error, updated_at: sql`now()`, ...(final ? { failed_at: sql`now()` } : {}) })
      .where('message_id', '=', messageId)
      .execute();
  }
}
