import { escapeHtml } from '../html/escape-html.js';

/** A mail's HTML: the body in a plain, readable page titled like the subject. */
export function emailDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
${body}
</body>
</html>`;
}

/** A link as a button, and the address written out for mail readers that do not show it. */
export function emailButton(link: string, label: string): string {
  const href = escapeHtml(link);
  return `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #fff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>
<p>If the button does not work, copy this address into your browser:<br><a href="${href}">${href}</a></p>`;
}
