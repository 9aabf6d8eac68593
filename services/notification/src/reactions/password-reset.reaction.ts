import type { z } from 'zod';
import { IdentityEvents, NotificationTemplates, type NotificationTemplate } from '@app/contracts';
import { toE164 } from '../sms/phone-number.js';
import type { MessageRequest } from '../messages/message-job.js';
import { queueMessageReaction, type QueueMessageDeps } from './queue-message.reaction.js';
import { passwordResetLink } from '../messages/password-reset/password-reset-link.js';
import { clientAccountLanguage } from '../messages/password-reset/client-account-language.js';

export const PASSWORD_RESET_EMAIL_HANDLER = 'notification-password-reset-email';
export const PASSWORD_RESET_SMS_HANDLER = 'notification-password-reset-sms';

/**
 * A reset of an account without an email (a client invited by text message) names the phone number
 * instead (`email` null): it goes by text. A number erased since reads as null, still not undefined.
 */
const goesByText = (data: Record<string, unknown>) => data.phoneNumber !== undefined;

type ResetRequested = z.infer<typeof IdentityEvents.PasswordResetRequested>;

/** The handlers' needs: the account's language, a client's by default (`clientAccountLanguage`). */
export type ResetHandlerDeps = QueueMessageDeps & { accountLanguage?: typeof clientAccountLanguage };

/**
 * The handler of identity's `PasswordResetRequested` by one channel, to the event's `contact`: the
 * events of the other channel it passes by without a word. A client's reset goes out in the client's
 * language (issue 37); every other account's in English.
 */
function resetReaction(
  { accountLanguage = clientAccountLanguage, ...deps }: ResetHandlerDeps,
  {
    name,
    template,
    contact,
    message,
  }: {
    name: string;
    template: NotificationTemplate;
    contact: 'email' | 'phoneNumber';
    message: (reset: ResetRequested, address: string) => Pick<MessageRequest, 'to' | 'secret' | 'tokens'>;
  },
) {
  return queueMessageReaction(deps, {
    name,
    source: 'identity',
    on: 'PasswordResetRequested',
    template,
    data: IdentityEvents.PasswordResetRequested,
    opens: 'all',
    needs: [contact, 'token'],
    wanted: (data) => goesByText(data) === (contact === 'phoneNumber'),
    message: (reset) => ({ personId: reset.userId, expiresAt: reset.expiresAt, ...message(reset, reset[contact]!) }),
    languageOf: (reset, trx) => accountLanguage(reset.userId, trx),
  });
}

/** Identity's `PasswordResetRequested` -> the reset mail to the address, with the single-use link. */
export const passwordResetEmailReaction = (deps: ResetHandlerDeps) =>
  resetReaction(deps, {
    name: PASSWORD_RESET_EMAIL_HANDLER,
    template: NotificationTemplates.passwordReset,
    contact: 'email',
    message: ({ token }, email) => ({ to: email, secret: token }),
  });

/**
 * Identity's `PasswordResetRequested` with a phone number -> the reset link by text (the content block
 * `password-reset-sms`), the number in the link where a mailed one has the address.
 */
export const passwordResetSmsReaction = (deps: ResetHandlerDeps & { publicUrl: string }) =>
  resetReaction(deps, {
    name: PASSWORD_RESET_SMS_HANDLER,
    template: NotificationTemplates.passwordResetSms,
    contact: 'phoneNumber',
    message: ({ token }, phoneNumber) => ({ to: toE164(phoneNumber), tokens: { Link: passwordResetLink(deps.publicUrl, token, phoneNumber) } }),
  });
