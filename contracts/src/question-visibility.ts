import { CHECKBOX_SEPARATOR, type Question } from './templates.js';

/**
 * Which questions of a page are shown, and which shown ones still need an answer (spec 02 §4 and §5):
 * one rule for the server's finalize and the web's form, so both always agree.
 *
 * - A question with a condition (`conditionalFieldKey` and `conditionalOperator` both set) is shown
 *   only when the controlling question's answer matches: `Equals` the value, `NotEquals` it (no
 *   answer counts as not equal), or `NotNullAndNotEquals` (answered, and not the value).
 * - For a CheckBoxList controlling question, "the answer is the value" means one of its chosen
 *   options is the value.
 * - A question whose controlling question is hidden is hidden too (its answer is left over from an
 *   earlier choice). An unknown operator, or a controlling key that is not an earlier question of
 *   the page, leaves the question shown.
 * - Answers are compared trimmed and case-sensitively; a blank answer is no answer.
 */

/** A page's answers: question key -> value (null or absent: no answer). */
export type AnswerValues = Readonly<Record<string, string | null | undefined>>;

/** What the rule reads of a question; the operator is any text, as a stored template might hold one this code does not know. */
export type ConditionalQuestion = Pick<Question, 'key' | 'questionType' | 'isRequired' | 'conditionalFieldKey' | 'conditionalFieldValue'> & {
  conditionalOperator?: string | null;
};

const answerOf = (answers: AnswerValues, key: string): string | null => {
  const value = Object.hasOwn(answers, key) ? answers[key] : null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

export const isAnswered = (answers: AnswerValues, key: string): boolean => answerOf(answers, key) !== null;

function conditionHolds(operator: string, controlling: ConditionalQuestion, answer: string | null, expected: string | null | undefined): boolean {
  const wanted = expected?.trim() ?? '';
  const chosen = answer === null ? [] : controlling.questionType === 'CheckBoxList' ? answer.split(CHECKBOX_SEPARATOR).map((part) => part.trim()) : [answer];
  const matches = wanted === '' ? answer === null : chosen.includes(wanted);
  switch (operator) {
    case 'Equals':
      return matches;
    case 'NotEquals':
      return !matches;
    case 'NotNullAndNotEquals':
      return answer !== null && !matches;
    default:
      return true;
  }
}

/** The keys of the page's questions that are shown, in page order. */
export function visibleQuestionKeys(questions: readonly ConditionalQuestion[], answers: AnswerValues): Set<string> {
  const visible = new Set<string>();
  const earlier = new Map<string, ConditionalQuestion>();
  for (const question of questions) {
    const { conditionalFieldKey: key, conditionalOperator: operator } = question;
    const controlling = key ? earlier.get(key) : undefined;
    const shown =
      !key ||
      !operator ||
      !controlling ||
      (visible.has(controlling.key) && conditionHolds(operator, controlling, answerOf(answers, controlling.key), question.conditionalFieldValue));
    if (shown) visible.add(question.key);
    if (!earlier.has(question.key)) earlier.set(question.key, question);
  }
  return visible;
}

/** Required questions that are shown and have no answer, in page order (a hidden question is never required; a Label takes no answer). */
export function unansweredRequiredQuestions<Q extends ConditionalQuestion>(questions: readonly Q[], answers: AnswerValues): Q[] {
  const visible = visibleQuestionKeys(questions, answers);
  return questions.filter((question) => question.isRequired && question.questionType !== 'Label' && visible.has(question.key) && !isAnswered(answers, question.key));
}
