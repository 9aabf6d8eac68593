import type { z } from 'zod';
import type { ClientEventType, IdentityEventType, Language, NotificationTemplate } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import { messageIdFor } from '../messages/message-id.js';
import type { MessageRequest, MessageRequests } from '../messages/message-job.js';
import type { NotificationDatabase } from '../notification-database.js';

export interface QueueMessageDeps {
  messages: MessageRequests;
  logger: Logger;
}

/** The services whose events ask for messages, and their event types. */
interface EventTypesOf {
  identity: IdentityEventType;
  clients: ClientEventType;
}
type MessageSource = { [S in keyof EventTypesOf]: { source: S; on: EventTypesOf[S] } }[keyof EventTypesOf];

/** An event of another service that asks for a message, and how that message is made of its data. */
export type MessageOnEvent<Data> = MessageSource & {
  /** The durable consumer; with the event id it names the message. */
  name: string;
  template: NotificationTemplate;
  /** The event's fields the message is made of. */
  data: z.ZodType<Data>;
  /** The sealed fields the message needs: null once the person was erased, and then nothing is queued. */
  needs: readonly (keyof Data & string)[];
  /** The sealed fields to open (see EventHandlerDefinition.opens). */
  opens: readonly (keyof Data & string)[] | 'all';
  /** What the message is sent once for (the event when omitted): with the handler's name it names the message. */
  occasion?: (data: Data) => string;
  /** Events this is false for ask for no message (read before the sealed fields are looked at). */
  wanted?: (data: Record<string, unknown>) => boolean;
  message(data: Data): Pick<MessageRequest, 'personId' | 'to' | 'secret' | 'tokens' | 'expiresAt' | 'language'>;
  /** The recipient's language when the event does not carry it (read in the handler's transaction); English when undefined. */
  languageOf?: (data: Data, trx: Kysely<NotificationDatabase>) => Promise<Language | undefined>;
};

/**
 * The handler of a message use case: queues the message the event asks for (a send-message job
 * written with the event's inbox row, see message-job.ts), or nothing when the person was erased
 * before the event arrived.
 */
export function queueMessageReaction<Data>(deps: QueueMessageDeps, spec: MessageOnEvent<Data>): EventHandlerDefinition<NotificationDatabase> {
  return {
    name: spec.name,
    source: spec.source,
    types: [spec.on],
    opens: spec.opens,
    async handle(event, trx) {
      if (spec.wanted && !spec.wanted(event.data)) return;
      if (spec.needs.some((field) => event.data[field] === null)) {
        deps.logger.info({ handler: spec.name, eventId: event.metadata.eventId }, 'notification: message skipped, personal data erased');
        return;
      }
      const data = spec.data.parse(event.data);
      const language = await spec.languageOf?.(data, trx);
      const message = { ...spec.message(data), ...(language ? { language } : {}) };
      const messageId = messageIdFor(spec.name, spec.occasion?.(data) ?? event.metadata.eventId);
      await deps.messages.add({ messageId, cause: event.metadata, template: spec.template, ...message }, trx);
    },
  };
}
