import { escapeHtml } from '../../html/escape-html.js';
import { emailDocument } from '../../email/email-document.js';
import type { MailSender, OutgoingEmail } from '../../email/mail-sender.js';
import type { MessageTokens } from '../message-job.js';
import type { MessageSender } from '../send-message.job.js';

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
    `<p>A firm asked about an enterprise subscription.</p>\n<p>${given.map(([label, token]) => `${label}: ${escapeHtml(tokens[token])}`).join('<br>\n')}</p>\n<p style="white-space:pre-wrap">${escapeHtml(tokens.message ?? '')}</p>`,
  );
  return { to, subject, text, html, replyTo: tokens.email };
}

/** Writes and sends the inquiry mails of send-message jobs. */
export const enterpriseInquirySender = (deps: { mail: MailSender }): MessageSender => ({
  channel: 'email',
  send: ({ to, tokens = {} }) => deps.mail.send(enterpriseInquiryEmail(to, tokens)),
});
