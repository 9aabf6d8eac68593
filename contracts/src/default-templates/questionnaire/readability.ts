import type { CreateTemplateRequest } from '../../templates.js';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/**
 * Readability of the questionnaire (issue 10: measured, not assumed), by the Flesch-Kincaid grade of
 * what a client reads. The formula needs counts of sentences, words and syllables; this is how they
 * are counted:
 * - a word is a run of letters, with an apostrophe or hyphen inside it ("don't", "step-parent": one
 *   word); digits are not words (a slot's number or "988" has no syllables to count);
 * - a sentence ends at ".", "!" or "?" before a space or the end of the text, and the words after the
 *   last such end are a sentence too (a label like "First name" is one sentence);
 * - syllables are the `syllable` package's count for each word.
 */

const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;
const SENTENCE_END = /[.!?]+(?=\s|$)/;
const LETTER = /\p{L}/u;

export type TextCounts = {
  sentence: number;
  word: number;
  syllable: number;
};

export function countsOf(text: string): TextCounts {
  const words = text.match(WORD) ?? [];
  const sentences = text.split(SENTENCE_END).filter((part) => LETTER.test(part));
  return { sentence: Math.max(sentences.length, 1), word: words.length, syllable: words.reduce((sum, word) => sum + syllable(word), 0) };
}

export const gradeOf = (text: string): number => fleschKincaid(countsOf(text));

/**
 * Every text a client reads on the pages: titles, page descriptions, question labels and descriptions
 * (not the options). Each distinct text once, a slot's number left out (slot n's labels differ only in
 * n), so the many repeated slots do not outweigh the rest.
 */
export function clientTexts(templates: readonly CreateTemplateRequest[]): string[] {
  const texts = templates.flatMap((template) => [template.title, template.description, ...template.questions.flatMap((question) => [question.label, question.description])]);
  const distinct = new Map<string, string>();
  for (const text of texts) {
    if (text?.trim()) distinct.set(text.replace(/\d+/g, 'N'), text);
  }
  return [...distinct.values()];
}

/** The nearest-rank percentile: the smallest value with at least p% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(Math.ceil((p / 100) * sorted.length) - 1, 0)];
}
