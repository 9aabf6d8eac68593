import type { CaseRecord, SourcedAnswer } from '../reports/case-record/case-record.js';
import type { ReportLetter } from '../reports/mitigation-report/report-model.js';
import { letterKey } from './history-sources.js';
import { ANY_OTHER_PAGE, ThirdPersonOutline, UNREAD_PAGES, type SectionOutline } from './outline.js';

/** A supporter's sentence, as written, with the letter it is from and where in it: its place among the letter's sentences and the line (paragraph) it is on. */
export interface LetterSentence {
  key: string;
  letterIndex: number;
  letter: ReportLetter;
  text: string;
  position: number;
  line: number;
}

/** What bears on one section: its answers (in the form's order) and its supporters' sentences. */
export interface SectionMaterial {
  outline: SectionOutline;
  answers: SourcedAnswer[];
  letters: LetterSentence[];
  /** The letters (by index) an earlier section already quotes: their writers need no introducing again. */
  lettersBefore: ReadonlySet<number>;
}

/**
 * Each answer in the one section that reads it (a question named by a section before its page named by
 * another), each letter's sentence in the section whose words it uses most (the first in life order on a
 * tie; a sentence with none of any section's words in the section of the sentence before it; a greeting or a
 * closing in none).
 */
export function materialOf(
  outline: readonly SectionOutline[],
  record: CaseRecord,
  letters: readonly ReportLetter[],
  screenPages: ReadonlySet<string> = new Set(),
): SectionMaterial[] {
  const claimedBy = new Map<string, string>();
  for (const section of outline) for (const read of section.reads) if (read.includes('.') && !claimedBy.has(read)) claimedBy.set(read, section.key);
  // The questionnaire's own pages are the social history's (either narrative reads only some of them): `*` takes an attorney's page.
  const readByName = new Set([...ThirdPersonOutline, ...outline].flatMap((section) => section.reads.map((read) => read.split('.')[0])));
  const anyOther = outline.find((section) => section.reads.includes(ANY_OTHER_PAGE))?.key;
  const sectionOf = ({ source }: SourcedAnswer): string | undefined =>
    claimedBy.get(`${source.pageKey}.${source.questionKey}`) ??
    outline.find((section) => section.reads.includes(source.pageKey))?.key ??
    (readByName.has(source.pageKey) || UNREAD_PAGES.includes(source.pageKey) || screenPages.has(source.pageKey) ? undefined : anyOther);
  const answers = new Map<string, SourcedAnswer[]>();
  for (const answer of record.allAnswers()) {
    const key = sectionOf(answer);
    if (key) answers.set(key, [...(answers.get(key) ?? []), answer]);
  }
  const sentences = new Map<string, LetterSentence[]>();
  const refersBack = pointsBack(record.value('AboutYou', 'gender'));
  letters.forEach((letter, letterIndex) => {
    // A sentence with no section's words goes on with the one before it ("That was not the Marcus I knew."), and so
    // does one speaking of others by a pronoun on the line ("He walked them to school."): quoted together.
    let previous: { key: string | undefined; line: number } | undefined;
    let position = 0;
    for (const [line, text] of letterLinesOf(letter.text).flatMap((sentences, line) => sentences.map((text) => [line, text] as const))) {
      const lower = text.toLowerCase();
      let best: { key: string; hits: number } | undefined;
      for (const section of outline) {
        const hits = section.letterWords.filter((word) => lower.includes(word)).length;
        if (hits > (best?.hits ?? 0)) best = { key: section.key, hits };
      }
      const key = previous?.key && previous.line === line && refersBack(text) ? previous.key : (best?.key ?? previous?.key);
      if (key) sentences.set(key, [...(sentences.get(key) ?? []), { key: letterKey(letterIndex), letterIndex, letter, text, position, line }]);
      previous = { key, line };
      position++;
    }
  });
  // A section's answers in the order its reads name them (a question named before its page's others).
  const orderIn = (section: SectionOutline, answer: SourcedAnswer) => {
    const named = section.reads.indexOf(`${answer.source.pageKey}.${answer.source.questionKey}`);
    const page = section.reads.indexOf(answer.source.pageKey);
    return named >= 0 ? named : page >= 0 ? section.reads.length + page : section.reads.indexOf(ANY_OTHER_PAGE);
  };
  const quoted = new Set<number>();
  return outline.map((section) => {
    const lettersBefore = new Set(quoted);
    for (const sentence of sentences.get(section.key) ?? []) quoted.add(sentence.letterIndex);
    return {
      outline: section,
      answers: (answers.get(section.key) ?? [])
        .map((answer, index) => ({ answer, index }))
        .sort((a, b) => orderIn(section, a.answer) - orderIn(section, b.answer) || a.index - b.index)
        .map(({ answer }) => answer),
      letters: sentences.get(section.key) ?? [],
      lettersBefore,
    };
  });
}

