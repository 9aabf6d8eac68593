import { CHECKBOX_SEPARATOR, SUPPORTER_SLOTS, supporterSlotKeys, type FormPage, type Question } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { AnswerSlot, QuestionAnswer, ReportAnswer, ReportPage } from '../mitigation-report/report-model.js';
import { usDate } from '../mitigation-report/us-dates.js';

/**
 * The answered pages as the report prints them (issue 34, item 7): each page's answers the case record holds
 * (shown, answered, printed in this edition), by their report labels, without the form's navigation (a
 * numbered list's "Do you want to add another job?"), each answer of a numbered list marked with its row
 * and column for the list's table. Screens are not among them (the report's screens section has them).
 */
export function answeredPagesOf(pages: readonly FormPage[], record: CaseRecord, languageNoteOf: (page: FormPage, key: string) => string | undefined): ReportPage[] {
  return pages
    .filter((page) => !page.template.scoring)
    .map((page) => ({
      title: page.template.subscriberTitle,
      answers: record
        .answersOf(page.template.key)
        .filter(({ source }) => !isNavigation(source.questionKey))
        .map((sourced) => questionAnswerOf(sourced, languageNoteOf(page, sourced.source.questionKey))),
    }))
    .filter((page) => page.answers.length > 0);
}

function questionAnswerOf({ value, questionType, source }: SourcedAnswer, languageNote: string | undefined): QuestionAnswer {
  const answer = answerOf(questionType, value);
  const slot = slotOf(source.questionKey, source.question);
  const written = FREE_TEXT.has(questionType);
  return {
    question: source.question,
    answer: languageNote && written && answer.kind === 'text' ? { ...answer, languageNote } : answer,
    source,
    written,
    ...(slot ? { slot } : {}),
  };
}

const FREE_TEXT = new Set<Question['questionType']>(['Text', 'Textarea']);

/** An answer as it reads: a checkbox list's options, a file's name, a date as US documents write it. */
export function answerOf(questionType: Question['questionType'], value: string): ReportAnswer {
  const text = value.trim();
  switch (questionType) {
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

/** A numbered list's question: `job_2_employer` (list `job`, slot 2), and the supporters' `supporter2Email`. */
const SLOT_KEY = /^([a-z][A-Za-z]*)_(\d+)_([A-Za-z0-9]+)$/;
const SUPPORTER_FIELDS = new Map(
  Array.from({ length: SUPPORTER_SLOTS }, (_, index) => index + 1).flatMap((slot) => {
    const { add, ...fields } = supporterSlotKeys(slot);
    return [[add, { slot, field: 'add' }] as const, ...Object.entries(fields).map(([field, key]) => [key, { slot, field }] as const)];
  }),
);

function slotKeyOf(questionKey: string): { list: string; slot: number; field: string } | null {
  const match = SLOT_KEY.exec(questionKey);
  if (match) return { list: match[1], slot: Number(match[2]), field: match[3] };
  const supporter = SUPPORTER_FIELDS.get(questionKey);
  return supporter ? { list: 'supporter', ...supporter } : null;
}

/** The form's navigation: a numbered list's "another?" question, which only opens the next slot. */
const isNavigation = (questionKey: string) => slotKeyOf(questionKey)?.field === 'add';

/**
 * Where a numbered list's answer sits in its table: the row is the slot ("Job 2"), the column the field
 * ("Employer"), read from the label "Job 2: Employer" (the client's label on a form made before report
 * labels, "Job 2: Where did you work?", splits the same way).
 */
function slotOf(questionKey: string, label: string): AnswerSlot | null {
  const key = slotKeyOf(questionKey);
  if (!key) return null;
  const at = label.indexOf(': ');
  const row = at > 0 ? label.slice(0, at) : `${key.list.charAt(0).toUpperCase()}${key.list.slice(1)} ${key.slot}`;
  return { list: key.list, row, column: at > 0 ? label.slice(at + 2) : label };
}
