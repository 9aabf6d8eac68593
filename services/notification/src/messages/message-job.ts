import type { Kysely } from 'kysely';
import type { Language, NotificationTemplate } from '@app/contracts';
import type { EventMetadata, JobRunner, PersonalDataVault, SealedValue } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

/** The pg-boss queue of messages to send (see send-message.job.ts). */
export const SEND_MESSAGE_QUEUE = 'send-message';

/** What asked for a message: its event id becomes the causation id, its correlation and actor carry on. */
export type MessageCause = Pick<EventMetadata, 'eventId' | 'correlationId' | 'actorUserId'>;

/** The words a message's text fills in for its `%Token%` placeholders (content block texts). */
export type MessageTokens = Record<string, string>;

/** A message a handler or job asks for, with the recipient and its secret in plain text. */
export interface MessageRequest {
  /** The same for every request of one message (see message-id.ts): asking twice adds one job. */
  messageId: string;
  cause: MessageCause;
  template: NotificationTemplate;
  personId: string;
  to: string;
  /** What the message carries besides the address: the reset token, the code. */
  secret?: string;
  /** The personal words of a content block text (names, the client's link). */
  tokens?: MessageTokens;
  /** Past this instant the message is useless (a code or link that expired): it is not sent. */
  expiresAt?: string;
  /** The recipient's language (issue 15): the text is the content block in it, else the English one. English when omitted. */
  language?: Language;
}

/** A job of the send-message queue: `to`, `secret` and `tokens` are sealed with this service's vault. */
export interface MessageJob {
  messageId: string;
  template: NotificationTemplate;
  personId: string;
  to: SealedValue;
  secret?: SealedValue;
  tokens?: SealedValue;
  expiresAt?: string;
  language?: Language;
  causationEventId: string;
  correlationId: string;
  actorUserId: string | null;
}

/** The vault's rule for a message job (a job, not an event type): the recipient, the secret and the tokens are personal. */
const MESSAGE_JOB = 'message-job';
export const messageJobPersonalData = { [MESSAGE_JOB]: { subject: 'personId', fields: ['to', 'secret', 'tokens'] } };

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
    const { messageId, cause } = request;
    const job = {
      messageId,
      template: request.template,
      personId: request.personId,
      to: request.to,
      secret: request.secret,
      tokens: request.tokens,
      expiresAt: request.expiresAt,
      language: request.language,
      causationEventId: cause.eventId,
      correlationId: cause.correlationId,
      actorUserId: cause.actorUserId,
    };
    await this.jobs.enqueue(SEND_MESSAGE_QUEUE, await this.vault.sealEvent(MESSAGE_JOB, job, trx), { trx, id: messageId });
  }
}
