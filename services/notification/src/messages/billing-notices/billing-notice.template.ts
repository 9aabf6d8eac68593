import { escapeHtml } from '../../html/escape-html.js';
import { emailButton, emailDocument } from '../../email/email-document.js';
import type { OutgoingEmail } from '../../email/mail-sender.js';
import type { MessageTokens } from '../message-job.js';

/** The billing mails (issue 36). */
export type BillingNotice = 'paymentFailed' | 'renewed' | 'ending';

/** An instant as the mails give a day: "March 14, 1988" (UTC, as billing's periods are). */
export const usDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Dollars from cents: 3980 -> "$39.80". */
export const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface MailWords {
  subject: string;
  lines: string[];
  button: string;
}

/** What each mail says, from its tokens (planName, amount, periodEnd, link). */
const words: Record<BillingNotice, (t: MessageTokens) => MailWords> = {
  paymentFailed: (t) => ({
    subject: 'Your payment failed',
    lines: [
      `We could not charge your card for your ${t.planName} subscription${t.amount ? ` (${t.amount})` : ''}.`,
      'Please update your card so that your access continues. We will try the payment again.',
    ],
    button: 'Update your card',
  }),
  renewed: (t) => ({
    subject: 'Your subscription was renewed',
    lines: [
      `Your ${t.planName} subscription was renewed: we charged ${t.amount} for the period through ${t.periodEnd}.`,
      'Your receipts are in the Billing History on My Subscription.',
    ],
    button: 'My Subscription',
  }),
  ending: (t) => ({
    subject: `Your subscription ends on ${t.periodEnd}`,
    lines: [
      `You canceled your ${t.planName} subscription. Your access continues until ${t.periodEnd}.`,
      'After that you can no longer invite clients or download reports. To keep your access, renew your subscription.',
    ],
    button: 'Renew',
  }),
};

/** A billing mail: what happened, a button to where it is mended (the card, My Subscription). */
export function billingNoticeEmail(to: string, tokens: MessageTokens): OutgoingEmail {
  const { subject, lines, button } = words[tokens.notice as BillingNotice](tokens);
  const text = ['Hello,', '', ...lines.flatMap((line) => [line, '']), tokens.link].join('\n');
  const html = emailDocument(subject, `<p>Hello,</p>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n${emailButton(tokens.link, button)}`);
  return { to, subject, text, html };
}
