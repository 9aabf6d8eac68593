import type { MailSender } from '../../email/mail-sender.js';
import type { MessageSender } from '../send-message.job.js';
import { enterpriseWelcomeEmail } from './enterprise-welcome-email.template.js';

/** Writes and sends the welcome mail of a send-message job. */
export const enterpriseWelcomeEmailSender = (deps: { mail: MailSender; publicUrl: string }): MessageSender => ({
  channel: 'email',
  send: ({ to }) => deps.mail.send(enterpriseWelcomeEmail({ publicUrl: deps.publicUrl, email: to })),
});
