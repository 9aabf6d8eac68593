import { escapeHtml } from '../html/escape-html.js';
import type { OutgoingEmail } from '../email/mail-sender.js';

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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Welcome to Mitigation Survey</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
<p>Hello,</p>
<p>Welcome to Mitigation Survey! Your team administrator has created an account for you with this email address: <strong>${escapeHtml(email)}</strong>.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #fff; text-decoration: none; border-radius: 6px;">Set your password</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>On that page, enter the email address your administrator provided (${escapeHtml(email)}). We will email you a link to choose your password.</p>
<p>If you did not expect this account, please contact your team administrator.</p>
</body>
</html>`;
  return { to: email, subject: 'Welcome to Mitigation Survey', text, html };
}
