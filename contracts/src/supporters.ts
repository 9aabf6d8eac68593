import { z } from 'zod';
import { shortCode } from './clients.js';
import { text } from './fields.js';
import { Language } from './languages.js';
import { Messages } from './messages.js';

/**
 * Supporters (spec 02 §1, §3, §5): family and friends a client lists on the letters-of-support page;
 * each gets a link (`/p/{code}`) to write and e-sign a letter. Owned by the clients service.
 */

/** The template of the letters-of-support page: survey adds it to a form invited with `enableSupporters`. */
export const SUPPORTERS_TEMPLATE_KEY = 'LettersOfSupport';
/** The numbered slots of that page (the question types have no repeater). */
export const SUPPORTER_SLOTS = 8;

/**
 * The question keys of slot `n` (1-based). Slot n > 1 shows when `addSupporter<n>` is Yes, which itself
 * shows when slot n - 1 shows.
 */
export const supporterSlotKeys = (slot: number) => ({
  add: `addSupporter${slot}`,
  firstName: `supporter${slot}FirstName`,
  lastName: `supporter${slot}LastName`,
  clientRelationship: `supporter${slot}Relationship`,
  email: `supporter${slot}Email`,
  phoneNumber: `supporter${slot}Phone`,
});

/**
 * Slot `n`'s fields the client fills in (not its "another?" question). A slot with none of them answered is
 * not started: it asks nothing, so a client with nobody to name goes on (issue 33).
 */
export const supporterSlotFields = (slot: number) => {
  const { firstName, lastName, clientRelationship, email, phoneNumber } = supporterSlotKeys(slot);
  return { names: [firstName, lastName, clientRelationship], contacts: [email, phoneNumber] };
};

/**
 * The e-sign consent the supporter's checkbox agrees to, in the supporter's language, recorded word for
 * word with the signed letter. Not in the spec (its checkbox has no wording); ours, with our Spanish
 * rendering of it (docs/decisions/0183-the-e-sign-consent-in-spanish-is-our-own-rendering.md: to be read by counsel before a release).
 */
export const E_SIGN_CONSENT_TEXTS: Record<Language, string> = {
  en: 'I agree that typing my name above is my electronic signature on this letter, with the same effect as signing it by hand, and that this letter may be given to the court.',
  es: 'Acepto que escribir mi nombre arriba es mi firma electrónica en esta carta, con el mismo efecto que firmarla a mano, y que esta carta puede entregarse al tribunal.',
};

export const SupporterMessages = {
  /** Not in the spec: submitting a complete letter without the signature name (spec 02 §5: required). */
  signatureNameRequired: 'Please type your name to sign the letter.',
  /** Not in the spec: submitting a complete letter without the e-sign checkbox (spec 02 §5: required). */
  eSignConsentRequired: 'Please check the box to agree to sign electronically.',
  /** Not in the spec: a letter already signed is read-only (spec 02 §5: fields disabled once complete). HTTP 409. */
  letterComplete: 'This letter has already been signed and sent to the attorney, so it can no longer be changed.',
  /** Not in the spec: a complete letter without text. */
  supportTextRequired: 'Please write your letter before signing it.',
} as const;

export const SupporterLimits = { supportTextLength: 20_000, signatureNameLength: 200 } as const;

/** GET /api/supporter/landingData?shortCode= : a wrong, deleted or malformed code answers `isValidShortCode: false` and nothing else. */
export const SupporterLandingDataQuery = z.object({ shortCode: text().max(1_000, Messages.maxLength(1_000)).default('') });

/** GET /api/supporter/landingData (spec 02 §1 supporter landing: the letter text, signature name, e-sign checkbox). */
export const SupporterLandingData = z.object({
  isValidShortCode: z.boolean(),
  supporterId: z.string().nullable(),
  clientFirstName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  clientRelationship: z.string().nullable(),
  supportText: z.string().nullable(),
  signatureName: z.string().nullable(),
  isComplete: z.boolean(),
  /** The text the e-sign checkbox agrees to (`E_SIGN_CONSENT_TEXTS`, in `language`). */
  eSignConsentText: z.string(),
  /** The language of the supporter's page: the client's when they listed the supporter (issue 15). */
  language: Language,
});
export type SupporterLandingData = z.infer<typeof SupporterLandingData>;

/**
 * POST /api/supporter/submit (spec 02 §3: supportText, signatureName, isComplete; `eSignConsent` is the
 * checkbox, a field beside the spec's). A draft (isComplete false) may be saved again; a complete letter
 * needs its text, the signature name and the consent, and is read-only afterwards.
 */
export const SupporterSubmission = z
  .object({
    shortCode: shortCode(),
    supportText: text().max(SupporterLimits.supportTextLength, Messages.textareaMaxLength(SupporterLimits.supportTextLength)).default(''),
    signatureName: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      text().trim().max(SupporterLimits.signatureNameLength, Messages.maxLength(SupporterLimits.signatureNameLength)).nullable().default(null),
    ),
    isComplete: z.boolean().default(false),
    eSignConsent: z.boolean().default(false),
  })
  .superRefine((submission, ctx) => {
    if (!submission.isComplete) return;
    if (!submission.supportText.trim()) ctx.addIssue({ code: 'custom', path: ['supportText'], message: SupporterMessages.supportTextRequired });
    if (!submission.signatureName) ctx.addIssue({ code: 'custom', path: ['signatureName'], message: SupporterMessages.signatureNameRequired });
    if (!submission.eSignConsent) ctx.addIssue({ code: 'custom', path: ['eSignConsent'], message: SupporterMessages.eSignConsentRequired });
  });
export type SupporterSubmission = z.infer<typeof SupporterSubmission>;
