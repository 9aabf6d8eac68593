import type { ConditionalQuestion } from './question-visibility.js';

/** A question for the rules' tests: a Text question, optional, without a condition, unless `more` says otherwise. */
export const testQuestion = (key: string, more: Partial<ConditionalQuestion> = {}): ConditionalQuestion => ({
  key,
  questionType: 'Text',
  isRequired: false,
  conditionalFieldKey: null,
  conditionalFieldValue: null,
  conditionalOperator: null,
  ...more,
});
