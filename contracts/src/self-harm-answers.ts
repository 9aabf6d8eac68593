import { visibleQuestionKeys, type AnswerValues, type ConditionalQuestion } from './question-visibility.js';

/**
 * The answers that say a client may be thinking of harming themselves (issue 33): PHQ-9's ninth item
 * ("Thoughts that you would be better off dead or of hurting yourself in some way") answered above "Not at
 * all", and Mental Health's "Have you had these thoughts in the past month?" (of killing themselves)
 * answered Yes. One rule for the client's page, which then shows the 988 Suicide & Crisis Lifeline at
 * once, and for survey, whose form tells the attorney (`Form.selfHarmConcern`).
 */
export const SELF_HARM_ANSWERS: readonly { templateKey: string; questionKey: string; values: readonly string[] }[] = [
  { templateKey: 'PHQ9', questionKey: 'phq9_9', values: ['Several days', 'More than half the days', 'Nearly every day'] },
  { templateKey: 'MentalHealth', questionKey: 'suicideThoughtsRecent', values: ['Yes'] },
];

/** The templates whose answers the rule reads. */
export const SELF_HARM_TEMPLATE_KEYS: readonly string[] = [...new Set(SELF_HARM_ANSWERS.map((answer) => answer.templateKey))];

/** The keys of the page's shown questions whose answers say so (none: the page raises nothing). */
export function selfHarmAnswerKeys(template: { key: string; questions: readonly ConditionalQuestion[] }, answers: AnswerValues): string[] {
  const watched = SELF_HARM_ANSWERS.filter((answer) => answer.templateKey === template.key);
  if (watched.length === 0) return [];
  const visible = visibleQuestionKeys(template.questions, answers);
  return watched.filter(({ questionKey, values }) => visible.has(questionKey) && values.includes(answers[questionKey]?.trim() ?? '')).map(({ questionKey }) => questionKey);
}
