import { when, yesNo, type Condition, type QuestionEntry } from './questions.js';

/**
 * A list as numbered slots (the question types have no repeater): slot 1 shows with the list, and
 * slot n > 1 shows when its "another?" question is Yes, a question shown only while slot n - 1 is (a
 * question whose controlling question is hidden is hidden), so answering No hides every slot after it.
 */
export interface NumberedSlots {
  /** The most slots the list holds. */
  count: number;
  /** The key of slot n's "another?" question (n > 1). */
  anotherKey: (slot: number) => string;
  /** Its label: "Do you want to add another job?", and its report label: "Another job" (the report leaves it out: it only opens the next slot). */
  anotherLabel: string;
  anotherReportLabel: string;
  /**
   * The questions of slot n. One without a condition shows with its slot; one with a condition must
   * name an earlier question of the same slot (so it is hidden with its slot).
   */
  questions: (slot: number) => QuestionEntry[];
  /** When the list (its slot 1) shows; absent: always. */
  shownWhen?: Condition;
}

export function numberedSlots({ count, anotherKey, anotherLabel, anotherReportLabel, questions, shownWhen }: NumberedSlots): QuestionEntry[] {
  return Array.from({ length: count }, (_, index) => index + 1).flatMap((slot) => {
    const slotShownWhen = slot === 1 ? shownWhen : when(anotherKey(slot), 'Yes');
    const anotherShownWhen = slot === 2 ? shownWhen : when(anotherKey(slot - 1), 'Yes');
    const another = slot === 1 ? [] : [yesNo(anotherKey(slot), anotherLabel, anotherReportLabel, anotherShownWhen)];
    const withSlot = (question: QuestionEntry) => (question.conditionalFieldKey || !slotShownWhen ? question : { ...question, ...slotShownWhen });
    return [...another, ...questions(slot).map(withSlot)];
  });
}

/** The key of a slot's question: `job_2_employer`. */
export const slotKey = (list: string, slot: number, field: string) => `${list}_${slot}_${field}`;

/**
 * Numbered slots of one list, keyed `slotKey(list, n, field)`, that ask "Do you want to add another
 * <one>?" (in the report: "Another <one>") before each slot after the first.
 */
export const listSlots = (list: string, one: string, slots: Pick<NumberedSlots, 'count' | 'questions' | 'shownWhen'>): QuestionEntry[] =>
  numberedSlots({ ...slots, anotherKey: (slot) => slotKey(list, slot, 'add'), anotherLabel: `Do you want to add another ${one}?`, anotherReportLabel: `Another ${one}` });
