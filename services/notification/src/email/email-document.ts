import { DEFAULT_LANGUAGE, type Language } from '@app/contracts';
import { escapeHtml } from '../html/escape-html.js';

/**
 * A mail's HTML: the body in a plain, readable page titled like the subject, which says the language it
 * is written in (`<html lang>`: screen readers and mail readers read and translate by it; issue 37).
 */
export function emailDocument(title: string, body: string, language: Language = DEFAULT_LANGUAGE): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #222;">
${body}
</body>
</html>`;
}

/** The line under a button for mail readers that do not show it, in the mail's language. */
const BUTTON_FALLBACK: Record<Language, string> = {
  en: 'If the button does not work, copy this address into your browser:',
  es: 'Si el botón no funciona, copie esta dirección en su navegador:',
};

/** A link as a button, and the address written out for mail readers that do not show it. */
export function emailButton(link: string, label: string, language: Language = DEFAULT_LANGUAGE): string {
  const href = escapeHtml(link);
  return `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #fff; text-decoration: none; border-radius: 6px;">${escapeHtml(label)}</a></p>
<p>${BUTTON_FALLBACK[language]}<br><a href="${href}">${href}</a></p>`;
}
