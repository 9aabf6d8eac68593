import { z } from 'zod';

/**
 * The Mitigation Report's editions (issue 34): the attorney's work product, everything; or the court edition,
 * which leaves out what must never reach a judge (reporting's `reports/editions.ts` names each answer and why).
 */
export const ReportEditions = ['workProduct', 'court'] as const;
export const ReportEdition = z.enum(ReportEditions, { error: `Must be one of ${ReportEditions.join(', ')}` });
export type ReportEdition = z.infer<typeof ReportEdition>;

/** The report's sections an attorney may choose, in the report's order (the cover and the contents are always there). */
export const ReportSectionKeys = ['atAGlance', 'chronology', 'family', 'recordsAndPeople', 'clientFacts', 'screens', 'answers', 'screenItems', 'letters'] as const;
export const ReportSection = z.enum(ReportSectionKeys);
export type ReportSection = z.infer<typeof ReportSection>;

/** Sections the court edition never holds, whatever is chosen: whom to ask and talk to, and the screens' raw items. */
export const WorkProductOnlySections: readonly ReportSection[] = ['recordsAndPeople', 'screenItems'];

/** What an attorney chose last for a client's report (`GET`/`PUT /api/client/{id}/reportChoice`): the edition and its sections. */
export const ReportChoice = z.object({
  edition: ReportEdition,
  sections: z
    .array(ReportSection)
    .min(1, 'Choose at least one section')
    .max(ReportSectionKeys.length)
    .refine((sections) => new Set(sections).size === sections.length, 'Each section once'),
});
export type ReportChoice = z.infer<typeof ReportChoice>;

/** The choice before an attorney has made one: the work product, every section. */
export const DEFAULT_REPORT_CHOICE: ReportChoice = { edition: 'workProduct', sections: [...ReportSectionKeys] };
