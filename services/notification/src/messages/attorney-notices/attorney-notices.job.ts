import { sql, type Kysely } from 'kysely';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@app/contracts';
import { SCHEDULED_PASS, type JobQueueDefinition, type Logger } from '@app/platform';
import { usDate } from '../billing-notices/billing-notice.template.js';
import { appLink, billingNoticePath, queueBillingNotice } from '../billing-notices/billing-notices.js';
import type { MessageRequests } from '../message-job.js';
import type { NotificationDatabase } from '../../notification-database.js';
import { clientPageLink, fullName, queueAttorneyNotice } from './attorney-notices.js';

export const ATTORNEY_NOTICES_QUEUE = 'attorney-notices';

/** How long before a canceled subscription ends its users are told (issue 36). */
export const ENDING_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** A pass of the job; `at` (ISO) instead of now: what the pass would do then (tests). */
export interface AttorneyNoticesPass {
  at?: string;
}

interface Deps {
  db: Kysely<NotificationDatabase>;
  messages: MessageRequests;
  publicUrl: string;
  schedule: string;
  logger: Logger;
}

/**
 * Invited clients (not proctored) who have not started after their attorney's number of days and were not
 * noticed yet: a notice each, by the attorney's channels for it; the row is marked either way (a notice
 * turned off then is not sent later).
 */
async function noticeClientsNotStarted(deps: Deps, now: Date): Promise<number> {
  let noticed = 0;
  for (let taken = BATCH; taken === BATCH;) {
    taken = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('attorney_clients as c')
        .leftJoin('attorney_settings as s', 's.user_id', 'c.subscriber_id')
        .selectAll('c')
        .where('c.started', '=', false)
        .where('c.not_started_notice_sent', '=', false)
        .where('c.is_proctored', '=', false)
        .where(
          sql<boolean>`c.invited_at + make_interval(days => coalesce(s.not_started_days, ${DEFAULT_NOTIFICATION_SETTINGS.notStartedDays})) <= ${now.toISOString()}::timestamptz`,
        )
        .orderBy('c.invited_at')
        .limit(BATCH)
        .forUpdate('c')
        .skipLocked()
        .execute();
      for (const client of due) {
        const name = fullName(client);
        const completed = await trx.selectFrom('client_forms').select('form_id').where('client_id', '=', client.client_id).where('completed', '=', true).executeTakeFirst();
        if (name && !completed) {
          const invitedAt = new Date(client.invited_at);
          const days = String(Math.floor((now.getTime() - invitedAt.getTime()) / DAY_MS));
          const tokens = { clientId: client.client_id, days, invitedOn: usDate(invitedAt.toISOString()), link: clientPageLink(deps.publicUrl, client.client_id) };
          const cause = { eventId: client.invited_event_id, correlationId: client.correlation_id, actorUserId: null };
          await queueAttorneyNotice(deps.messages, { subscriberId: client.subscriber_id, notice: 'clientNotStarted', occasion: client.client_id, cause, tokens }, trx);
          noticed++;
        }
        await trx.updateTable('attorney_clients').set({ not_started_notice_sent: true }).where('client_id', '=', client.client_id).execute();
      }
      return due.length;
    });
  }
  return noticed;
}

/** Canceled subscriptions that end within ENDING_NOTICE_DAYS and were not noticed for that end: a mail to each user. */
async function noticeEndingSubscriptions(deps: Deps, now: Date): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const ending = await trx
      .selectFrom('subscription_endings')
      .selectAll()
      .where('notice_sent', '=', false)
      .where('ends_at', '>', now)
      .where('ends_at', '<=', new Date(now.getTime() + ENDING_NOTICE_DAYS * DAY_MS))
      .orderBy('ends_at')
      .limit(500)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of ending) {
      const endsAt = new Date(row.ends_at).toISOString();
      const tokens = { link: appLink(deps.publicUrl, billingNoticePath.ending), periodEnd: usDate(endsAt) };
      await queueBillingNotice(
        deps,
        {
          state: { subscriptionId: row.subscription_id, userIds: row.user_ids, displayName: row.plan_name },
          notice: 'ending',
          occasion: `${row.subscription_id}:${endsAt}`,
          cause: { eventId: row.canceled_event_id, correlationId: row.correlation_id, actorUserId: null },
          tokens,
        },
        trx,
      );
      await trx.updateTable('subscription_endings').set({ notice_sent: true }).where('subscription_id', '=', row.subscription_id).execute();
    }
    return ending.length;
  });
}

/**
 * On the REMINDER_JOB_CRON schedule (as the client reminders): the attorneys' "has not started" notices and
 * the mails 7 days before a canceled subscription ends. Rows are taken locked (SKIP LOCKED) and marked in
 * the transaction that queues their messages, so each is sent once however many instances run.
 */
export function attorneyNoticesQueue(deps: Deps): JobQueueDefinition<AttorneyNoticesPass> {
  return {
    name: ATTORNEY_NOTICES_QUEUE,
    schedule: deps.schedule,
    ...SCHEDULED_PASS,
    async work({ at }) {
      const now = at ? new Date(at) : new Date();
      const notStarted = await noticeClientsNotStarted(deps, now);
      const ending = await noticeEndingSubscriptions(deps, now);
      if (notStarted + ending > 0) deps.logger.info({ notStarted, ending }, 'notification: attorney notices queued');
    },
  };
}
