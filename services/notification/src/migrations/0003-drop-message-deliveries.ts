import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `message_deliveries` guarded against sending twice while mail was sent inside the consumer's
 * transaction. Messages are now sent by a job worker outside any transaction and the recorded
 * outcome (`messages`) is the guard (messages/send-message.job.ts).
 */
export const dropMessageDeliveries: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DROP TABLE message_deliveries`.execute(db);
  },
};
