import { z } from 'zod';
import { Adjuster } from '../adjusted-reports.js';
import { ReportChoice } from '../report-editions.js';
import type { PersonalDataMap } from './personal-data.js';

const OfVariant = z.object({
  /** The variant's id, also its form id in survey's listing (stream `adjusted-report-<variantId>`). */
  variantId: z.string(),
  originalFormId: z.string(),
  /** Each generation of the variant is a run; a later run's answers replace an earlier one's. */
  run: z.number().int(),
});

/**
 * Events of the reporting service: the AI-adjusted variants' progress, and each attorney's choice of a
 * client's report. None carries the rewritten text (it stays in reporting's read model and goes with the
 * client) or anything personal.
 */
export const ReportingEvents = {
  AdjustedReportStarted: OfVariant.extend({
    clientId: z.string(),
    subscriberId: z.string(),
    adjuster: Adjuster,
    key: z.string(),
    /** How the rewrite is made, as the report says: the AI provider and model, or the offline rules. */
    adjusterLabel: z.string(),
    requestedBy: z.string(),
  }),
  /** At most every 5 percent. */
  AdjustedReportProgressed: OfVariant.extend({ progress: z.number().int().min(0).max(100) }),
  AdjustedReportCompleted: OfVariant,
  /** The run gave up after its retries; the variant can be generated again. */
  AdjustedReportFailed: OfVariant.extend({ reason: z.string() }),
  /** An attorney's choice of the report's edition and sections for a client (issue 34), remembered for the next download. */
  ReportChoiceSaved: ReportChoice.extend({ clientId: z.string(), userId: z.string() }),
} as const;

export type ReportingEventType = keyof typeof ReportingEvents;
export type ReportingEventData<K extends ReportingEventType> = z.infer<(typeof ReportingEvents)[K]>;

export const reportingPersonalData: PersonalDataMap = {};
