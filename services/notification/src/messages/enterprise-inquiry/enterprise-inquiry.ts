import { IdentityEvents, NotificationTemplates } from '@app/contracts';
import type { EventHandlerDefinition, Logger } from '@app/platform';
import { escapeHtml } from '../../html/escape-html.js';
import { emailDocument } from '../../email/email-document.js';
import type { MailSender, OutgoingEmail } from '../../email/mail-sender.js';
import { messageIdFor } from '../message-id.js';
import type { MessageRequests, MessageTokens } from '../message-job.js';
import type { MessageSender } from '../send-message.job.js';
import type { NotificationDatabase } from '../../notification-database.js';

export const ENTERPRISE_INQUIRY_HANDLER = 'notification-enterprise-inquiry';

/** The mail's lines, each a label and the inquiry's words (tokens). */
const fields: [label: string, token: string][] = [
  ['Name', 'name'],
  ['Firm', 'firm'],
  ['Email', 'email'],
  ['Phone', 'phoneNumber'],
  ['Attorneys', 'seats'],
];

/** The mail a site admin gets: who asked, how to reach them, and their message; a reply goes to the firm. */
export function enterpriseInquiryEmail(to: string, tokens: MessageTokens): OutgoingEmail {
  const subject = `Enterprise inquiry from ${tokens.firm}`;
  const given = fields.filter(([, token]) => tokens[token]);
  const text = ['A firm asked about an enterprise subscription.', '', ...given.map(([label, token]) => `${label}: ${tokens[token]}`), '', tokens.message].join('\n');
  const html = emailDocument(
    subject,
    `<p>A firm asked about an enterprise subscription.</p>\n<p>${given.map(([label, token]) => `${label}: ${escapeHtml(tokens[token]!)}`).join('<br>\n')}</p>\n<p style="white-space:pre-wrap">${escapeHtml(tokens.message ?? '')}</p>`,
  );
  return { to, subject, text, html, replyTo: tokens.email };
}

const Inquiry = IdentityEvents.EnterpriseInquiryReceived;

/**
 * Identity's `EnterpriseInquiryReceived` (issue 36, item 13) -> one mail to each site admin it names whose
 * address notification knows (identity's accounts, `attorneys`), the inquiry's words sealed in the job.
 */
export const enterpriseInquiryHandler = (deps: { messages: MessageRequests; logger: Logger }): EventHandlerDefinition<NotificationDatabase> => ({
  name: ENTERPRISE_INQUIRY_HANDLER,
  source: 'identity',
  types: ['EnterpriseInquiryReceived'],
  opens: 'all',
  async handle(event, trx) {
    const inquiry = Inquiry.parse(event.data);
    if (inquiry.siteAdminIds.length === 0) return void deps.logger.warn({ eventId: event.metadata.eventId }, 'notification: an enterprise inquiry with no site admin to mail');
    const admins = await trx.selectFrom('attorneys').select(['user_id', 'email']).where('user_id', 'in', inquiry.siteAdminIds).execute();
    const template = NotificationTemplates.enterpriseInquiryEmail;
    const tokens: MessageTokens = {
      name: inquiry.name,
      firm: inquiry.firm,
      email: inquiry.email,
      phoneNumber: inquiry.phoneNumber ?? '',
      seats: inquiry.seats === null ? '' : String(inquiry.seats),
      message: inquiry.message,
    };
    for (const admin of admins) {
      if (!admin.email) continue;
      await deps.messages.add({ messageId: messageIdFor(template, `${inquiry.inquiryId}:${admin.user_id}`), cause: event.metadata, template, personId: admin.user_id, to: admin.email, tokens }, trx);
    }
  },
});

/** Writes and sends the inquiry mails of send-message jobs. */
export const enterpriseInquirySender = (deps: { mail: MailSender }): MessageSender => ({
  channel: 'email',
  send: ({ to, tokens = {} }) => deps.mail.send(enterpriseInquiryEmail(to, tokens)),
});
