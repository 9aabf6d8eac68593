import type { Kysely } from 'kysely';
import type { BusMessage, EventStore, Logger } from '@app/platform';
import type { MessageEventType, NotificationTemplate } from '@app/contracts';
import { MessageDeliveries } from './message-deliveries.js';
import { messageIdFor, messageStreamOf } from './message-id.js';
import { describeFailure } from './send-failure.js';

export type Channel = 'email' | 'sms';

export interface SendResult {
  /** The provider's id of the message (SMTP Message-ID, Twilio SID), when it gives one. */
  providerMessageId?: string;
}

export interface MessageToDeliver {
  /** The handler (durable consumer) sending it: with the event id, it names the message. */
  handler: string;
  /** The event that asked for the message; its id becomes the causation id. */
  cause: BusMessage;
  channel: Channel;
  template: NotificationTemplate;
  personId: string;
  to: string;
  /** Past this instant the message is useless (a code or link that expired): it is not sent. */
  expiresAt?: string;
  send(): Promise<SendResult>;
}

/** A send that failed in a way that may pass later: thrown so that JetStream delivers the event again. */
export class TransientSendError extends Error {
  constructor(messageId: string, attempt: number, error: string) {
    super(`Message ${messageId}, attempt ${attempt}: ${error}`);
    this.name = 'TransientSendError';
  }
}

const eventTypes: Record<Channel, { sent: MessageEventType; failed: MessageEventType }> = {
  email: { sent: 'EmailSent', failed: 'EmailFailed' },
  sms: { sent: 'SmsSent', failed: 'SmsFailed' },
};

/**
 * Sends one message for an event and records the outcome as an event of this service, appended in
 * the handler's transaction (with the inbox row). Delivery is at least once, with these guards:
 *
 * - The message id is derived from the handler and the causing event id, and its stream
 *   `message-<id>` must not exist yet (expected version 0): the outcome is recorded once at most.
 * - Before sending, `message_deliveries` (written outside the transaction) is consulted: if an
 *   earlier delivery sent the message but its transaction never committed (crash, a sibling in the
 *   consumer's batch failing, a lost connection), the message is not sent again; `EmailSent`/`SmsSent`
 *   is recorded from that earlier send. Likewise a failure an earlier delivery gave up on is recorded
 *   without trying again.
 * - A message can still go out twice if the process dies between the provider accepting it and
 *   `message_deliveries` noting so (milliseconds). Both sides of that window are logged.
 *
 * Failures: a permanent one (SMTP 5xx, Twilio 4xx) records `EmailFailed`/`SmsFailed` at once. A
 * transient one throws, so JetStream delivers the event again after a back-off, until the
 * `maxAttempts`-th attempt, which records the failure and finishes (the handler's `maxDeliver`
 * leaves room for that). A message whose `expiresAt` has passed is recorded as failed, unsent.
 */
export class MessageDelivery {
  private readonly deliveries: MessageDeliveries;

  constructor(
    db: Kysely<any>,
    private readonly store: EventStore,
    private readonly logger: Logger,
    private readonly maxAttempts: number,
  ) {
    this.deliveries = new MessageDeliveries(db);
  }

  async deliver(message: MessageToDeliver, trx: Kysely<any>): Promise<void> {
    const messageId = messageIdFor(message.handler, message.cause.metadata.eventId);
    const log = { messageId, channel: message.channel, template: message.template, causationEventId: message.cause.metadata.eventId };

    const earlier = await this.deliveries.find(messageId);
    if (earlier?.sentAt) {
      this.logger.warn(log, 'notification: already sent by an earlier delivery, recording it without sending again');
      await this.record(message, messageId, 'sent', { providerMessageId: earlier.providerMessageId ?? undefined }, trx);
      return;
    }
    if (earlier?.failedAt) {
      await this.record(message, messageId, 'failed', { error: earlier.lastError ?? 'Failed' }, trx);
      return;
    }
    if (message.expiresAt && Date.parse(message.expiresAt) <= Date.now()) {
      this.logger.info(log, 'notification: expired before it could be sent');
      await this.record(message, messageId, 'failed', { error: 'Expired before it could be sent' }, trx);
      return;
    }

    const attempt = await this.deliveries.beginAttempt(messageId);
    let result: SendResult;
    try {
      result = await message.send();
    } catch (error) {
      const failure = describeFailure(error, message.to);
      const final = failure.permanent || attempt >= this.maxAttempts;
      await this.deliveries.recordError(messageId, failure.error, final);
      if (!final) {
        this.logger.warn({ ...log, attempt, error: failure.error }, 'notification: send failed, will try again');
        throw new TransientSendError(messageId, attempt, failure.error);
      }
      this.logger.error({ ...log, attempt, error: failure.error, permanent: failure.permanent }, 'notification: send failed');
      await this.record(message, messageId, 'failed', { error: failure.error }, trx);
      return;
    }
    this.logger.info({ ...log, attempt, providerMessageId: result.providerMessageId }, 'notification: sent');
    await this.deliveries.markSent(messageId, result.providerMessageId);
    await this.record(message, messageId, 'sent', { providerMessageId: result.providerMessageId }, trx);
  }

  private async record(
    message: MessageToDeliver,
    messageId: string,
    outcome: 'sent' | 'failed',
    extra: { providerMessageId?: string; error?: string },
    trx: Kysely<any>,
  ): Promise<void> {
    const { cause } = message;
    const data = {
      messageId,
      personId: message.personId,
      to: message.to,
      template: message.template,
      causationEventId: cause.metadata.eventId,
      ...(extra.providerMessageId !== undefined ? { providerMessageId: extra.providerMessageId } : {}),
      ...(extra.error !== undefined ? { error: extra.error } : {}),
    };
    await this.store.append(
      messageStreamOf(messageId),
      [{ type: eventTypes[message.channel][outcome], data }],
      {
        expectedVersion: 0,
        context: { correlationId: cause.metadata.correlationId, causationId: cause.metadata.eventId, actorUserId: cause.metadata.actorUserId },
      },
      trx,
    );
  }
}
