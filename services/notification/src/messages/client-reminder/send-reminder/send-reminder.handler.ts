import { Injectable } from '@nestjs/common';
import { Messages } from '@app/contracts';
import { ConflictError, isSiteAdmin, isUuid, NotFoundError, PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import { MessageRequests } from '../../message-job.js';
import { ClientReminders } from '../client-reminders.js';
import type { NotificationDatabase } from '../../../notification-database.js';

/**
 * POST /api/form/{id}/reminder: the client's subscriber (or a site admin) sends a reminder now, by
 * the invitation's channels. Another subscriber's form is not found (no existence leak); proctored
 * and completed clients are refused. A scheduled client's next reminder is then `reminderDays` away.
 */
@Injectable()
export class SendReminderHandler {
  private readonly reminders: ClientReminders;

  constructor(private readonly runtime: PlatformRuntime<NotificationDatabase>) {
    this.reminders = new ClientReminders(new MessageRequests(runtime.jobs, runtime.vault), runtime.vault);
  }

  async send(formId: string, user: Principal, context: AppendContext): Promise<void> {
    if (!isUuid(formId)) throw formNotFound();
    await this.runtime.db.transaction().execute(async (trx) => {
      const client = await trx
        .selectFrom('client_forms')
        .innerJoin('client_reminders', 'client_reminders.client_id', 'client_forms.client_id')
        .selectAll('client_reminders')
        .select('client_forms.completed')
        .where('client_forms.form_id', '=', formId.toLowerCase())
        .forUpdate('client_reminders')
        .executeTakeFirst();
      if (!client || (client.subscriber_id !== user.id && !isSiteAdmin(user))) throw formNotFound();
      if (client.is_proctored) throw new ConflictError(Messages.reminderProctored);
      if (client.completed) throw new ConflictError(Messages.reminderCompleted);
      const cause = {
        eventId: client.invited_event_id,
        correlationId: context.correlationId ?? client.correlation_id,
        actorUserId: context.actorUserId ?? null,
      };
      // Refused after the fact undoes the count: the transaction rolls back.
      if ((await this.reminders.remind(client, new Date(), cause, trx)) === 0) throw new ConflictError(Messages.reminderNoChannel);
    });
  }
}

const formNotFound = () => new NotFoundError('The form');
