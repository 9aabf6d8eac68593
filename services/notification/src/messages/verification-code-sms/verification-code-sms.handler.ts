import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import { queueMessageHandler, type QueueMessageDeps } from '../queue-message.handler.js';
import type { MessageSender } from '../send-message.job.js';
import { toE164 } from '../../sms/phone-number.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { verificationCodeText } from './verification-code-sms.template.js';

export const VERIFICATION_CODE_SMS_HANDLER = 'notification-verification-code-sms';

/** Identity's `VerificationCodeSent` -> a text with the code to the phone number. */
export const verificationCodeSmsHandler = (deps: QueueMessageDeps) =>
  queueMessageHandler(deps, {
    name: VERIFICATION_CODE_SMS_HANDLER,
    source: 'identity',
    on: 'VerificationCodeSent',
    template: NotificationTemplates.verificationCode,
    data: IdentityEvents.VerificationCodeSent,
    opens: 'all',
    needs: ['phoneNumber', 'code'],
    message: ({ userId, phoneNumber, code, expiresAt }) => ({ personId: userId, to: toE164(phoneNumber), secret: code, expiresAt }),
  });

/** Sends the code text of a send-message job. */
export const verificationCodeSmsSender = (deps: { sms: SmsSender }): MessageSender => ({
  channel: 'sms',
  send: ({ to, secret }) => deps.sms.send({ to, body: verificationCodeText(secret!) }),
});
