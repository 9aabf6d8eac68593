import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import type { MailSender } from '../email/mail-sender.js';
import { consumerSettings } from '../messages/consumer-settings.js';
import type { MessageDelivery } from '../messages/deliver-message.js';
import { passwordResetEmail } from './password-reset-email.template.js';

export const PASSWORD_RESET_EMAIL_HANDLER = 'notification-password-reset-email';

/** Identity's `PasswordResetRequested` -> the reset mail to the address, with the single-use link. */
export function passwordResetEmailHandler(deps: {
  delivery: MessageDelivery;
  mail: MailSender;
  publicUrl: string;
  sendAttempts: number;
  logger: Logger;
}): EventHandlerDefinition {
  return {
    name: PASSWORD_RESET_EMAIL_HANDLER,
    source: 'identity',
    types: ['PasswordResetRequested'],
    ...consumerSettings(deps.sendAttempts),
    async handle(event, trx) {
      if (event.data.email === null || event.data.token === null) {
        // The person was erased before the mail went out: nothing left to send.
        deps.logger.info({ eventId: event.metadata.eventId }, 'notification: reset mail skipped, personal data erased');
        return;
      }
      const { userId, email, token, expiresAt } = IdentityEvents.PasswordResetRequested.parse(event.data);
      const mail = passwordResetEmail({ publicUrl: deps.publicUrl, email, token, expiresAt });
      await deps.delivery.deliver(
        {
          handler: PASSWORD_RESET_EMAIL_HANDLER,
          cause: event,
          channel: 'email',
          template: NotificationTemplates.passwordReset,
          personId: userId,
          to: email,
          expiresAt,
          send: () => deps.mail.send(mail),
        },
        trx,
      );
    },
  };
}
