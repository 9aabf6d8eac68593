import { CaseDetailAnswers, caseDetailsWithAnswers, CHECKBOX_SEPARATOR, ClientFacts, DEFAULT_LANGUAGE, isAnswered, isOfferedIn, LanguageNames, score, visibleQuestionKeys, type Answers, type FormPage, type Question } from '@app/contracts';
import type { AnswerSetRow, ClientRow, FormRow } from '../../reporting-database.js';
import { CaseRecord } from '../case-record/case-record.js';
import { atAGlanceOf } from '../case-analysis/at-a-glance.js';
import { chronologyOf } from '../case-analysis/chronology.js';
import { familyOf } from '../case-analysis/family.js';
import { recordsAndPeopleOf } from '../case-analysis/records-and-people.js';
import { usDate } from '../mitigation-report/us-dates.js';
import type { CaseDetails, QuestionAnswer, ReportAnswer, ReportEdition, ReportLetter, ReportModel, ReportScreen } from '../mitigation-report/report-model.js';

/** A page's answers as opened for a report; with a variant, `originalAnswers` are the client's own (`answers` hold the rewritten ones in their place). */
export type OpenedAnswerSet = Pick<AnswerSetRow, 'page_id' | 'language'> & { answers: Answers; originalAnswers?: Answers };

export interface ReportSources {
  /** `language`: the client's (absent: English). */
  form: Pick<FormRow, 'pages' | 'status' | 'completed'> & Partial<Pick<FormRow, 'language'>>;
  /** `caseDetails`: as the attorney saved them (absent or null: none saved, the answers alone). */
  client: Pick<ClientRow, 'first_name' | 'last_name' | 'subscriber_display_name'> & { caseDetails?: CaseDetails | null };
  answerSets: OpenedAnswerSet[];
  /** The client's signed letters. */
  letters: ReportLetter[];
  /** An AI-adjusted variant's title and label (its rewritten answers are in `answerSets` already). */
  variant?: ReportModel['variant'];
  /** YYYY-MM-DD */
  date: string;
  /** Which edition (default: the attorney's work product). */
  edition?: ReportEdition;
}

/**
 * The report's contents from the read model: each page's shown questions that have an answer (a
 * Label takes none), and each screen scored by the one engine with the client's gender and age, and
 * whether it was offered in the client's language (issue 33: one that was not, left blank, was not taken).
 */
export function reportModelOf({ form, client, answerSets, letters, variant = null, date, edition = 'workProduct' }: ReportSources): ReportModel {
  const answersByPage = new Map(answerSets.map((set) => [set.page_id, set.answers]));
  const answersOf = (page: FormPage): Answers => answersByPage.get(page.pageId) ?? {};
  const setsByPage = new Map(answerSets.map((set) => [set.page_id, set]));
  const noteOf = (page: FormPage) => {
    const set = setsByPage.get(page.pageId);
    return set ? (key: string) => languageNoteOf(set, key, variant !== null) : () => undefined;
  };
  const fact = ({ page: key, question }: { page: string; question: string }) => {
    const page = form.pages.find((candidate) => candidate.template.key === key);
    return page ? textOf(answersOf(page), question) : null;
  };
  const dateOfBirth = fact(ClientFacts.dateOfBirth);
  const gender = fact(ClientFacts.gender);
  const age = dateOfBirth ? wholeYearsBetween(dateOfBirth, date) : null;
  const language = form.language ?? DEFAULT_LANGUAGE;

  const pages = form.pages
    .filter((page) => !page.template.scoring)
    .map((page) => ({ title: page.template.subscriberTitle, answers: answeredQuestions(page, answersOf(page), noteOf(page)) }))
    .filter((page) => page.answers.length > 0);
  const screens = form.pages.flatMap((page): ReportScreen[] => {
    const { scoring, instrument, questions, subscriberTitle } = page.template;
    if (!scoring) return [];
    const answers = answersOf(page);
    const visible = visibleQuestionKeys(questions, answers);
    const offered = isOfferedIn(page.template, language);
    return [
      {
        title: subscriberTitle,
        instrument: scoring.instrument,
        citation: instrument?.citation ?? scoring.citation,
        licence: instrument?.licence ?? scoring.licence,
        sourceUrl: instrument?.sourceUrl ?? null,
        note: scoring.note ?? null,
        items: questions
          .filter((question) => question.questionType !== 'Label' && visible.has(question.key))
          .map((question) => ({ question: question.label, answer: isAnswered(answers, question.key) ? answerOf(question, answers[question.key]!) : null })),
        notOfferedIn: offered ? null : LanguageNames[language].english,
        result: score(scoring, answers, { gender, age }, { offered }),
      },
    ];
  });

  const record = new CaseRecord(form.pages, answersOf);
  const analysed = { record, screens, letters, date, formPages: form.pages, edition };
  return {
    edition,
    caseDetails: caseDetailsOf(record, client.caseDetails ?? null),
    atAGlance: atAGlanceOf(analysed),
    chronology: chronologyOf(record, { date, edition }),
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
    pages,
    screens,
    letters,
    variant,
  };
}

/** The case: the attorney's details where saved, else the client's Current Case answers (as the client view shows them). */
function caseDetailsOf(record: CaseRecord, attorney: CaseDetails | null): CaseDetails {
  return caseDetailsWithAnswers(attorney, (question) => record.value(CaseDetailAnswers.page, question));
}

function answeredQuestions({ template }: FormPage, answers: Answers, noteOf: (key: string) => string | undefined): QuestionAnswer[] {
  const { questions, key: pageKey, subscriberTitle: page } = template;
  const visible = visibleQuestionKeys(questions, answers);
  return questions
    .filter((question) => question.questionType !== 'Label' && visible.has(question.key) && isAnswered(answers, question.key))
    .map((question) => {
      const answer = answerOf(question, answers[question.key]!);
      const note = FREE_TEXT.has(question.questionType) && answer.kind === 'text' ? noteOf(question.key) : undefined;
      const source = { pageKey, page, questionKey: question.key, question: question.label };
      return { question: question.label, answer: note ? { ...answer, languageNote: note } : answer, source };
    });
}

const FREE_TEXT = new Set<Question['questionType']>(['Text', 'Textarea']);

/**
 * What the report says of a free-text answer given in another language than English (issue 15): as
 * written in the raw report; in a variant, translated when the adjuster rewrote it, else left as written
 * (the offline adjuster does not translate).
 */
export function languageNoteOf(set: Pick<OpenedAnswerSet, 'language' | 'answers' | 'originalAnswers'>, key: string, isVariant: boolean): string | undefined {
  if (set.language === DEFAULT_LANGUAGE) return undefined;
  const language = LanguageNames[set.language].english;
  if (!isVariant) return `answered in ${language}`;
  return set.originalAnswers && set.originalAnswers[key] !== set.answers[key] ? `translated from ${language}` : `answered in ${language}, left as written`;
}

function answerOf(question: Question, value: string): ReportAnswer {
  const text = value.trim();
  switch (question.questionType) {
    case 'CheckBoxList':
      return { kind: 'list', items: text.split(CHECKBOX_SEPARATOR).map((option) => option.trim()) };
    case 'File':
      // A file answer is `<file id>/<name>`.
      return { kind: 'file', name: text.slice(text.indexOf('/') + 1) };
    case 'DatePicker':
      return { kind: 'text', text: usDate(text) };
    default:
      return { kind: 'text', text };
  }
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
