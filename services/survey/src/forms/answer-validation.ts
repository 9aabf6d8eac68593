import { AnswerLimits, AnswerMessages, CHECKBOX_SEPARATOR, Messages, type Answers, type Question } from '@app/contracts';
import { isCalendarDate } from '@app/platform';

const isBlank = (value: string) => value.trim() === '';

function tooLong(value: string, max: number, message: (n: number) => string = Messages.maxLength): string | undefined {
  return value.length > max ? message(max) : undefined;
}

/**
 * What is wrong with one answer to `question` (undefined: nothing); a blank answer is no answer.
 * `files`: the values of the files uploaded to the answer set.
 */
function valueProblem(question: Question, value: string, files: readonly string[]): string | undefined {
  if (isBlank(value)) return undefined;
  const options = question.options ?? [];
  switch (question.questionType) {
    case 'Label':
      return AnswerMessages.labelTakesNoAnswer;
    case 'Text':
      return tooLong(value, AnswerLimits.textLength);
    case 'Textarea':
      return tooLong(value, AnswerLimits.textareaLength, Messages.textareaMaxLength);
    case 'DatePicker':
      return isCalendarDate(value) ? undefined : AnswerMessages.invalidDate;
    case 'SelectList':
    case 'RadioButtonList':
      return options.includes(value) ? undefined : AnswerMessages.notAnOption;
    case 'CheckBoxList': {
      const chosen = value.split(CHECKBOX_SEPARATOR);
      if (chosen.some((option) => !options.includes(option))) return AnswerMessages.notAnOption;
      return new Set(chosen).size === chosen.length ? undefined : AnswerMessages.optionTwice;
    }
    case 'File':
      return tooLong(value, AnswerLimits.fileNameLength) ?? (files.includes(value) ? undefined : AnswerMessages.notAFileName);
  }
}

/**
 * Checks a page's answers against its questions (the template snapshot of the page): every key must
 * be a question of the page, every value fit its question's type; a File question takes the value of a
 * file uploaded to this answer set (`files`). Missing answers are fine (autosave saves partial pages;
 * required questions are checked at finalize).
 */
export function answerProblems(questions: readonly Question[], answers: Answers, files: readonly string[]): string[] {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  return Object.entries(answers).flatMap(([key, value]) => {
    const question = byKey.get(key);
    const problem = !question ? AnswerMessages.unknownQuestion : value === null ? undefined : valueProblem(question, value, files);
    return problem ? [`answers.${key}: ${problem}`] : [];
  });
}
