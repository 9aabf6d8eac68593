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

export function systemPrompt(person: Person, pronouns: keyof typeof PRONOUN_WORDS): string {
  return [...COMMON, PERSON[person].replace('{pronouns}', PRONOUN_WORDS[pronouns])].join(' ');
}

export const userPrompt = (question: string, answer: string) => `Question: ${question}\nAnswer: ${answer}`;
