import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import type { MailSender } from '../email/mail-sender.js';
import type { MessageRequests } from '../messages/message-job.js';
import type { MessageSender } from '../messages/send-message.job.js';
import { passwordResetEmail } from './password-reset-email.template.js';
import type { NotificationDatabase } from '../notification-database.js';

export const PASSWORD_RESET_EMAIL_HANDLER = 'notification-password-reset-email';

/** Identity's `PasswordResetRequested` -> the reset mail to the address, with the single-use link. */
export function passwordResetEmailHandler(deps: { messages: MessageRequests; logger: Logger }): EventHandlerDefinition<NotificationDatabase> {
  return {
    name: PASSWORD_RESET_EMAIL_HANDLER,
    source: 'identity',
    types: ['PasswordResetRequested'],
    async handle(event, trx) {
      if (event.data.email === null || event.data.token === null) {
        // The person was erased before the mail went out: nothing left to send.
        deps.logger.info({ eventId: event.metadata.eventId }, 'notification: reset mail skipped, personal data erased');
        return;
      }
      const { userId, email, token, expiresAt } = IdentityEvents.PasswordResetRequested.parse(event.data);
      await deps.messages.add(
        { handler: PASSWORD_RESET_EMAIL_HANDLER, cause: event, template: NotificationTemplates.passwordReset, personId: userId, to: email, secret: token, expiresAt },
        trx,
      );
    },
  };
}

/** Writes and sends the reset mail of a send-message job. */
export const passwordResetEmailSender = (deps: { mail: MailSender; publicUrl: string }): MessageSender => ({
  channel: 'email',
  send: ({ to, secret, expiresAt }) => deps.mail.send(passwordResetEmail({ publicUrl: deps.publicUrl, email: to, token: secret!, expiresAt: expiresAt! })),
});
