import { AccountMessages } from './account.js';
import type { MessageRef } from './errors.js';
import { AnswerMessages, FileMessages } from './forms.js';
import { Messages } from './messages.js';
import { SupporterMessages } from './supporters.js';

/**
 * The catalogue of messages the services send to clients and supporters (issue 15), by key: an error
 * body names each of its messages by its key (`MessageKey`, `SubErrorKeys`), and the web shows the
 * message in the reader's language by that key, never by translating the English. The key is the
 * message's name in its group (`Messages.formCompleted` is `formCompleted`, `AnswerMessages.notAnOption`
 * is `answer.notAnOption`).
 */
const groups: Record<string, Record<string, string | ((...blanks: never[]) => string)>> = {
  '': Messages,
  'account.': AccountMessages,
  'answer.': AnswerMessages,
  'file.': FileMessages,
  'supporter.': SupporterMessages,
};

/** Every catalogued message without blanks, by key: what a text is looked up in. */
const byText = new Map<string, string>();
/** The messages with a number's blank (`Messages.minLength(n)`), each as the pattern its texts match. */
const patterns: { key: string; pattern: RegExp }[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SENTINEL = 918_273_645;

for (const [prefix, group] of Object.entries(groups)) {
  for (const [name, message] of Object.entries(group)) {
    const key = `${prefix}${name}`;
    if (typeof message === 'string') byText.set(message, key);
    else if (message.length === 1) {
      const sample = (message as (n: number) => string)(SENTINEL);
      if (sample.includes(String(SENTINEL))) patterns.push({ key, pattern: new RegExp(`^${escape(sample).replace(String(SENTINEL), '(-?\\d+)')}$`) });
    }
  }
}

/** The catalogued message `text` is, if it is one. */
export function messageRefOf(text: string): MessageRef | undefined {
  const key = byText.get(text);
  if (key) return { key };
  for (const { key: patternKey, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { key: patternKey, values: { n: Number(match[1]) } };
  }
  return undefined;
}

/** A SubError's field and message ("answers.age: This field is required"), the field null when it names none. */
export function subErrorParts(line: string): { field: string | null; message: string } {
  const match = /^([\w.[\]-]+): (.*)$/s.exec(line);
  return match ? { field: match[1], message: match[2] } : { field: null, message: line };
}
