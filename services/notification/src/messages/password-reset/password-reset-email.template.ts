import { DEFAULT_LANGUAGE, type Language } from '@app/contracts';
import { escapeHtml } from '../../html/escape-html.js';
import { emailButton, emailDocument } from '../../email/email-document.js';
import type { OutgoingEmail } from '../../email/mail-sender.js';
import { passwordResetLink } from './password-reset-link.js';

/** When the link expires, in the mail's language (UTC); null for a date that cannot be read. */
const formatExpiry = (expiresAt: string, language: Language) => {
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return null;
  if (language === 'en') return date.toUTCString().replace('GMT', 'UTC');
  return `${new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
};

/** The reset mail's words in each language (the Spanish for clients whose language is Spanish, issue 37). */
const WORDS: Record<
  Language,
  { subject: string; hello: string; request: string; open: string; button: string; validUntil: (expiry: string) => string; once: string; ignore: string }
> = {
  en: {
    subject: 'Reset your password',
    hello: 'Hello,',
    request: 'We received a request to reset the password of your Mitigation Survey account.',
    open: 'To choose a new password, open this link:',
    button: 'Reset your password',
    validUntil: (expiry) => `The link can be used once and expires on ${expiry}.`,
    once: 'The link can be used once.',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    hello: 'Hola:',
    request: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Mitigation Survey.',
    open: 'Para elegir una contraseña nueva, abra este enlace:',
    button: 'Restablecer su contraseña',
    validUntil: (expiry) => `El enlace se puede usar una sola vez y vence el ${expiry}.`,
    once: 'El enlace se puede usar una sola vez.',
    ignore: 'Si usted no lo pidió, puede ignorar este correo: su contraseña sigue igual.',
  },
};

/** The password reset mail: the link and nothing else about the person but the address it goes to, in the person's language. */
export function passwordResetEmail(input: { publicUrl: string; email: string; token: string; expiresAt: string; language?: Language }): OutgoingEmail {
  const language = input.language ?? DEFAULT_LANGUAGE;
  const words = WORDS[language];
  const link = passwordResetLink(input.publicUrl, input.token, input.email);
  const expiry = formatExpiry(input.expiresAt, language);
  const validity = expiry ? words.validUntil(expiry) : words.once;
  const text = [words.hello, '', `${words.request} ${words.open}`, '', link, '', validity, '', words.ignore].join('\n');
  const html = emailDocument(
    words.subject,
    `<p>${escapeHtml(words.hello)}</p>
<p>${escapeHtml(words.request)}</p>
${emailButton(link, words.button, language)}
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(words.ignore)}</p>`,
    language,
  );
  return { to: input.email, subject: words.subject, text, html };
}
