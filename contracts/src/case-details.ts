import { z } from 'zod';
import { text } from './fields.js';
import { Messages } from './messages.js';

/** Whose case it is: "State of Ohio v. ..." or "United States v. ...". */
export const Jurisdictions = ['State', 'Federal'] as const;
export type Jurisdiction = (typeof Jurisdictions)[number];

/**
 * The case a client's report is for (issue 34, item 1), as the attorney set it in the client view: each
 * field null while the attorney has not given it (the report and the view then take the client's answer).
 * `attorneyName` and `firm` are whom the report is prepared for: the attorney's own words on this case.
 */
export const CaseDetails = z.object({
  court: z.string().nullable(),
  caseNumber: z.string().nullable(),
  jurisdiction: z.enum(Jurisdictions).nullable(),
  /** The state of a state case ("Ohio"), for the caption "State of Ohio v. ...". */
  state: z.string().nullable(),
  charges: z.string().nullable(),
  judge: z.string().nullable(),
  /** YYYY-MM-DD */
  nextCourtDate: z.string().nullable(),
  custody: z.string().nullable(),
  facility: z.string().nullable(),
  attorneyName: z.string().nullable(),
  firm: z.string().nullable(),
});
export type CaseDetails = z.infer<typeof CaseDetails>;
export type CaseDetail = keyof CaseDetails;

/** No field given: what a client's case details are until the attorney saves some. */
export const NO_CASE_DETAILS: CaseDetails = {
  court: null,
  caseNumber: null,
  jurisdiction: null,
  state: null,
  charges: null,
  judge: null,
  nextCourtDate: null,
  custody: null,
  facility: null,
  attorneyName: null,
  firm: null,
};

const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);
/** A field the attorney may leave blank (or leave out): null, so the client's answer shows instead. */
const detail = (max: number) => z.preprocess(blankToNull, text().trim().max(max, Messages.maxLength(max)).nullable());

/** The longest value of each field (the charges can be a list). */
export const CaseDetailLimits = { text: 200, caseNumber: 100, state: 100, charges: 4_000 } as const;

/**
 * PUT /api/client/{id}/caseDetails: every field at once, as the form shows them; a blank or absent one is not
 * set (the client's answer shows instead), so clearing a field gives the answer back. Spec 01 §5's texts.
 */
export const UpdateCaseDetailsRequest = z.object({
  court: detail(CaseDetailLimits.text),
  caseNumber: detail(CaseDetailLimits.caseNumber),
  jurisdiction: z.preprocess(blankToNull, z.enum(Jurisdictions, { error: `Please choose one of ${Jurisdictions.join(', ')}` }).nullable()),
  state: detail(CaseDetailLimits.state),
  charges: detail(CaseDetailLimits.charges),
  judge: detail(CaseDetailLimits.text),
  nextCourtDate: z.preprocess(blankToNull, z.iso.date({ error: Messages.invalidDate }).nullable()),
  custody: detail(CaseDetailLimits.text),
  facility: detail(CaseDetailLimits.text),
  attorneyName: detail(CaseDetailLimits.text),
  firm: detail(CaseDetailLimits.text),
});
export type UpdateCaseDetailsRequest = z.infer<typeof UpdateCaseDetailsRequest>;

/**
 * Where the client's Current Case answers give a case detail: the seeded questionnaire's page and the
 * question of each field (the state, the judge and whom the report is for are the attorney's alone).
 */
export const CaseDetailAnswers = {
  page: 'CurrentCase',
  questions: {
    court: 'court',
    jurisdiction: 'courtSystem',
    caseNumber: 'caseNumber',
    charges: 'chargesUnderstood',
    nextCourtDate: 'nextCourtDate',
    custody: 'custodyStatus',
    facility: 'facility',
  },
} as const satisfies { page: string; questions: Partial<Record<CaseDetail, string>> };

/** What the page tells a client who does not know their court ("not sure", "no sé"): no court at all. */
const NOT_KNOWN = /^(not sure|no s[eé])\.?$/i;

/**
 * The case details a report and the client view show: the attorney's value of each field where set, else the
 * client's answer to its Current Case question (`answerOf`: the shown answer, or null). "Not sure" is no answer.
 */
export function caseDetailsWithAnswers(attorney: CaseDetails | null, answerOf: (question: string) => string | null): CaseDetails {
  const answer = (field: keyof typeof CaseDetailAnswers.questions) => {
    const value = answerOf(CaseDetailAnswers.questions[field])?.trim();
    return value && !NOT_KNOWN.test(value) ? value : null;
  };
  const system = answer('jurisdiction');
  const fromAnswers: CaseDetails = {
    ...NO_CASE_DETAILS,
    court: answer('court'),
    caseNumber: answer('caseNumber'),
    jurisdiction: system === 'State' || system === 'Federal' ? system : null,
    charges: answer('charges'),
    nextCourtDate: answer('nextCourtDate'),
    custody: answer('custody'),
    facility: answer('facility'),
  };
  // The attorney's value of each field where given; the answer where not.
  return Object.fromEntries(Object.entries(fromAnswers).map(([field, answered]) => [field, attorney?.[field as CaseDetail] ?? answered])) as CaseDetails;
}
