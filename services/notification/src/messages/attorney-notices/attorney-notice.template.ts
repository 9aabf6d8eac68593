import type { AttorneyNotice } from '@app/contracts';
import { escapeHtml } from '../../html/escape-html.js';
import { emailButton, emailDocument } from '../../email/email-document.js';
import type { Kysely } from 'kysely';
import type { MailSender, OutgoingEmail } from '../../email/mail-sender.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import type { NotificationDatabase } from '../../notification-database.js';
import type { MessageTokens } from '../message-job.js';
import type { Channel } from '../message-outcomes.js';
import type { MessageSender } from '../send-message.job.js';
import { namesOf } from './attorney-notices.js';

interface NoticeWords {
  subject: string;
  lines: string[];
  button: string;
  /** The text message: short, the link after it. */
  text: string;
}

/** What each notice says, from its tokens (clientName, supporterName, days, invitedOn, link). */
const words: Record<AttorneyNotice, (t: MessageTokens) => NoticeWords> = {
  formCompleted: (t) => ({
    subject: `${t.clientName} finished the questionnaire`,
    lines: [`Your client ${t.clientName} completed the questionnaire. The Mitigation Report is ready to download from the client's page.`],
    button: 'Open the client',
    text: `Mitigation Survey: ${t.clientName} finished the questionnaire.`,
  }),
  letterSigned: (t) => ({
    subject: `A letter of support for ${t.clientName} was signed`,
    lines: [`${t.supporterName || 'A supporter'} signed a letter of support for your client ${t.clientName}. You can download it from the client's Letters tab.`],
    button: 'Open the client',
    text: `Mitigation Survey: ${t.supporterName || 'A supporter'} signed a letter of support for ${t.clientName}.`,
  }),
  reportReady: (t) => ({
    subject: `The AI-written report for ${t.clientName} is ready`,
    lines: [`The AI-written report you asked for about your client ${t.clientName} is ready. You can download it from the client's Reports tab.`],
    button: 'Open the client',
    text: `Mitigation Survey: the AI-written report for ${t.clientName} is ready.`,
  }),
  clientNotStarted: (t) => ({
    subject: `${t.clientName} has not started the questionnaire`,
    lines: [
      `You invited ${t.clientName} on ${t.invitedOn}, ${t.days} days ago, and they have not started the questionnaire yet.`,
      "You can send them a reminder from the client's page, or check their email address and phone number.",
    ],
    button: 'Open the client',
    text: `Mitigation Survey: ${t.clientName} has not started the questionnaire (invited ${t.days} days ago).`,
  }),
};

const noticeOf = (tokens: MessageTokens) => words[tokens.notice as AttorneyNotice](tokens);
const greeting = (tokens: MessageTokens) => (tokens.attorneyName ? `Hello ${tokens.attorneyName},` : 'Hello,');
const FOOTER = 'You receive this because of your notification settings in My Account. You can change them there.';

/**
 * The senders of the notices: the names read when the notice goes out (`namesOf`), none once the client was
 * deleted (then nothing is sent or recorded).
 */
export function attorneyNoticeSenders(deps: { mail: MailSender; sms: SmsSender; db: Kysely<NotificationDatabase> }): Record<Channel, MessageSender> {
  const stillWanted = async (_job: unknown, { tokens = {} }: { tokens?: MessageTokens }) => (await namesOf(tokens, deps.db)) !== undefined;
  const named = async (tokens: MessageTokens = {}) => ({ ...tokens, ...(await namesOf(tokens, deps.db)) });
  return {
    email: { channel: 'email', stillWanted, send: async ({ to, tokens }) => deps.mail.send(attorneyNoticeEmail(to, await named(tokens))) },
    sms: { channel: 'sms', stillWanted, send: async ({ to, tokens }) => deps.sms.send({ to, body: attorneyNoticeText(await named(tokens)) }) },
  };
}

/** The notice by email: what happened, a button to the client's page, and where the settings are. */
export function attorneyNoticeEmail(to: string, tokens: MessageTokens): OutgoingEmail {
  const { subject, lines, button } = noticeOf(tokens);
  const text = [greeting(tokens), '', ...lines.flatMap((line) => [line, '']), tokens.link, '', FOOTER].join('\n');
  const html = emailDocument(
    subject,
    `<p>${escapeHtml(greeting(tokens))}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${emailButton(tokens.link, button)}
<p style="color: #666; font-size: 13px;">${escapeHtml(FOOTER)}</p>`,
  );
  return { to, subject, text, html };
}

/** The notice by text message: one sentence and the link. */
export const attorneyNoticeText = (tokens: MessageTokens) => `${noticeOf(tokens).text} ${tokens.link}`;
