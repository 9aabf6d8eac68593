import { z } from 'zod';
import { email, optionalText, requiredText, text } from './fields.js';
import { Messages } from './messages.js';

/**
 * The firms' path (issue 36, item 13): enterprise subscriptions are sold by contact only. The home page's
 * "For firms" form sends `POST /api/contact` (anyone, no session); identity records it
 * (`EnterpriseInquiryReceived`) with the site admins of the moment, and notification mails each of them.
 */
export const ContactPath = '/api/contact';

export const ContactLimits = { nameLength: 200, firmLength: 200, messageLength: 4_000, maxSeats: 10_000 } as const;

export const ContactRequest = z.object({
  name: requiredText({ max: ContactLimits.nameLength }),
  email: email(),
  firm: requiredText({ max: ContactLimits.firmLength }),
  phoneNumber: optionalText({ max: 30 }),
  /** How many attorneys would use it (optional). */
  seats: z
    .number({ error: 'Please enter a number' })
    .int('Please enter a whole number')
    .min(1, 'Please enter a number of at least 1')
    .max(ContactLimits.maxSeats)
    .nullable()
    .optional(),
  message: text().trim().min(1, { error: Messages.required, abort: true }).max(ContactLimits.messageLength, Messages.textareaMaxLength(ContactLimits.messageLength)),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactMessages = {
  /** The answer's words on the home page once the form was sent. */
  received: 'Thank you. We will be in touch within one business day.',
} as const;
