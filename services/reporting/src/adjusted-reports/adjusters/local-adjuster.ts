import nlp from 'compromise';
import { DEFAULT_LANGUAGE } from '@app/contracts';
import type { AdjustOptions, AnswerToAdjust, Pronouns, TextAdjuster } from './text-adjuster.js';

interface PronounSet {
  subject: string;
  object: string;
  possessive: string;
  possessivePronoun: string;
  reflexive: string;
  /** Contractions of the subject: 'm, 've, 'd, 'll */
  am: string;
  have: string;
  would: string;
  will: string;
}

const PRONOUN_SETS: Record<Pronouns, PronounSet> = {
  she: { subject: 'she', object: 'her', possessive: 'her', possessivePronoun: 'hers', reflexive: 'herself', am: "she's", have: "she's", would: "she'd", will: "she'll" },
  he: { subject: 'he', object: 'him', possessive: 'his', possessivePronoun: 'his', reflexive: 'himself', am: "he's", have: "he's", would: "he'd", will: "he'll" },
  they: { subject: 'they', object: 'them', possessive: 'their', possessivePronoun: 'theirs', reflexive: 'themselves', am: "they're", have: "they've", would: "they'd", will: "they'll" },
};

/** The first person plural is the client's family or friends with them: it becomes "they" whatever the client's pronouns. */
const PLURAL: Record<string, string> = {
  we: 'they',
  us: 'them',
  our: 'their',
  ours: 'theirs',
  ourselves: 'themselves',
  "we're": "they're",
  "we've": "they've",
  "we'd": "they'd",
  "we'll": "they'll",
};

/** Verbs after "I" whose third-person form is not the rule's (or that must not change). */
const AFTER_I_SINGULAR: Record<string, string> = { am: 'is', was: 'was', have: 'has', do: 'does', "don't": "doesn't", "haven't": "hasn't", "ain't": "isn't", "wasn't": "wasn't" };
const AFTER_I_PLURAL: Record<string, string> = { am: 'are', was: 'were', "wasn't": "weren't", "ain't": "aren't" };

const WORD = /[A-Za-z]+(?:['’][A-Za-z]+)?/g;

/**
 * The local adjuster (no AI, no network): the person changed by rules. ThirdPerson: I, me, my, mine,
 * myself become the client's pronouns, with the verb after "I" agreeing (compromise conjugates it; a
 * past tense or a modal stays), "we"/"our" the plural "they"/"their"; sentence starts keep their
 * capital ("Am I" asks "Is she"). FirstPerson: the answer as written, tidied (trimmed, a capital first letter, "i" as "I",
 * a full stop at the end).
 */
export class LocalAdjuster implements TextAdjuster {
  readonly label = 'Adjusted offline by rules, without AI';

  /** English rules only: an answer in another language is left as written (the report says so). */
  async adjust({ text, language }: AnswerToAdjust, { person, pronouns }: AdjustOptions): Promise<string> {
    if (language !== DEFAULT_LANGUAGE) return text;
    return person === 'ThirdPerson' ? toThirdPerson(text, pronouns) : tidied(text);
  }
}

export function tidied(text: string): string {
  const trimmed = text.trim().replace(/\bi\b/g, 'I');
  if (!trimmed) return trimmed;
  const capitalised = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?"”')]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

export function toThirdPerson(text: string, pronouns: Pronouns): string {
  const set = PRONOUN_SETS[pronouns];
  const words = [...text.matchAll(WORD)].map((match) => ({ start: match.index, end: match.index + match[0].length, word: match[0] }));
  const replaced = new Map<number, string>();
  words.forEach(({ word }, index) => {
    const lower = word.toLowerCase().replace('’', "'");
    const beforeI = words[index + 1]?.word === 'I' && (lower === 'am' || lower === "ain't") ? (pronouns === 'they' ? 'are' : 'is') : undefined;
    const replacement = beforeI ?? firstPersonWord(lower, set) ?? PLURAL[lower];
    if (replacement === undefined) return;
    replaced.set(index, replacement);
    if (lower === 'i') {
      const verb = verbAfter(words, index);
      if (verb !== undefined) {
        const agreed = agreeingVerb(words[verb].word.toLowerCase().replace('’', "'"), pronouns);
        if (agreed !== undefined) replaced.set(verb, agreed);
      }
    }
  });
  let out = '';
  let at = 0;
  words.forEach(({ start, end, word }, index) => {
    const replacement = replaced.get(index);
    if (replacement === undefined) return;
    out += text.slice(at, start) + withCase(replacement, word, startsSentence(text, start));
    at = end;
  });
  return out + text.slice(at);
}

function firstPersonWord(lower: string, set: PronounSet): string | undefined {
  switch (lower) {
    case 'i':
      return set.subject;
    case 'me':
      return set.object;
    case 'my':
      return set.possessive;
    case 'mine':
      return set.possessivePronoun;
    case 'myself':
      return set.reflexive;
    case "i'm":
      return set.am;
    case "i've":
      return set.have;
    case "i'd":
      return set.would;
    case "i'll":
      return set.will;
  }
}

const ADVERBS = new Set(['always', 'never', 'usually', 'often', 'sometimes', 'still', 'also', 'just', 'really', 'only', 'even', 'ever', 'actually', 'finally', 'rarely', 'barely', 'hardly', 'already', 'mostly', 'truly', 'honestly', 'definitely', 'probably', 'certainly']);

/** The index of the verb "I" is the subject of: the next word, past any adverbs. */
function verbAfter(words: { word: string }[], index: number): number | undefined {
  let next = index + 1;
  while (next < words.length && ADVERBS.has(words[next].word.toLowerCase())) next++;
  return next < words.length ? next : undefined;
}

const UNCHANGED_AFTER_I = new Set(['can', 'could', 'will', 'would', 'should', 'might', 'must', 'may', 'shall', 'did', "didn't", "can't", "couldn't", "won't", "wouldn't", "shouldn't", 'had', "hadn't", 'and', 'or']);

/** The verb as it agrees with the new subject, or undefined to leave it (a past tense, a modal, not a verb). */
function agreeingVerb(verb: string, pronouns: Pronouns): string | undefined {
  if (pronouns === 'they') return AFTER_I_PLURAL[verb];
  if (UNCHANGED_AFTER_I.has(verb)) return undefined;
  if (AFTER_I_SINGULAR[verb] !== undefined) return AFTER_I_SINGULAR[verb];
  const [conjugation] = nlp(`I ${verb}`).verbs().conjugate() as { Infinitive?: string; PresentTense?: string }[];
  if (!conjugation?.Infinitive || conjugation.Infinitive !== verb || !conjugation.PresentTense) return undefined;
  return conjugation.PresentTense;
}

/** At the start of the text or after a sentence's end (an opening quote or bracket may come between). */
function startsSentence(text: string, start: number): boolean {
  const before = text.slice(0, start).replace(/["“'‘(\s]+$/, '');
  return before === '' || /[.!?:]["”')]*$/.test(before);
}

function withCase(replacement: string, original: string, sentenceStart: boolean): string {
  const capital = sentenceStart || (original !== 'I' && original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase() && !/^I['’]/.test(original));
  return capital ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
}
