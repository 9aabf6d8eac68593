import type { MessageEvents, MessageEventType } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

const outcomes: Record<MessageEventType, { channel: 'email' | 'sms'; status: 'sent' | 'failed' }> = {
  EmailSent: { channel: 'email', status: 'sent' },
  EmailFailed: { channel: 'email', status: 'failed' },
  SmsSent: { channel: 'sms', status: 'sent' },
  SmsFailed: { channel: 'sms', status: 'failed' },
};

/** `messages`: one row per message sent or failed. The recipient stays out (it is personal data). */
export const messagesProjection: Projection<StoredEventOf<typeof MessageEvents>, NotificationDatabase> = {
  name: 'messages',
  handles: Object.keys(outcomes) as MessageEventType[],
  async apply(event, db) {
    const { channel, status } = outcomes[event.type];
    await db
      .insertInto('messages')
      .values({
        id: event.data.messageId,
        channel,
        template: event.data.template,
        status,
        causation_event_id: event.data.causationEventId,
        error: 'error' in event.data ? event.data.error : null,
        created: event.metadata.occurredAt,
      })
      .execute();
  },
};
