import { CHECKBOX_SEPARATOR, type Question } from '../templates.js';

/**
 * Answers to every question of a page that a client could be shown, chosen to show as many as
 * possible: a list question takes the options later conditions ask for ("Yes" to "another?"), so every
 * slot opens. Values are what the type takes (a date as YYYY-MM-DD, an age or count as a number, an
 * email or phone in their formats); File and Label questions take none.
 */
export function fullAnswers(questions: readonly Question[]): Record<string, string> {
  const wanted = new Map<string, Set<string>>();
  for (const { conditionalFieldKey: key, conditionalOperator: operator, conditionalFieldValue: value } of questions) {
    if (key && operator === 'Equals' && value) wanted.set(key, (wanted.get(key) ?? new Set()).add(value));
  }
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const value = answerFor(question, [...(wanted.get(question.key) ?? [])]);
    if (value !== null) answers[question.key] = value;
  }
  return answers;
}

function answerFor({ key, questionType, options }: Question, wanted: string[]): string | null {
  const first = options?.[0] ?? '';
  switch (questionType) {
    case 'Label':
    case 'File':
      return null;
    case 'DatePicker':
      return '1988-04-12';
    case 'SelectList':
    case 'RadioButtonList':
      return wanted[0] ?? first;
    case 'CheckBoxList':
      return [...new Set([first, ...wanted])].join(CHECKBOX_SEPARATOR);
    default:
      return textFor(key);
  }
}

function textFor(key: string): string {
  if (/email/i.test(key)) return 'pat.okafor@example.org';
  if (/phone/i.test(key)) return '555-010-0123';
  if (/(^|_)age($|_)|Age($|_)|count|number|howMany|years/i.test(key)) return '16';
  return `An answer to ${key}.`;
}
