import { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import { Messages } from './messages.js';

/** Content blocks (spec 01 §3): Markdown pages and message texts that admins edit; owned by notification. */
export const ContentBlock = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Markdown. */
  value: z.string(),
  isPage: z.boolean(),
  /** The value rendered to plain text. */
  contentText: z.string(),
  /** The value rendered to sanitised HTML (safe to insert into a page). */
  contentHtml: z.string(),
  /** Placeholders found in the value, written %Token% there (e.g. ["%ClientFirstName%"]). */
  allowedTokens: z.array(z.string()),
  /** The block's version: send it back on save; a stale one is a 409. */
  concurrencyCheck: z.number().int(),
});
export type ContentBlock = z.infer<typeof ContentBlock>;

/** A content block's slug: lower-case words joined by dashes (its page is /page/{slug}). */
export const CONTENT_BLOCK_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const contentBlockSlugMessage = 'Use lower-case letters, digits and dashes (for example terms-and-conditions)';

const slug = () => requiredText({ max: 100 }).regex(CONTENT_BLOCK_SLUG, contentBlockSlugMessage);

/** POST /api/contentBlock */
export const CreateContentBlockRequest = z.object({
  slug: slug(),
  title: optionalText({ max: 200 }),
  description: optionalText({ max: 1000 }),
  value: requiredText({ max: 100_000 }),
  isPage: z.boolean().default(false),
});
export type CreateContentBlockRequest = z.infer<typeof CreateContentBlockRequest>;

/** PUT /api/contentBlock/{id} */
export const UpdateContentBlockRequest = CreateContentBlockRequest.extend({
  concurrencyCheck: z.number({ error: Messages.required }).int(),
});
export type UpdateContentBlockRequest = z.infer<typeof UpdateContentBlockRequest>;

/** Seeded pages the web app links to. */
export const ContentSlugs = {
  clientHelp: 'client-help',
  subscriberHelp: 'subscriber-help',
  termsAndConditions: 'terms-and-conditions',
  contactUs: 'contact-us',
  about: 'about',
  testingNotes: 'testing-notes',
} as const;
