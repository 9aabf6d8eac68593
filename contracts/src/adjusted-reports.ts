import { z } from 'zod';
import { text } from './fields.js';
import { Messages } from './messages.js';

/**
 * AI-adjusted report variants (spec 02 §2 Reports tab, §3 Form adjuster/adjusterProgress, §4 status
 * none -> Started -> Completed): the client's free-text answers rewritten in the first or the third
 * person. Made by reporting; listed by survey's `GET /api/form?filter=originalForm.clientId eq ...`.
 */
export const Adjusters = ['FirstPerson', 'ThirdPerson'] as const;
export const Adjuster = z.enum(Adjusters);
export type Adjuster = z.infer<typeof Adjuster>;

/** How the report and the Reports tab name each variant. */
export const AdjusterTitles: Record<Adjuster, string> = { FirstPerson: 'First Person', ThirdPerson: 'Third Person' };

/** POST /api/form/{id}/adjust: `key` names the variant's form (default: the adjuster's name). */
export const AdjustRequest = z.object({
  adjuster: Adjuster,
  key: text().trim().min(1, Messages.required).max(50, Messages.maxLength(50)).optional(),
});
export type AdjustRequest = z.infer<typeof AdjustRequest>;

export const AdjustedReportMessages = {
  /** Not in the spec: downloading a variant still being written (HTTP 409). */
  notReady: 'This report is still being written. You can download it once it is complete.',
} as const;

/** A variant as `POST /api/form/{id}/adjust` answers it (survey's form list shows it as a form too). */
export const AdjustedReport = z.object({
  id: z.string(),
  originalFormId: z.string(),
  key: z.string(),
  adjuster: Adjuster,
  adjusterProgress: z.number().int().min(0).max(100),
  formStatus: z.enum(['Started', 'Completed']),
  /** How the rewrite is made: the AI provider and model, or the offline rules. */
  adjusterLabel: z.string(),
});
export type AdjustedReport = z.infer<typeof AdjustedReport>;
