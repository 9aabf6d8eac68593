import {
  type Adjuster,
  CaseDetailAnswers,
  caseDetailsWithAnswers,
  ClientFacts,
  DEFAULT_LANGUAGE,
  isAnswered,
  LanguageNames,
  type Answers,
  type FormPage,
  type ReportSection,
} from '@app/contracts';
import type { AnswerSetRow, ClientRow, FormRow } from '../../reporting-database.js';
import { CaseRecord } from '../case-record/case-record.js';
import { atAGlanceOf } from '../case-analysis/at-a-glance.js';
import { chronologyOf } from '../case-analysis/chronology.js';
import { familyOf } from '../case-analysis/family.js';
import { recordsAndPeopleOf } from '../case-analysis/records-and-people.js';
import { answersIn, omissionOf, sectionsOf } from '../editions.js';
import type { WrittenSection } from '../../social-history/social-history.js';
import type { CaseDetails, ReportEdition, ReportLetter, ReportModel, ReportNarrative } from '../mitigation-report/report-model.js';
import { answeredPagesOf } from './answered-pages.js';
import { screensOf } from './report-screens.js';

/** A page's answers as opened for a report. */
export type OpenedAnswerSet = Pick<AnswerSetRow, 'page_id' | 'language'> & { answers: Answers };

export interface ReportSources {
  /** `language`: the client's (absent: English). */
  form: Pick<FormRow, 'pages' | 'status' | 'completed'> & Partial<Pick<FormRow, 'language'>>;
  /** `caseDetails`: as the attorney saved them (absent or null: none saved, the answers alone). */
  client: Pick<ClientRow, 'first_name' | 'last_name' | 'subscriber_display_name'> & { caseDetails?: CaseDetails | null };
  answerSets: OpenedAnswerSet[];
  /** The client's signed letters. */
  letters: ReportLetter[];
  /** An AI-adjusted variant's title and label, and the narrative its run wrote (printed in place of the answered pages). */
  variant?: ReportModel['variant'];
  narrative?: { person: Adjuster; sections: WrittenSection[] } | null;
  /** YYYY-MM-DD */
  date: string;
  /** The attorney's time zone (IANA, issue 36): the letters' signatures are dated and timed in it (default UTC). */
  timeZone?: string;
  /** Which edition (default: the attorney's work product). */
  edition?: ReportEdition;
  /** The sections the attorney chose (default: every section of the edition). */
  sections?: readonly ReportSection[];
}

/**
 * The report's contents from the read model: each page's shown questions that have an answer (a
 * Label takes none), and each screen scored by the one engine with the client's gender and age, and
 * whether it was offered in the client's language (issue 33: one that was not, left blank, was not taken).
 */
export function reportModelOf({
  form,
  client,
  answerSets,
  letters,
  variant = null,
  narrative = null,
  date,
  timeZone,
  edition = 'workProduct',
  sections,
}: ReportSources): ReportModel {
  const answersByPage = new Map(answerSets.map((set) => [set.page_id, set.answers]));
  const answersOf = (page: FormPage): Answers => answersByPage.get(page.pageId) ?? {};
  const setsByPage = new Map(answerSets.map((set) => [set.page_id, set]));
  const noteOf = (page: FormPage) => {
    const set = setsByPage.get(page.pageId);
    return set ? (_key: string) => languageNoteOf(set) : () => undefined;
  };
  const fact = ({ page: key, question }: { page: string; question: string }) => {
    const page = form.pages.find((candidate) => candidate.template.key === key);
    return page ? textOf(answersOf(page), question) : null;
  };
  const dateOfBirth = fact(ClientFacts.dateOfBirth);
  const gender = fact(ClientFacts.gender);
  const age = dateOfBirth ? wholeYearsBetween(dateOfBirth, date) : null;
  const language = form.language ?? DEFAULT_LANGUAGE;

  // What the edition leaves out, no part of the report reads; what it does not print, no statement cites (editions.ts).
  const record = new CaseRecord(
    form.pages,
    (page) => answersIn(edition, answersOf(page)),
    (source, scored) => !omissionOf(edition, source, scored),
  );
  const printed = sectionsOf(edition, sections);
  const pages = printed.has('answers') && !narrative ? answeredPagesOf(form.pages, record, (page, key) => noteOf(page)(key)) : [];
  const screens = screensOf(form.pages, answersOf, { gender, age }, language, { edition, withItems: printed.has('screenItems') });
  const analysed = { record, screens, letters, date, formPages: form.pages, edition };
  return {
    edition,
    sections: printed,
    caseDetails: caseDetailsOf(record, client.caseDetails ?? null),
    atAGlance: atAGlanceOf(analysed),
    chronology: chronologyOf(record, { date }),
    family: familyOf(analysed),
    recordsAndPeople: recordsAndPeopleOf(analysed),
    client: {
      firstName: client.first_name ?? '',
      lastName: client.last_name ?? '',
      dateOfBirth,
      age,
      gender,
      formStatus: form.status,
      completed: form.completed ? new Date(form.completed).toISOString().slice(0, 10) : null,
    },
    attorney: client.caseDetails?.attorneyName ?? client.subscriber_display_name,
    date,
    ...(timeZone ? { timeZone } : {}),
    pages,
    screens,
    letters,
    variant,
    narrative: narrative && narrativeIn(edition, narrative),
  };
}

/** The case: the attorney's details where saved, else the client's Current Case answers (as the client view shows them). */
function caseDetailsOf(record: CaseRecord, attorney: CaseDetails | null): CaseDetails {
  return caseDetailsWithAnswers(attorney, (question) => record.value(CaseDetailAnswers.page, question));
}

/** What the report says of a free-text answer given in another language than English (issue 15). */
export function languageNoteOf(set: Pick<OpenedAnswerSet, 'language'>): string | undefined {
  return set.language === DEFAULT_LANGUAGE ? undefined : `answered in ${LanguageNames[set.language].english}`;
}

/**
 * A variant's narrative as `edition` prints it: in the court edition, no sentence citing an answer the edition
 * leaves out (issue 34's rules), and no phone number or email address written in any sentence.
 */
export function narrativeIn(edition: ReportEdition, { person, sections }: { person: Adjuster; sections: WrittenSection[] }): ReportNarrative {
  const dropped = sections.reduce((sum, section) => sum + section.dropped, 0);
  if (edition === 'workProduct') return { person, sections, dropped };
  const printed = (key: string, section: WrittenSection) => {
    const source = section.cited[key];
    return source !== undefined && (source.kind === 'letter' || omissionOf(edition, source, false) === null);
  };
  return {
    person,
    dropped,
    sections: sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs
        .map((paragraph) => ({
          sentences: paragraph.sentences
            .filter((sentence) => sentence.sources.every((key) => printed(key, section)))
            .map((sentence) => ({ ...sentence, text: answersIn(edition, { text: sentence.text }).text! })),
        }))
        .filter((paragraph) => paragraph.sentences.length > 0),
    })),
  };
}

const textOf = (answers: Answers, key: string): string | null => (isAnswered(answers, key) ? answers[key]!.trim() : null);

/** Whole years from one calendar date (YYYY-MM-DD) to another; null for a date that is not one. */
export function wholeYearsBetween(from: string, to: string): number | null {
  const [birth, on] = [from, to].map((date) => /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)?.slice(1).map(Number));
  if (!birth || !on) return null;
  const beforeBirthday = on[1] < birth[1] || (on[1] === birth[1] && on[2] < birth[2]);
  const years = on[0] - birth[0] - (beforeBirthday ? 1 : 0);
  return years >= 0 ? years : null;
}