const PRONOUNS: Record<'he' | 'she' | 'they', string[]> = {
  he: ['he', 'him', 'his', 'himself'],
  she: ['she', 'her', 'hers', 'herself'],
  they: ['they', 'them', 'their', 'theirs', 'themselves'],
};

/**
 * A letter's sentence that speaks of someone other than the client by a pronoun ("He walked them to school."
 * of a man): whom it means is in the sentence before it. The client's own pronouns (About You's gender, as
 * the narrator's) mean the client.
 */
function pointsBack(gender: string | null): (sentence: string) => boolean {
  const client = gender === 'Male' ? 'he' : gender === 'Female' ? 'she' : 'they';
  const others = new Set((Object.keys(PRONOUNS) as (keyof typeof PRONOUNS)[]).filter((person) => person !== client).flatMap((person) => PRONOUNS[person]));
  return (sentence) =>
    sentence
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((word) => others.has(word));
}

/** A letter's sentences as written (stops kept), without its greeting and closing ("Your Honor,", "Sincerely,"). */
export const letterSentencesOf = (text: string): string[] => letterLinesOf(text).flat();

/** A letter's lines (its paragraphs), each its sentences, without its greeting and closing. */
function letterLinesOf(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !(/,$/.test(line) && line.split(/\s+/).length <= 4))
    .map((line) =>
      line
        .replace(/\b(Mr|Mrs|Ms|Dr|St)\./g, '$1\u0000')
        .split(/(?<=[.!?])\s+/)
        .map((sentence) => sentence.replace(/\u0000/g, '.').trim())
        .filter(Boolean),
    );
}

/** A writer saying who they are or why they write ("My name is…", "I am writing…"): nothing of the client a history would quote. */
export const isSelfIntroduction = (sentence: string) => /^(my name is|i am writing|i'm writing|i write (to|this|on))\b/i.test(sentence);

/** A writer saying how they know the client ("I have known him for…", "I was his…", "I hired…"): true, but no sentence to lead with. */
export const isAcquaintance = (sentence: string) =>
  /^(i have known|i've known|i (was|am|have been) (the|his|her|their|a|an|one) |i'm (the|his|her|their|a|an) |i (hired|met|first met|taught|coached)\b)/i.test(sentence);

/**
 * The sentence of a letter's that says most of the client, to quote first: the first that names them or
 * speaks of them (a pronoun, or "we" of a family), neither introducing the writer nor how they know the client;
 * else the first that does not introduce the writer; else the first.
 */
export function leadSentenceOf(sentences: readonly string[], clientNames: readonly string[]): number {
  const names = clientNames.filter((name) => name.length > 1).map((name) => name.toLowerCase());
  const words = (sentence: string) => sentence.toLowerCase().split(/[^\p{L}']+/u);
  const aboutClient = (sentence: string) =>
    words(sentence).some((word) => names.includes(word.replace(/'s$/, '')) || /^(he|him|his|she|her|they|them|their|we|us|our)$/.test(word));
  const telling = sentences.findIndex((sentence) => !isSelfIntroduction(sentence) && !isAcquaintance(sentence) && aboutClient(sentence));
  if (telling >= 0) return telling;
  return Math.max(
    0,
    sentences.findIndex((sentence) => !isSelfIntroduction(sentence)),
  );
}
