import type { Language } from './languages.js';
import { isAnswered, visibleQuestionKeys, type AnswerValues, type ConditionalQuestion } from './question-visibility.js';
import { SUPPORTER_SLOTS, SUPPORTERS_TEMPLATE_KEY, supporterSlotFields } from './supporters.js';
import { isOfferedIn } from './template-translations.js';
import type { TemplateTranslations } from './templates.js';

/**
 * Which questions of a page a client must answer (issue 33): one rule for the web's Next and the server's
 * finalize, so both always agree. Beside the questions' own rule (`unansweredRequiredQuestions`: shown,
 * required, not a Label):
 *
 * - a screen with no validated version in the client's language (`isOfferedIn`) asks nothing of them: it
 *   is shown in English and they may leave it, which the report then says;
 * - on the letters-of-support page a supporter's slot asks nothing until it is started (any of its names,
 *   relationship or contacts answered), so a client with nobody to name goes on; a started slot needs
 *   its names and relationship, and an email or a mobile number (both asked while neither is given).
 */

/** What the rule reads of a page's template. */
export interface PageToAnswer<Q extends ConditionalQuestion> {
  key: string;
  questions: readonly Q[];
  translations?: TemplateTranslations | null;
}

/** The keys of the questions a reader of `language` must answer on the page, given its answers so far. */
export function requiredQuestionKeys(template: PageToAnswer<ConditionalQuestion>, answers: AnswerValues, language: Language): Set<string> {
  if (!isOfferedIn(template, language)) return new Set();
  const visible = visibleQuestionKeys(template.questions, answers);
  const required = new Set(
    template.questions.filter((question) => question.isRequired && question.questionType !== 'Label' && visible.has(question.key)).map((question) => question.key),
  );
  if (template.key === SUPPORTERS_TEMPLATE_KEY) {
    for (let slot = 1; slot <= SUPPORTER_SLOTS; slot++) {
      const { names, contacts } = supporterSlotFields(slot);
      const fields = [...names, ...contacts];
      if (!fields.some((key) => isAnswered(answers, key))) fields.forEach((key) => required.delete(key));
      else if (!contacts.some((key) => isAnswered(answers, key))) contacts.filter((key) => visible.has(key)).forEach((key) => required.add(key));
    }
  }
  return required;
}

/** The page's questions a reader of `language` must still answer, in page order. */
export function missingAnswers<Q extends ConditionalQuestion>(template: PageToAnswer<Q>, answers: AnswerValues, language: Language): Q[] {
  const required = requiredQuestionKeys(template, answers, language);
  return template.questions.filter((question) => required.has(question.key) && !isAnswered(answers, question.key));
}
