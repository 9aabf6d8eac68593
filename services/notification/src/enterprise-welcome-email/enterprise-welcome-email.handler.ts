import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import type { MailSender } from '../email/mail-sender.js';
import type { MessageRequests } from '../messages/message-job.js';
import type { MessageSender } from '../messages/send-message.job.js';
import { enterpriseWelcomeEmail } from './enterprise-welcome-email.template.js';
import type { NotificationDatabase } from '../notification-database.js';

export const ENTERPRISE_WELCOME_EMAIL_HANDLER = 'notification-enterprise-welcome-email';

const Registered = IdentityEvents.UserRegistered.pick({ userId: true, email: true });

/**
 * Identity's `UserRegistered` with source 'enterprise' (an enterprise administrator added the
 * member; the account has no password yet) -> the welcome mail with the link to the get-started
 * screen. Other sign-ups (self, seed, admin) send nothing.
 */
export function enterpriseWelcomeEmailHandler(deps: { messages: MessageRequests; logger: Logger }): EventHandlerDefinition<NotificationDatabase> {
  return {
    name: ENTERPRISE_WELCOME_EMAIL_HANDLER,
    source: 'identity',
    types: ['UserRegistered'],
    async handle(event, trx) {
      if (event.data.source !== 'enterprise') return;
      if (event.data.email === null) {
        // The person was erased before the mail went out: nothing left to send.
        deps.logger.info({ eventId: event.metadata.eventId }, 'notification: welcome mail skipped, personal data erased');
        return;
      }
      const { userId, email } = Registered.parse(event.data);
      await deps.messages.add(
        { handler: ENTERPRISE_WELCOME_EMAIL_HANDLER, cause: event, template: NotificationTemplates.enterpriseWelcome, personId: userId, to: email },
        trx,
      );
    },
  };
}

/** Writes and sends the welcome mail of a send-message job. */
export const enterpriseWelcomeEmailSender = (deps: { mail: MailSender; publicUrl: string }): MessageSender => ({
  channel: 'email',
  send: ({ to }) => deps.mail.send(enterpriseWelcomeEmail({ publicUrl: deps.publicUrl, email: to })),
});
