import { escapeHtml } from '../../html/escape-html.js';
import { emailButton, emailDocument } from '../../email/email-document.js';
import type { OutgoingEmail } from '../../email/mail-sender.js';
import { passwordResetLink } from './password-reset-link.js';

const formatExpiry = (expiresAt: string) => {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString().replace('GMT', 'UTC');
};

/** The password reset mail: the link and nothing else about the person but the address it goes to. */
export function passwordResetEmail(input: { publicUrl: string; email: string; token: string; expiresAt: string }): OutgoingEmail {
  const link = passwordResetLink(input.publicUrl, input.token, input.email);
  const expiry = formatExpiry(input.expiresAt);
  const validity = expiry ? `The link can be used once and expires on ${expiry}.` : 'The link can be used once.';
  const subject = 'Reset your password';
  const text = [
    'Hello,',
    '',
    'We received a request to reset the password of your Mitigation Survey account. To choose a new password, open this link:',
    '',
    link,
    '',
    validity,
    '',
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
  ].join('\n');
  const html = emailDocument(
    subject,
    `<p>Hello,</p>
<p>We received a request to reset the password of your Mitigation Survey account.</p>
${emailButton(link, 'Reset your password')}
<p>${escapeHtml(validity)}</p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>`,
  );
  return { to: input.email, subject, text, html };
}
