import type { LocalMail, LocalText } from '@app/contracts';
import { DevMailboxPaths } from '@app/contracts';
import { escapeHtml, linkify } from '../html/escape-html.js';

/**
 * Headers of every dev page: no scripts, no remote content, no framing, no form posts, and no
 * Referer (a reset link's token must not leak to the page it opens). The mail's HTML inherits
 * this policy inside its sandboxed srcdoc frame.
 */
export const DEV_PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
};

const STYLE = `
body { font-family: system-ui, Arial, sans-serif; margin: 2rem; color: #222; }
nav a { margin-right: 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
.muted { color: #666; }
pre { white-space: pre-wrap; word-break: break-word; background: #f6f6f6; padding: 1rem; }
iframe { width: 100%; height: 28rem; border: 1px solid #ccc; }
dt { font-weight: bold; } dd { margin: 0 0 .5rem 0; }`;

/** Links a person follows leave this page (a new tab, no Referer). */
const OUTBOUND = ' target="_blank" rel="noopener noreferrer"';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<nav><a href="${DevMailboxPaths.mailbox}">Mailbox</a><a href="${DevMailboxPaths.outbox}">Texts</a></nav>
<h1>${escapeHtml(title)}</h1>
<p class="muted">Development only: what the notification service sent while no SMTP relay or Twilio account is configured.</p>
${body}
</body>
</html>`;
}

const time = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;

export function mailboxPage(mails: LocalMail[]): string {
  if (mails.length === 0) return page('Mailbox', '<p>No mail yet.</p>');
  const rows = mails
    .map(
      (mail) => `<tr>
<td><a href="${DevMailboxPaths.mailbox}/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
<td>${escapeHtml(mail.to)}</td>
<td>${time(mail.receivedAt)}</td>
</tr>`,
    )
    .join('\n');
  return page('Mailbox', `<table><thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead><tbody>\n${rows}\n</tbody></table>`);
}

/**
 * One mail: its HTML in a sandboxed frame (no scripts, no same-origin; links open in a new tab
 * outside the sandbox) and its text with clickable links.
 */
export function mailPage(mail: LocalMail): string {
  const frame = mail.html
    ? `<h2>HTML</h2>
<iframe title="Mail body" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(withLinksInNewTab(mail.html))}"></iframe>`
    : '';
  const text = mail.text ? `<h2>Text</h2>\n<pre>${linkify(mail.text, OUTBOUND)}</pre>` : '';
  return page(
    mail.subject || '(no subject)',
    `<dl>
<dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Received</dt><dd>${time(mail.receivedAt)}</dd>
</dl>
${frame}
${text || (mail.html ? '' : '<p>(empty)</p>')}
<p><a href="${DevMailboxPaths.mailbox}">Back to the mailbox</a></p>`,
  );
}

/** Links in the mail's HTML open in a new tab (outside the frame's sandbox), not inside the frame. */
const withLinksInNewTab = (html: string) => html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}<base target="_blank">`);

export function outboxPage(texts: LocalText[]): string {
  if (texts.length === 0) return page('Texts', '<p>No texts yet.</p>');
  const rows = texts.map((text) => `<tr><td>${escapeHtml(text.to)}</td><td>${linkify(text.body, OUTBOUND)}</td><td>${time(text.sentAt)}</td></tr>`).join('\n');
  return page('Texts', `<table><thead><tr><th>To</th><th>Text</th><th>Sent</th></tr></thead><tbody>\n${rows}\n</tbody></table>`);
}
