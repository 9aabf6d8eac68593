import { z } from 'zod';
import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { MailSender } from '../../email/mail-sender.js';
import { queueMessageHandler, type QueueMessageDeps } from '../queue-message.handler.js';
import type { MessageSender } from '../send-message.job.js';
import { enterpriseWelcomeEmail } from './enterprise-welcome-email.template.js';

export const ENTERPRISE_WELCOME_EMAIL_HANDLER = 'notification-enterprise-welcome-email';

/**
 * Identity's `UserRegistered` with source 'enterprise' (an enterprise administrator added the
 * member; the account has no password yet) -> the welcome mail with the link to the get-started
 * screen. Other sign-ups (self, seed, admin) send nothing.
 */
export const enterpriseWelcomeEmailHandler = (deps: QueueMessageDeps) =>
  queueMessageHandler(deps, {
    name: ENTERPRISE_WELCOME_EMAIL_HANDLER,
    source: 'identity',
    on: 'UserRegistered',
    template: NotificationTemplates.enterpriseWelcome,
    data: IdentityEvents.UserRegistered.pick({ userId: true }).extend({ email: z.string() }),
    opens: ['email'], // not the password hash nor the phone number
    needs: ['email'],
    wanted: (data) => data.source === 'enterprise',
    message: ({ userId, email }) => ({ personId: userId, to: email }),
  });

/** Writes and sends the welcome mail of a send-message job. */
export const enterpriseWelcomeEmailSender = (deps: { mail: MailSender; publicUrl: string }): MessageSender => ({
  channel: 'email',
  send: ({ to }) => deps.mail.send(enterpriseWelcomeEmail({ publicUrl: deps.publicUrl, email: to })),
});
