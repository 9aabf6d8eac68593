import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import { queueMessageReaction, type QueueMessageDeps } from './queue-message.reaction.js';
import { toE164 } from '../sms/phone-number.js';

export const VERIFICATION_CODE_SMS_HANDLER = 'notification-verification-code-sms';

/** Identity's `VerificationCodeSent` -> a text with the code to the phone number. */
export const verificationCodeSmsReaction = (deps: QueueMessageDeps) =>
  queueMessageReaction(deps, {
    name: VERIFICATION_CODE_SMS_HANDLER,
    source: 'identity',
    on: 'VerificationCodeSent',
    template: NotificationTemplates.verificationCode,
    data: IdentityEvents.VerificationCodeSent,
    opens: 'all',
    needs: ['phoneNumber', 'code'],
    message: ({ userId, phoneNumber, code, expiresAt }) => ({ personId: userId, to: toE164(phoneNumber), secret: code, expiresAt }),
  });
