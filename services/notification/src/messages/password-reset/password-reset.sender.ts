import { NotificationTemplates } from '@app/contracts';
import type { MailSender } from '../../email/mail-sender.js';
import { contentBlockSmsSender, type ContentBlockSenderDeps } from '../content-block-message.js';
import type { MessageSender } from '../send-message.job.js';
import { passwordResetEmail } from './password-reset-email.template.js';

/** Writes and sends the reset mail of a send-message job. */
export const passwordResetEmailSender = (deps: { mail: MailSender; publicUrl: string }): MessageSender => ({
  channel: 'email',
  send: ({ to, secret, expiresAt, language }) => deps.mail.send(passwordResetEmail({ publicUrl: deps.publicUrl, email: to, token: secret!, expiresAt: expiresAt!, language })),
});

/** Writes and sends the reset text of a send-message job. */
export const passwordResetSmsSender = (deps: Pick<ContentBlockSenderDeps, 'sms' | 'texts'>) => contentBlockSmsSender(deps, NotificationTemplates.passwordResetSms);
