import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import type { MessageRequests } from '../messages/message-job.js';
import type { MessageSender } from '../messages/send-message.job.js';
import { toE164 } from '../sms/phone-number.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { verificationCodeText } from './verification-code-sms.template.js';
import type { NotificationDatabase } from '../notification-database.js';

export const VERIFICATION_CODE_SMS_HANDLER = 'notification-verification-code-sms';

/** Identity's `VerificationCodeSent` -> a text with the code to the phone number. */
export function verificationCodeSmsHandler(deps: { messages: MessageRequests; logger: Logger }): EventHandlerDefinition<NotificationDatabase> {
  return {
    name: VERIFICATION_CODE_SMS_HANDLER,
    source: 'identity',
    types: ['VerificationCodeSent'],
    async handle(event, trx) {
      if (event.data.phoneNumber === null || event.data.code === null) {
        deps.logger.info({ eventId: event.metadata.eventId }, 'notification: code text skipped, personal data erased');
        return;
      }
      const { userId, phoneNumber, code, expiresAt } = IdentityEvents.VerificationCodeSent.parse(event.data);
      await deps.messages.add(
        { handler: VERIFICATION_CODE_SMS_HANDLER, cause: event, template: NotificationTemplates.verificationCode, personId: userId, to: toE164(phoneNumber), secret: code, expiresAt },
        trx,
      );
    },
  };
}

/** Sends the code text of a send-message job. */
export const verificationCodeSmsSender = (deps: { sms: SmsSender }): MessageSender => ({
  channel: 'sms',
  send: ({ to, secret }) => deps.sms.send({ to, body: verificationCodeText(secret!) }),
});
