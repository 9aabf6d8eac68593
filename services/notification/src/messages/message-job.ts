import type { Kysely } from 'kysely';
import type { NotificationTemplate } from '@app/contracts';
import type { BusMessage, JobRunner, PersonalDataVault, SealedValue } from '@app/platform';
import { messageIdFor } from './message-id.js';
import type { NotificationDatabase } from '../notification-database.js';

/** The pg-boss queue of messages to send (see send-message.job.ts). */
export const SEND_MESSAGE_QUEUE = 'send-message';

/** A message an event handler asks for, with the recipient and its secret in plain text. */
export interface MessageRequest {
  /** The handler (durable consumer) asking: with the event id, it names the message. */
  handler: string;
  /** The event that asked for the message; its id becomes the causation id. */
  cause: BusMessage;
  template: NotificationTemplate;
  personId: string;
  to: string;
  /** What the message carries besides the address: the reset token, the code. */
  secret?: string;
  /** Past this instant the message is useless (a code or link that expired): it is not sent. */
  expiresAt?: string;
}

/** A job of the send-message queue: `to` and `secret` are sealed with this service's vault. */
export interface MessageJob {
  messageId: string;
  template: NotificationTemplate;
  personId: string;
  to: SealedValue;
  secret?: SealedValue;
  expiresAt?: string;
  causationEventId: string;
  correlationId: string;
  actorUserId: string | null;
}

/** The vault's rule for a message job (a job, not an event type): the recipient and the secret are personal. */
const MESSAGE_JOB = 'message-job';
export const messageJobPersonalData = { [MESSAGE_JOB]: { subject: 'personId', fields: ['to', 'secret'] } };

/**
 * Turns a handler's request into a send-message job written in the handler's transaction (with its
 * inbox row): the mail or text goes out after the commit, outside it. The job id is the message id,
 * so asking twice for one message adds one job.
 */
export class MessageRequests {
  constructor(
    private readonly jobs: JobRunner,
    private readonly vault: PersonalDataVault,
  ) {}

  async add(request: MessageRequest, trx: Kysely<NotificationDatabase>): Promise<void> {
    const messageId = messageIdFor(request.handler, request.cause.metadata.eventId);
    const { metadata } = request.cause;
    const job = {
      messageId,
      template: request.template,
      personId: request.personId,
      to: request.to,
      secret: request.secret,
      expiresAt: request.expiresAt,
      causationEventId: metadata.eventId,
      correlationId: metadata.correlationId,
      actorUserId: metadata.actorUserId,
    };
    await this.jobs.enqueue(SEND_MESSAGE_QUEUE, await this.vault.sealEvent(MESSAGE_JOB, job, trx), { trx, id: messageId });
  }
}
