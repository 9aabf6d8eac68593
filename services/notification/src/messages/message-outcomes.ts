import type { Kysely } from 'kysely';
import type { MessageEventType } from '@app/contracts';
import { ConcurrencyError, type EventStore } from '@app/platform';
import type { MessageJob } from './message-job.js';
import { messageStreamOf } from './message-id.js';
import type { NotificationDatabase } from '../notification-database.js';

export type Channel = 'email' | 'sms';

const eventTypes: Record<Channel, { sent: MessageEventType; failed: MessageEventType }> = {
  email: { sent: 'EmailSent', failed: 'EmailFailed' },
  sms: { sent: 'SmsSent', failed: 'SmsFailed' },
};

export interface Outcome {
  status: 'sent' | 'failed';
  providerMessageId?: string;
  error?: string;
}

/**
 * What became of each message: `EmailSent`/`EmailFailed`/`SmsSent`/`SmsFailed` on the stream
 * `message-<id>`, appended with expected version 0 (and projected into `messages` with it), so a
 * message's outcome is recorded once at most.
 */
export class MessageOutcomes {
  constructor(
    private readonly db: Kysely<NotificationDatabase>,
    private readonly store: EventStore,
  ) {}

  async isRecorded(messageId: string): Promise<boolean> {
    return (await this.db.selectFrom('messages').select('id').where('id', '=', messageId).executeTakeFirst()) !== undefined;
  }

  async record(job: MessageJob, channel: Channel, to: string, outcome: Outcome): Promise<void> {
    const data = {
      messageId: job.messageId,
      personId: job.personId,
      to,
      template: job.template,
      causationEventId: job.causationEventId,
      ...(outcome.providerMessageId !== undefined ? { providerMessageId: outcome.providerMessageId } : {}),
      ...(outcome.error !== undefined ? { error: outcome.error } : {}),
    };
    try {
      await this.store.append(messageStreamOf(job.messageId), [{ type: eventTypes[channel][outcome.status], data }], {
        expectedVersion: 0,
        context: { correlationId: job.correlationId, causationId: job.causationEventId, actorUserId: job.actorUserId },
      });
    } catch (error) {
      // An attempt that outran its time-out recorded it meanwhile: the outcome stands as recorded.
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}
