import { z } from 'zod';
import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { MailSender } from '../../email/mail-sender.js';
import { queueMessageHandler, type QueueMessageDeps } from '../queue-message.handler.js';
import type { MessageSender } from '../send-message.job.js';
import { passwordResetEmail } from './password-reset-email.template.js';

export const PASSWORD_RESET_EMAIL_HANDLER = 'notification-password-reset-email';

/** Identity's `PasswordResetRequested` -> the reset mail to the address, with the single-use link. */
export const passwordResetEmailHandler = (deps: QueueMessageDeps) =>
  queueMessageHandler(deps, {
    name: PASSWORD_RESET_EMAIL_HANDLER,
    source: 'identity',
    on: 'PasswordResetRequested',
    template: NotificationTemplates.passwordReset,
    data: IdentityEvents.PasswordResetRequested.extend({ email: z.string() }),
    needs: ['email', 'token'],
    message: ({ userId, email, token, expiresAt }) => ({ personId: userId, to: email, secret: token, expiresAt }),
  });

/** Writes and sends the reset mail of a send-message job. */
export const passwordResetEmailSender = (deps: { mail: MailSender; publicUrl: string }): MessageSender => ({
  channel: 'email',
  send: ({ to, secret, expiresAt }) => deps.mail.send(passwordResetEmail({ publicUrl: deps.publicUrl, email: to, token: secret!, expiresAt: expiresAt! })),
});
