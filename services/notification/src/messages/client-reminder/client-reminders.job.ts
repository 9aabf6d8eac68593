import { SCHEDULED_PASS, type JobQueueDefinition, type Logger } from '@app/platform';
import type { ClientReminders } from './client-reminders.js';
import type { NotificationDatabase } from '../../notification-database.js';
import type { Kysely } from 'kysely';

export const CLIENT_REMINDERS_QUEUE = 'client-reminders';

/** Clients reminded in one transaction. */
const BATCH = 100;

/** A pass of the reminders job; `at` (ISO) instead of now: what the pass would do then (tests). */
export interface RemindersPass {
  at?: string;
}

/**
 * On the REMINDER_JOB_CRON schedule (pg-boss: one pass per occurrence however many instances run,
 * never two at once): every client whose next reminder is due gets it by the channels of the
 * invitation, and the next one is due `reminderDays` later. Completion and deletion remove the due
 * time in their own transactions, and the rows are taken locked (SKIP LOCKED), so a pass never
 * reminds a client whose form was completed before it took the row; a send job queued just before
 * completion is dropped by the sender (`stillWanted`).
 */
export function clientRemindersQueue(deps: { db: Kysely<NotificationDatabase>; reminders: ClientReminders; schedule: string; logger: Logger }): JobQueueDefinition<RemindersPass> {
  return {
    name: CLIENT_REMINDERS_QUEUE,
    schedule: deps.schedule,
    ...SCHEDULED_PASS,
    async work({ at }) {
      const now = at ? new Date(at) : new Date();
      let reminded = 0;
      for (let taken = BATCH; taken === BATCH;) {
        taken = await deps.db.transaction().execute(async (trx) => {
          const due = await trx
            .selectFrom('client_reminders')
            .selectAll()
            .where('next_reminder_at', '<=', now)
            .orderBy('next_reminder_at')
            .limit(BATCH)
            .forUpdate()
            .skipLocked()
            .execute();
          for (const row of due) {
            await deps.reminders.remind(row, now, { eventId: row.invited_event_id, correlationId: row.correlation_id, actorUserId: null }, trx);
          }
          return due.length;
        });
        reminded += taken;
      }
      if (reminded > 0) deps.logger.info({ reminded }, 'notification: client reminders queued');
    },
  };
}
