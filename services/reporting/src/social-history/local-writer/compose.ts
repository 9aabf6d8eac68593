import type { CaseRecord, SourcedAnswer } from '../../reports/case-record/case-record.js';
import { inSentence } from '../../reports/case-analysis/facts.js';
import { usPeriodDate } from '../../reports/case-analysis/life-dates.js';
import { usDate } from '../../reports/mitigation-report/us-dates.js';
import { answerKey } from '../history-sources.js';
import type { NarrativeParagraph, NarrativeSentence } from '../narrative.js';
import { agreeing, capitalised, type Narrator } from '../narrator.js';

/**
 * What a section's rules write with: the record, the narrator, and sentences made of answers. A sentence
 * is made only when every answer it needs was given, cites exactly those answers, and quotes free text as
 * the client wrote it (never rewritten: the grammar of the narrator's own words is the rules' only).
 */
export class Composer {
  private quotes = 0;

  constructor(
    readonly record: CaseRecord,
    readonly narrator: Narrator,
    private readonly languages: ReadonlyMap<string, string> = new Map(),
  ) {}

  answer(page: string, key: string): SourcedAnswer | undefined {
    return this.record.answer(page, key);
  }

  value(page: string, key: string): string | null {
    return this.record.value(page, key);
  }

  is(page: string, key: string, ...values: string[]): boolean {
    const value = this.value(page, key);
    return value !== null && values.includes(value);
  }

  checked(page: string, key: string): string[] {
    return this.record.checked(page, key);
  }

  /** The narrator's name ("Mr. Tillman"), or the pronoun as subject ("he", capitalised at a sentence's start with `Cap`). */
  get name() {
    return this.narrator.name;
  }
  get he() {
    return this.narrator.subject;
  }
  get He() {
    return capitalised(this.narrator.subject);
  }
  get his() {
    return this.narrator.possessive;
  }
  get His() {
    return capitalised(this.narrator.possessive);
  }
  get him() {
    return this.narrator.object;
  }

  /** The present tense agreeing with the client as subject: `v('report')` -> "reports" (he) or "report" (they). */
  v(infinitive: string): string {
    return agreeing(this.narrator, infinitive);
  }

  /** The client's name with the verb in the present tense agreeing with it (one person, whatever the pronoun): "Marcus Tillman reports". */
  byName(infinitive: string): string {
    return `${this.name} ${agreeing({ subject: 'he' }, infinitive)}`;
  }

  /** "was" or "were". */
  get was() {
    return this.narrator.subject === 'they' ? 'were' : 'was';
  }

  /** "has" or "have". */
  get has() {
    return this.narrator.subject === 'they' ? 'have' : 'has';
  }

  /** "is" or "are". */
  get is_() {
    return this.narrator.subject === 'they' ? 'are' : 'is';
  }

  /** A sentence citing `answers`, or undefined when one of them was not given. */
  sentence(text: string, ...answers: (SourcedAnswer | undefined)[]): NarrativeSentence | undefined {
    if (answers.length === 0 || answers.some((answer) => answer === undefined)) return undefined;
    return { text: finished(text), sources: [...new Set((answers as SourcedAnswer[]).map(answerKey))] };
  }

  /** The client's free text quoted after `lead` ("Of his father, Mr. Tillman writes,"): his words as written. */
  quote(lead: string, answer: SourcedAnswer | undefined): NarrativeSentence | undefined {
    if (!answer) return undefined;
    const language = this.languages.get(answer.source.pageKey);
    return this.sentence(`${lead} ${quotation(answer.value)}${language ? ` (in ${language})` : ''}`, answer);
  }

  /** A free-text answer quoted with a reporting verb that varies ("Mr. Tillman writes, “…”", "He adds, “…”"). */
  said(answer: SourcedAnswer | undefined, about = ''): NarrativeSentence | undefined {
    if (!answer) return undefined;
    const verb = SAYING[this.quotes++ % SAYING.length];
    const who = this.quotes === 1 || about ? this.byName(verb) : `${this.He} ${this.v(verb)}`;
    return this.quote(`${about ? `${capitalised(about)}, ` : ''}${capitalised(who)},`, answer);
  }

  /** The options checked, as prose: "trouble reading, trouble paying attention, and an adult to watch him" (see `optionInProse`). */
  options(answer: SourcedAnswer | undefined): string {
    if (!answer) return '';
    return OPTION_LIST.format(this.named(answer).map((option) => this.yourAsClient(optionInProse(option))));
  }

  /** The people checked (the adults who raised the client), as prose: "his mother, a grandparent, and an older brother or sister"; "" when none is named. */
  people(answer: SourcedAnswer | undefined): string {
    if (!answer) return '';
    const named = this.named(answer).map((option) => {
      const person = option.toLowerCase();
      if (PARENTS.has(person)) return `${this.his} ${person}`;
      return PERSON_PHRASES[person] ?? (UNCOUNTED_PEOPLE.has(person) ? inSentence(option) : `${/^[aeiou]/.test(person) ? 'an' : 'a'} ${inSentence(option)}`);
    });
    return OPTION_LIST.format(named);
  }

