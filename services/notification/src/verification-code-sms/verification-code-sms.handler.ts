import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import { consumerSettings } from '../messages/consumer-settings.js';
import type { MessageDelivery } from '../messages/deliver-message.js';
import { toE164 } from '../sms/phone-number.js';
import type { SmsSender } from '../sms/sms-sender.js';
import { verificationCodeText } from './verification-code-sms.template.js';

export const VERIFICATION_CODE_SMS_HANDLER = 'notification-verification-code-sms';

/** Identity's `VerificationCodeSent` -> a text with the code to the phone number. */
export function verificationCodeSmsHandler(deps: {
  delivery: MessageDelivery;
  sms: SmsSender;
  sendAttempts: number;
  logger: Logger;
}): EventHandlerDefinition {
  return {
    name: VERIFICATION_CODE_SMS_HANDLER,
    source: 'identity',
    types: ['VerificationCodeSent'],
    ...consumerSettings(deps.sendAttempts),
    async handle(event, trx) {
      if (event.data.phoneNumber === null || event.data.code === null) {
        deps.logger.info({ eventId: event.metadata.eventId }, 'notification: code text skipped, personal data erased');
        return;
      }
      const { userId, phoneNumber, code, expiresAt } = IdentityEvents.VerificationCodeSent.parse(event.data);
      const to = toE164(phoneNumber);
      await deps.delivery.deliver(
        {
          handler: VERIFICATION_CODE_SMS_HANDLER,
          cause: event,
          channel: 'sms',
          template: NotificationTemplates.verificationCode,
          personId: userId,
          to,
          expiresAt,
          send: () => deps.sms.send({ to, body: verificationCodeText(code) }),
        },
        trx,
      );
    },
  };
}
