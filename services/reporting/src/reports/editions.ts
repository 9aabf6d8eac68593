import { ReportSectionKeys, SUPPORTER_SLOTS, supporterSlotKeys, WorkProductOnlySections, type Answers, type ReportEdition, type ReportSection } from '@app/contracts';
import type { AnswerSource } from './case-record/case-record.js';

/**
 * What the court edition of the Mitigation Report leaves out (issue 34, item 9), as rules over the
 * questionnaire's pages and question keys, each with its reason. The work product leaves nothing out.
 *
 * Leaving an answer out of an edition takes it out of everything the report makes: the answers printed,
 * and the case record every analysis reads (a chronology line, a theme or a flag resting on it is not made),
 * so no statement of that edition can quote or cite it.
 */
export const OmissionReasons = {
  offence: "The client's own account of the case and the charges: the attorney's to put to the court.",
  forTheLawyer: 'Written to the lawyer (questions, worries, what to say in person): privileged.',
  uncharged: 'Admits conduct the client was never charged with: the use of drugs other than alcohol.',
  contact: "A contact detail: a phone, email or address, or someone's way to be reached.",
  immigration: 'Immigration status can have consequences beyond this case: the attorney decides whether to raise it.',
  screenItems: "A screen's raw items: the court edition gives each screen's score and what it means.",
} as const;
export type OmissionReason = keyof typeof OmissionReasons;

/** A rule: these questions of this page (every question of every screen's page: `SCREENS`), for this reason. */
export interface OmissionRule {
  page: string | typeof SCREENS;
  questions: readonly string[] | 'all';
  why: OmissionReason;
}

/** Every scored page (a screen), whatever its key. */
export const SCREENS = Symbol('every screen');

/** The drugs the Substance Use page asks about one by one (`<key>FirstAge`, `<key>LastUse`): alcohol is not among them. */
const DRUGS = ['marijuana', 'cocaine', 'meth', 'heroin', 'painPills', 'sedatives', 'hallucinogens', 'inhalants'];

const supporterContacts = Array.from({ length: SUPPORTER_SLOTS }, (_, index) => supporterSlotKeys(index + 1)).flatMap(({ email, phoneNumber }) => [email, phoneNumber]);

/**
 * The court edition's rules. Drug use: every answer that names or implies the client's use of a drug other
 * than alcohol (the list of substances, each drug's first and last use, injecting, overdoses, the page's free
 * text); alcohol (legal for an adult; drinking as a child is the history the report is for), the harm it did,
 * the time sober and treatment stay. Prior arrests are charged conduct and stay.
 */
export const CourtOmissions: readonly OmissionRule[] = [
  { page: 'CurrentCase', questions: ['chargesUnderstood', 'otherOpenCases', 'otherCasesWhere'], why: 'offence' },
  { page: 'CurrentCase', questions: ['caseWorries', 'questionsForLawyer'], why: 'forTheLawyer' },
  { page: 'AnythingElse', questions: ['anythingElse', 'tellInPerson', 'hardQuestions', 'hadHelp', 'hadHelpWho'], why: 'forTheLawyer' },
  {
    page: 'SubstanceUse',
    questions: [
      'substancesUsed',
      ...DRUGS.flatMap((drug) => [`${drug}FirstAge`, `${drug}LastUse`]),
      'otherSubstance',
      'otherSubstanceFirstAge',
      'injected',
      'overdose',
      'overdoseCount',
      'substanceUseMore',
    ],
    why: 'uncharged',
  },
  {
    page: 'AboutYou',
    questions: [
      'phone',
      'okToText',
      'email',
      'mailingAddress',
      'mailingCity',
      'mailingState',
      'mailingZip',
      'contactWays',
      'emergencyContactName',
      'emergencyContactRelationship',
      'emergencyContactPhone',
    ],
    why: 'contact',
  },
  { page: 'CurrentCase', questions: ['inmateNumber'], why: 'contact' },
  // "Give their name, how they know you, and how to reach them."
  { page: 'AnythingElse', questions: ['otherPeople'], why: 'contact' },
  { page: 'LettersOfSupport', questions: supporterContacts, why: 'contact' },
  { page: 'AboutYou', questions: ['immigrationStatus'], why: 'immigration' },
  { page: SCREENS, questions: 'all', why: 'screenItems' },
];

/**
 * A screen's criteria the court edition leaves out of its result, by instrument and criterion key: those that
 * say the client used a drug other than alcohol or tobacco (the TAPS-1's), an admission as its items are.
 */
export const CourtScreenCriteria: readonly { instrument: string; criteria: readonly string[]; why: OmissionReason }[] = [
  { instrument: 'TAPS-1', criteria: ['illicitDrugs', 'prescriptionMedications'], why: 'uncharged' },
];

/** The screen's criteria `edition` prints (the engine's keys), of those its result holds. */
export const criteriaIn = <Criterion extends { key: string }>(edition: ReportEdition, instrument: string, criteria: readonly Criterion[]): Criterion[] =>
  edition === 'workProduct' ? [...criteria] : criteria.filter(({ key }) => !CourtScreenCriteria.some((rule) => rule.instrument === instrument && rule.criteria.includes(key)));

const RULES: Record<ReportEdition, readonly OmissionRule[]> = { workProduct: [], court: CourtOmissions };

/** What the court edition writes in place of a phone number or an email address given in any answer. */
export const CONTACT_LEFT_OUT = '[contact left out]';
const PHONE = /(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;

/**
 * A page's answers as `edition` reads them: in the court edition, a phone number or an email address the
 * client wrote in any answer is left out too (the rules above name the questions that ask for one; this
 * catches one given anywhere else, "Keisha, 614-555-0142").
 */
export function answersIn(edition: ReportEdition, answers: Answers): Answers {
  if (edition === 'workProduct') return answers;
  return Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, value && value.replace(PHONE, CONTACT_LEFT_OUT).replace(EMAIL, CONTACT_LEFT_OUT)]));
}

/** Why `edition` leaves the answer out, or null when it prints it. `scored`: the answer is a screen's item. */
export function omissionOf(edition: ReportEdition, { pageKey, questionKey }: Pick<AnswerSource, 'pageKey' | 'questionKey'>, scored: boolean): OmissionReason | null {
  const rule = RULES[edition].find(({ page, questions }) => (page === SCREENS ? scored : page === pageKey) && (questions === 'all' || questions.includes(questionKey)));
  return rule?.why ?? null;
}

/** The sections `edition` holds of those chosen (default: all), in the report's order: the court edition never the work product's own. */
export function sectionsOf(edition: ReportEdition, chosen: readonly ReportSection[] = ReportSectionKeys): Set<ReportSection> {
  return new Set(ReportSectionKeys.filter((section) => chosen.includes(section) && (edition === 'workProduct' || !WorkProductOnlySections.includes(section))));
}
