import nlp from 'compromise';
import type { CaseRecord } from '../reports/case-record/case-record.js';

/** How the narrative names the client: a title and surname, and pronouns, from the client's own answers. */
export interface Narrator {
  /** "Mr. Tillman" (Male), "Ms. Tillman" (Female), else the full name ("Sam Rivera"), the client's own name for themselves. */
  name: string;
  firstName: string;
  subject: 'he' | 'she' | 'they';
  object: 'him' | 'her' | 'them';
  possessive: 'his' | 'her' | 'their';
  /** The words the narrator may use without a source: the client's names and title. */
  names: string[];
}

/**
 * The narrator of a client: the title and pronouns follow About You's gender ("they" and the full name for
 * any other answer, or none); the names the client gave there, else the invitation's.
 */
export function narratorOf(record: CaseRecord, invited: { first_name: string | null; last_name: string | null }): Narrator {
  const firstName = record.value('AboutYou', 'firstName') ?? invited.first_name ?? '';
  const lastName = record.value('AboutYou', 'lastName') ?? invited.last_name ?? '';
  const gender = record.value('AboutYou', 'gender');
  const names = [firstName, lastName, record.value('AboutYou', 'middleName') ?? '', invited.first_name ?? '', invited.last_name ?? ''].filter(Boolean);
  if (gender === 'Male') return { name: `Mr. ${lastName}`, firstName, subject: 'he', object: 'him', possessive: 'his', names };
  if (gender === 'Female') return { name: `Ms. ${lastName}`, firstName, subject: 'she', object: 'her', possessive: 'her', names };
  return { name: `${firstName} ${lastName}`.trim(), firstName, subject: 'they', object: 'them', possessive: 'their', names };
}

const presentTenses = new Map<string, string>();

/** The verb in the present tense agreeing with the narrator's pronoun as subject: "report" -> "reports" (he, she), "report" (they). */
export function agreeing(narrator: Pick<Narrator, 'subject'>, infinitive: string): string {
  if (narrator.subject === 'they') return infinitive === 'is' ? 'are' : infinitive === 'has' ? 'have' : infinitive;
  if (infinitive === 'be') return 'is';
  if (infinitive === 'have') return 'has';
  let present = presentTenses.get(infinitive);
  if (present === undefined) {
    const [conjugated] = nlp(`he will ${infinitive}`).verbs().conjugate() as { PresentTense?: string }[];
    present = conjugated?.PresentTense ?? `${infinitive}s`;
    presentTenses.set(infinitive, present);
  }
  return present;
}

/** A sentence's first letter in capital. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
