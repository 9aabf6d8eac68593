import type { NotificationTemplate } from '@app/contracts';
import type { MessageTexts } from '../content-blocks/message-texts.js';
import { emailDocument } from '../email/email-document.js';
import type { MailSender } from '../email/mail-sender.js';
import type { SmsSender } from '../sms/sms-sender.js';
import type { Channel } from './message-outcomes.js';
import type { MessageSender } from './send-message.job.js';

export interface ContentBlockSenderDeps {
  mail: MailSender;
  sms: SmsSender;
  texts: MessageTexts;
}

/** The template of a message by each channel: its slug names the content block it is written from. */
export type TemplateByChannel = Record<Channel, NotificationTemplate>;

/**
 * The senders of the templates: mail with the block's title as the subject, texts with its plain
 * text, the `%Token%`s filled from the job (as the block reads when the message goes out).
 */
export function contentBlockSenders(
  deps: ContentBlockSenderDeps,
  templates: TemplateByChannel,
  options: Pick<MessageSender, 'stillWanted'> = {},
): Record<Channel, MessageSender> {
  const email: MessageSender = {
    channel: 'email',
    async send({ to, tokens = {} }) {
      const { subject, text, html } = await deps.texts.fill(templates.email, tokens);
      return deps.mail.send({ to, subject, text, html: emailDocument(subject, html) });
    },
    ...options,
  };
  const sms: MessageSender = {
    channel: 'sms',
    async send({ to, tokens = {} }) {
      const { text } = await deps.texts.fill(templates.sms, tokens);
      return deps.sms.send({ to, body: text });
    },
    ...options,
  };
  return { email, sms };
}
