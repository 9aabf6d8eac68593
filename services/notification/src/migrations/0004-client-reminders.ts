import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * `client_reminders`: each invited client's reminder schedule (from clients' ClientInvited; the
 * recipient sealed), found by the reminder pass through the partial index of those due.
 * `client_forms`: the client of each form and whether it was completed (from survey's events).
 */
export const clientRemindersTables: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE client_reminders (
        client_id text PRIMARY KEY,
        subscriber_id text NOT NULL,
        invited_event_id text NOT NULL,
        correlation_id text NOT NULL,
        reminder_days integer NOT NULL,
        is_proctored boolean NOT NULL,
        recipient jsonb NOT NULL,
        reminders_sent integer NOT NULL DEFAULT 0,
        next_reminder_at timestamptz
      )`.execute(db);
    await sql`CREATE INDEX client_reminders_due ON client_reminders (next_reminder_at) WHERE next_reminder_at IS NOT NULL`.execute(db);
    await sql`
      CREATE TABLE client_forms (
        form_id text PRIMARY KEY,
        client_id text NOT NULL,
        completed boolean NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX client_forms_client ON client_forms (client_id)`.execute(db);
  },
};