  /**
   * Things that happened to the client, each a clause of "he …": "was hit, kicked or beaten by a family member,
   * saw someone killed or badly hurt, and experienced a bad car crash or accident"; "" when none is named.
   */
  happenings(answer: SourcedAnswer | undefined): string {
    if (!answer) return '';
    const clauses = this.named(answer).map((option) => {
      const words = this.yourAsClient(optionInProse(option));
      const first = words.split(/[\s,]/)[0];
      if (PASSIVE_HAPPENINGS.has(first)) return `${this.was} ${words}`;
      return ACTIVE_HAPPENINGS.has(first) ? words : `experienced ${words}`;
    });
    return OPTION_LIST.format(clauses);
  }

  /** Reasons checked, each after "because": "because he was kicked out, because of problems at home, and because school was too hard"; "" when none is named. */
  reasons(answer: SourcedAnswer | undefined): string {
    if (!answer) return '';
    const clauses = this.named(answer).map((option) => {
      if (/^I\b/.test(option)) return `because ${option.replace(/^I was\b/, `${this.he} ${this.was}`).replace(/^I\b/, this.he)}`;
      const words = this.yourAsClient(inSentence(option));
      return /\b(was|were|is|are|had|did)\b/.test(words) ? `because ${words}` : `because of ${words}`;
    });
    return OPTION_LIST.format(clauses);
  }

  /** The options checked that name something ("None of these", "Other" left out). */
  private named(answer: SourcedAnswer): string[] {
    return this.record.checked(answer.source.pageKey, answer.source.questionKey).filter((option) => !NAMES_NOTHING.has(option.toLowerCase()));
  }

  /** An option's "you" and "your" (the questionnaire's, addressing the client) as the narrator's: "an adult to watch him", "feeling sick when he stopped". */
  private yourAsClient(option: string): string {
    return option
      .replace(/\byour\b/g, this.his)
      .replace(/\byou\b(?=\s*(?:[,.;:!?)]|$))/g, this.him)
      .replace(/\byou\b/g, this.he);
  }

  /** A date of a period, its month ("May 2004 to May 2008"), as the chronology writes it (`periodDateOf`). */
  month(answer: SourcedAnswer | undefined): string {
    return answer ? usPeriodDate(answer.value) : '';
  }

  /** A calendar date as US documents write it ("September 12, 1987"). */
  date(answer: SourcedAnswer | undefined): string {
    return answer ? usDate(answer.value) : '';
  }
}

const SAYING = ['write', 'recall', 'explain', 'add', 'say'];

const OPTION_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Items joined as English joins them: "a", "a and b", "a, b, and c". */
export const inList = (items: readonly string[]) => OPTION_LIST.format(items);

/** Options that name nothing a list in prose could say ("he named none of these", "… and other"): "Other" has its own question for what it is. */
const NAMES_NOTHING = new Set(['other', 'none of these', 'none', 'nothing', 'not sure', 'prefer not to say', 'no one']);

/** Relatives the client's own ("his mother"); people of a kind no article goes with ("group home staff"); how others read in a list. */
const PARENTS = new Set(['mother', 'father']);
const UNCOUNTED_PEOPLE = new Set(['group home staff']);
const PERSON_PHRASES: Record<string, string> = { 'other adult': 'another adult' };

/** A happening checked: done to the client ("was shot or stabbed"), done by them ("saw someone killed"), else "experienced" it. */
const PASSIVE_HAPPENINGS = new Set([
  'hit',
  'shot',
  'stabbed',
  'threatened',
  'robbed',
  'attacked',
  'bullied',
  'forced',
  'hurt',
  'beaten',
  'abused',
  'assaulted',
  'kidnapped',
  'raped',
]);
const ACTIVE_HAPPENINGS = new Set(['saw', 'lost', 'witnessed', 'found']);

/**
 * A checked option inside the narrator's sentence: lower case ("trouble reading"), an acronym kept ("ADHD or
 * ADD"); an option in the client's own first person ("I was kicked out") is his words, so it stays quoted.
 */
export const optionInProse = (option: string) => (/\b(I|I'm|my|me)\b/.test(option) ? `“${/^I\b/.test(option) ? option : inSentence(option)}”` : inSentence(option));

/** The client's words in quotes, whitespace made single, ending with a stop inside the quotation. */
export function quotation(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  return `“${/[.!?…]$/.test(words) ? words : `${words}.`}”`;
}

/** A sentence ends with a stop: inside a closing quotation that has none ("he answered “Often.”"), else after. */
function finished(text: string): string {
  const trimmed = capitalised(text.replace(/\s+/g, ' ').trim());
  if (/[.!?…]”$/.test(trimmed)) return trimmed;
  if (trimmed.endsWith('”')) return `${trimmed.slice(0, -1)}.”`;
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as prose writes it: "three" for 3 (to twelve), else as given ("15", "3 that I remember"). */
export const counted = (value: string) => (/^\d+$/.test(value.trim()) && Number(value) < NUMBER_WORDS.length ? NUMBER_WORDS[Number(value)] : value);

/** A paragraph of the sentences that could be made (none: no paragraph). */
export function paragraph(...sentences: (NarrativeSentence | undefined)[]): NarrativeParagraph[] {
  const made = sentences.filter((sentence): sentence is NarrativeSentence => sentence !== undefined);
  return made.length > 0 ? [{ sentences: made }] : [];
}
