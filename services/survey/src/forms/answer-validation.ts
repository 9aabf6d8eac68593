import { AnswerLimits, AnswerMessages, CHECKBOX_SEPARATOR, Messages, type Answers, type Question } from '@app/contracts';
import { isCalendarDate } from '@app/platform';

const isBlank = (value: string) => value.trim() === '';
// A stored file's name: no folders, no control characters.
const FILE_NAME = /^[^/\\\u0000-\u001f\u007f]+$/;

function tooLong(value: string, max: number): string | undefined {
  return value.length > max ? Messages.maxLength(max) : undefined;
}

/** What is wrong with one answer to `question` (undefined: nothing); a blank answer is no answer. */
function valueProblem(question: Question, value: string): string | undefined {
  if (isBlank(value)) return undefined;
  const options = question.options ?? [];
  switch (question.questionType) {
    case 'Label':
      return AnswerMessages.labelTakesNoAnswer;
    case 'Text':
      return tooLong(value, AnswerLimits.textLength);
    case 'Textarea':
      return tooLong(value, AnswerLimits.textareaLength);
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
      // Uploads come with POST /api/answerSet/{id}/file; until then any file name is taken as the stored one.
      return tooLong(value, AnswerLimits.fileNameLength) ?? (FILE_NAME.test(value) ? undefined : AnswerMessages.notAFileName);
  }
}

/**
 * Checks a page's answers against its questions (the template snapshot of the page): every key must
 * be a question of the page, every value fit its question's type. Missing answers are fine (autosave
 * saves partial pages; required questions are checked at finalize).
 */
export function answerProblems(questions: readonly Question[], answers: Answers): string[] {
  const byKey = new Map(questions.map((question) => [question.key, question]));
  return Object.entries(answers).flatMap(([key, value]) => {
    const question = byKey.get(key);
    const problem = !question ? AnswerMessages.unknownQuestion : value === null ? undefined : valueProblem(question, value);
    return problem ? [`answers.${key}: ${problem}`] : [];
  });
}
