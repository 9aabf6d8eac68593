import type { NotificationTemplate } from '@app/contracts';
import type { MessageText, MessageTexts } from '../content-blocks/message-texts.js';
import { emailDocument } from '../email/email-document.js';
import type { MailSender } from '../email/mail-sender.js';
import type { SmsSender } from '../sms/sms-sender.js';
import type { Channel } from './message-outcomes.js';
import type { MessageSender, SendResult } from './send-message.job.js';

export interface ContentBlockSenderDeps {
  mail: MailSender;
  sms: SmsSender;
  texts: MessageTexts;
}

/** The template of a message by each channel: its slug names the content block it is written from. */
export type TemplateByChannel = Record<Channel, NotificationTemplate>;

type SenderOptions = Pick<MessageSender, 'stillWanted'>;

/** A sender of the messages of the content block `template`: `deliver` sends its words, the job's `%Token%`s filled in. */
function fromContentBlock(
  texts: MessageTexts,
  channel: Channel,
  template: NotificationTemplate,
  deliver: (to: string, words: MessageText) => Promise<SendResult>,
  options: SenderOptions,
): MessageSender {
  return { channel, send: async ({ to, tokens = {}, language }) => deliver(to, await texts.fill(template, tokens, language)), ...options };
}

/** The sender of a text written from a content block: its plain text. */
export const contentBlockSmsSender = (deps: Pick<ContentBlockSenderDeps, 'sms' | 'texts'>, template: NotificationTemplate, options: SenderOptions = {}) =>
  fromContentBlock(deps.texts, 'sms', template, (to, { text }) => deps.sms.send({ to, body: text }), options);

/**
 * The senders of the templates: mail with the block's title as the subject, texts with its plain
 * text, the `%Token%`s filled from the job (as the block reads when the message goes out); a mail
 * says the language its block is written in (`<html lang>`).
 */
export function contentBlockSenders(deps: ContentBlockSenderDeps, templates: TemplateByChannel, options: SenderOptions = {}): Record<Channel, MessageSender> {
  const mailOf = (to: string, { subject, text, html, language }: MessageText) => deps.mail.send({ to, subject, text, html: emailDocument(subject, html, language) });
  return { email: fromContentBlock(deps.texts, 'email', templates.email, mailOf, options), sms: contentBlockSmsSender(deps, templates.sms, options) };
}
