import { escapeHtml } from '../html/escape-html.js';
import type { OutgoingEmail } from '../email/mail-sender.js';

/** The web app's reset screen: /login with the token (and the address it was sent to) in the query. */
export function passwordResetLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

const formatExpiry = (expiresAt: string) => {
  const date = new Date(expiresAt);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString().replace('GMT', 'UTC');
};

/** The password reset mail: the link and nothing else about the person but the address it goes to. */
export function passwordResetEmail(input: { publicUrl: string; email: string; token: string; expiresAt: string }): OutgoingEmail {
  const link = passwordResetLink(input.publicUrl, input.token, input.email);
  const expiry = formatExpiry(input.expiresAt);
  const validity = expiry ? `The link can be used once and expires on ${expiry}.` : 'The link can be used once.';
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
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Reset your password</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
<p>Hello,</p>
<p>We received a request to reset the password of your Mitigation Survey account.</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #fff; text-decoration: none; border-radius: 6px;">Reset your password</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(validity)}</p>
<p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>
</body>
</html>`;
  return { to: input.email, subject: 'Reset your password', text, html };
}
