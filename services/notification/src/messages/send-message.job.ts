import type { Language, NotificationTemplate } from '@app/contracts';
import type { JobQueueDefinition, Logger, PersonalDataVault } from '@app/platform';
import { SEND_MESSAGE_QUEUE, type MessageJob, type MessageTokens } from './message-job.js';
import type { Channel, MessageOutcomes } from './message-outcomes.js';
import { describeFailure } from './send-failure.js';

/** Messages one process sends at once. */
export const SEND_CONCURRENCY = 10;

export interface SendResult {
  /** The provider's id of the message (SMTP Message-ID, Twilio SID), when it gives one. */
  providerMessageId?: string;
}

/** How one template's message is written and sent, from the job's opened fields. */
export interface MessageSender {
  channel: Channel;
  send(fields: { to: string; secret?: string; tokens?: MessageTokens; expiresAt?: string; language?: Language }): Promise<SendResult>;
  /** Asked before sending: false when the message has become pointless since it was queued (nothing is sent or recorded). */
  stillWanted?(job: MessageJob, opened: { tokens?: MessageTokens }): Promise<boolean>;
}

/** A send that failed in a way that may pass later: thrown so that the job is tried again. */
export class TransientSendError extends Error {
  constructor(messageId: string, attempt: number, error: string) {
    super(`Message ${messageId}, attempt ${attempt}: ${error}`);
    this.name = 'TransientSendError';
  }
}

/**
 * The worker of the send-message queue: sends outside any transaction, up to SEND_CONCURRENCY at
 * once, then records the outcome (message-outcomes.ts). At least once, never twice once recorded:
 *
 * - A job whose message is recorded already (a retry after the record) finishes without sending.
 * - A crash between the send and the record leaves the job to be tried again: the message may go
 *   out twice then (the window is one append), but never not at all.
 * - A recipient erased since the request (this service's key of the person deleted) is not sent
 *   to; nothing is recorded. Nor is a message its sender no longer wants (a reminder to a client
 *   who has completed the survey meanwhile).
 * - A message whose `expiresAt` has passed is recorded as failed, unsent.
 * - A permanent failure (SMTP 5xx, Twilio 4xx) is recorded as failed at once; a transient one
 *   throws, so pg-boss tries again after a back-off, until the last attempt, which records the
 *   failure. Anything else that throws (the database) is tried again and, at the last attempt,
 *   leaves the job in the dead-letter queue.
 */
export function sendMessageJob(deps: {
  vault: PersonalDataVault;
  outcomes: MessageOutcomes;
  senders: Record<NotificationTemplate, MessageSender>;
  logger: Logger;
  attempts: number;
  retryDelaySeconds: number;
  maxRetryDelaySeconds: number;
}): JobQueueDefinition<MessageJob> {
  return {
    name: SEND_MESSAGE_QUEUE,
    concurrency: SEND_CONCURRENCY,
    attempts: deps.attempts,
    retryDelaySeconds: deps.retryDelaySeconds,
    maxRetryDelaySeconds: deps.maxRetryDelaySeconds,
    // Above the transports' own time-outs (SMTP 10 + 10 + 20 s, Twilio 15 s).
    timeoutSeconds: 60,
    async work(job, { attempt, lastAttempt }) {
      const sender = deps.senders[job.template];
      const log = { messageId: job.messageId, channel: sender.channel, template: job.template, causationEventId: job.causationEventId };
      if (await deps.outcomes.isRecorded(job.messageId)) {
        deps.logger.warn(log, 'notification: recorded already, not sent again');
        return;
      }
      const opened = await deps.vault.openEvent({ to: job.to, secret: job.secret, tokens: job.tokens });
      const { to, secret, tokens } = opened as { to: string | null; secret?: string | null; tokens?: MessageTokens | null };
      if (to === null || secret === null || tokens === null) {
        deps.logger.info(log, 'notification: not sent, personal data erased');
        return;
      }
      if (sender.stillWanted && !(await sender.stillWanted(job, { tokens }))) {
        deps.logger.info(log, 'notification: not sent, no longer wanted');
        return;
      }
      if (job.expiresAt && Date.parse(job.expiresAt) <= Date.now()) {
        deps.logger.info(log, 'notification: expired before it could be sent');
        await deps.outcomes.record(job, sender.channel, to, { status: 'failed', error: 'Expired before it could be sent' });
        return;
      }
      let result: SendResult;
      try {
        result = await sender.send({ to, secret, tokens, expiresAt: job.expiresAt, language: job.language });
      } catch (error) {
        const failure = describeFailure(error, to);
        if (!failure.permanent && !lastAttempt) {
          deps.logger.warn({ ...log, attempt, error: failure.error }, 'notification: send failed, will try again');
          throw new TransientSendError(job.messageId, attempt, failure.error);
        }
        deps.logger.error({ ...log, attempt, error: failure.error, permanent: failure.permanent }, 'notification: send failed');
        await deps.outcomes.record(job, sender.channel, to, { status: 'failed', error: failure.error });
        return;
      }
      deps.logger.info({ ...log, attempt, providerMessageId: result.providerMessageId }, 'notification: sent');
      await deps.outcomes.record(job, sender.channel, to, { status: 'sent', providerMessageId: result.providerMessageId });
    },
  };
}
