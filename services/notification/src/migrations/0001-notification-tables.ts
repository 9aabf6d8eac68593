import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `messages`: read model of EmailSent/EmailFailed/SmsSent/SmsFailed (no personal data).
 * `message_deliveries`: what the transports did, written outside the handler's transaction so that a
 * send survives a rolled-back handler (the guard against sending twice, see deliver-message.ts).
 * `local_mailbox` / `local_outbox`: the local stand-ins for an SMTP relay and Twilio.
 */
export const notificationTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE messages (
        id text PRIMARY KEY,
        channel text NOT NULL CHECK (channel IN ('email', 'sms')),
        template text NOT NULL,
        status text NOT NULL CHECK (status IN ('sent', 'failed')),
        causation_event_id text NOT NULL,
        error text,
        created timestamptz NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX messages_causation_event ON messages (causation_event_id)`.execute(db);
    await sql`CREATE INDEX messages_created ON messages (created DESC)`.execute(db);
    await sql`
      CREATE TABLE message_deliveries (
        message_id text PRIMARY KEY,
        attempts integer NOT NULL DEFAULT 0,
        sent_at timestamptz,
        provider_message_id text,
        failed_at timestamptz,
        last_error text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`.execute(db);
    await sql`
      CREATE TABLE local_mailbox (
        id text PRIMARY KEY,
        "to" text NOT NULL,
        "from" text NOT NULL,
        subject text NOT NULL,
        text text,
        html text,
        received_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`.execute(db);
    await sql`CREATE INDEX local_mailbox_received ON local_mailbox (received_at DESC)`.execute(db);
    await sql`
      CREATE TABLE local_outbox (
        id text PRIMARY KEY,
        "to" text NOT NULL,
        body text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`.execute(db);
    await sql`CREATE INDEX local_outbox_sent ON local_outbox (sent_at DESC)`.execute(db);
  },
};
