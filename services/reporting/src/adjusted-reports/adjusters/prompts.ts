import { DEFAULT_LANGUAGE, LanguageNames, type Language } from '@app/contracts';
import type { Person } from './text-adjuster.js';

/**
 * Every prompt sent to the AI provider. The answer goes without the client's identity (placeholders
 * such as [NAME_1] stand in; they must come back unchanged) and without any other answer.
 */
const COMMON = [
  'You edit answers that a person wrote about their own life for a report their criminal defense attorney will read.',
  'Rewrite the answer you are given into clear, plain, polished prose with correct spelling and grammar.',
  'Keep every fact and its meaning exactly; never add, guess, soften or leave out anything; keep dates, numbers and names as written.',
  'Keep every placeholder in square brackets, such as [NAME_1], exactly as it is.',
  'Reply with the rewritten answer only, with no preface, quotes or notes.',
];

const PERSON: Record<Person, string> = {
  FirstPerson: 'Write it in the first person, as the person speaking about themselves ("I", "my").',
  ThirdPerson: 'Write it in the third person, about the person ({pronouns}), never "I" or "my"; "we" and "our" about the person\'s family become "they" and "their".',
};

const PRONOUN_WORDS = { she: 'she, her', he: 'he, his', they: 'they, their' } as const;

/** An answer the client wrote in another language than English: the report is in English, for the court. */
const TRANSLATE = (language: string) => `The answer is written in ${language}: translate it faithfully into English as you rewrite it.`;

export function systemPrompt(person: Person, pronouns: keyof typeof PRONOUN_WORDS, language: Language = DEFAULT_LANGUAGE): string {
  const translate = language === DEFAULT_LANGUAGE ? [] : [TRANSLATE(LanguageNames[language].english)];
  return [...COMMON, PERSON[person].replace('{pronouns}', PRONOUN_WORDS[pronouns]), ...translate].join(' ');
}

export const userPrompt = (question: string, answer: string) => `Question: ${question}\nAnswer: ${answer}`;
