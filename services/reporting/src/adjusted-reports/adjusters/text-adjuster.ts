import type { Language } from '@app/contracts';

/** The two variants of the spec's Reports tab (spec 02 §2): the client's answers rewritten in the first or the third person. */
export const Persons = ['FirstPerson', 'ThirdPerson'] as const;
export type Person = (typeof Persons)[number];

/** The client's pronouns for a third-person rewrite, from the About You page's gender ("they" when not known). */
export type Pronouns = 'he' | 'she' | 'they';

/** One free-text answer to rewrite. Nothing here names the client: names and contacts are replaced before. */
export interface AnswerToAdjust {
  /** The question as the report shows it (context for the rewrite). */
  question: string;
  text: string;
  /** The language the client wrote it in: another than English is translated into English (issue 15). */
  language: Language;
}

export interface AdjustOptions {
  person: Person;
  pronouns: Pronouns;
}

/**
 * Rewrites one answer into the chosen person. Throws on a failure it could not recover from (the job
 * retries the answer later; an answer is never dropped).
 */
export interface TextAdjuster {
  /** How the report labels the variant, e.g. "AI-adjusted (OpenAI gpt-4.1-mini)" or "Adjusted offline by rules". */
  readonly label: string;
  adjust(answer: AnswerToAdjust, options: AdjustOptions): Promise<string>;
}

/** The Nest token of the service's adjuster (`textAdjusterFor(config)`). */
export const TEXT_ADJUSTER = Symbol('TextAdjuster');
