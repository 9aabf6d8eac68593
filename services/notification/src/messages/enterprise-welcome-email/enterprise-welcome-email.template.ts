import { escapeHtml } from '../../html/escape-html.js';
import { emailButton, emailDocument } from '../../email/email-document.js';
import type { OutgoingEmail } from '../../email/mail-sender.js';

/** The web app's get-started screen for enterprise members: a password reset request form. */
export function enterpriseWelcomeLink(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/enterpriseWelcome`;
}

/**
 * The welcome mail to a member an enterprise administrator added: who made the account, with which
 * address, and where to set a password (the get-started screen mails a reset link to that address).
 */
export function enterpriseWelcomeEmail(input: { publicUrl: string; email: string }): OutgoingEmail {
  const link = enterpriseWelcomeLink(input.publicUrl);
  const { email } = input;
  const subject = 'Welcome to Mitigation Survey';
  const text = [
    'Hello,',
    '',
    `Welcome to Mitigation Survey! Your team administrator has created an account for you with this email address: ${email}.`,
    '',
    'To get started, set your password here:',
    '',
    link,
    '',
    `On that page, enter the email address your administrator provided (${email}). We will email you a link to choose your password.`,
    '',
    'If you did not expect this account, please contact your team administrator.',
  ].join('\n');
  const html = emailDocument(
    subject,
    `<p>Hello,</p>
<p>Welcome to Mitigation Survey! Your team administrator has created an account for you with this email address: <strong>${escapeHtml(email)}</strong>.</p>
${emailButton(link, 'Set your password')}
<p>On that page, enter the email address your administrator provided (${escapeHtml(email)}). We will email you a link to choose your password.</p>
<p>If you did not expect this account, please contact your team administrator.</p>`,
  );
  return { to: email, subject, text, html };
}
