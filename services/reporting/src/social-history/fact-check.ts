import nlp from 'compromise';
import { NUMBER_WORDS_TO_NINETEEN } from '../reports/number-words.js';
import type { HistorySource, HistorySources } from './history-sources.js';
import type { NarrativeParagraph, NarrativeSentence } from './narrative.js';

/**
 * The checker every generated text passes through, whichever writer wrote it (issue 35, item 4): a sentence
 * stays only when every date, year, age, number, proper name and place in it appears in the answers or
 * letters it cites, and every quotation in it is words those sources hold. A sentence that fails is dropped,
 * and counted. `narratorNames`: the words the narrator may always use (the client's names, "Mr.").
 */
export function checkedParagraphs(
  paragraphs: readonly NarrativeParagraph[],
  sources: HistorySources,
  narratorNames: readonly string[],
  { verbatim = false }: { verbatim?: boolean } = {},
): { paragraphs: NarrativeParagraph[]; dropped: number } {
  let dropped = 0;
  const kept = paragraphs
    .map((paragraph) => ({
      sentences: paragraph.sentences.filter((sentence) => {
        const ok = sentence.sources.length > 0 && unsupportedIn(sentence, sources, narratorNames).length === 0 && (!verbatim || isOwnWords(sentence, sources));
        if (!ok) dropped++;
        return ok;
      }),
    }))
    .filter((paragraph) => paragraph.sentences.length > 0);
  return { paragraphs: kept, dropped };
}

/** An editor's bracketed lead before the client's words, saying what they answer ("[About my father:]"): the only words added. */
export const OWN_WORDS_LEAD = /^\[[^\]\d]{1,80}:\]\s*/;

/** The first person's rule (issue 35, item 2): the sentence is the client's, word for word, save a capital, a stop and a joining word first. */
export function isOwnWords(sentence: NarrativeSentence, sources: HistorySources): boolean {
  const text = normalised(sentence.text)
    .replace(OWN_WORDS_LEAD, '')
    .replace(/^(and|also|but|then|so),?\s+/, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return text.length > 0 && sources.of(sentence.sources).some((source) => source.source.kind === 'answer' && normalised(source.text).includes(text));
}

/** What in the sentence its cited sources do not hold (empty: the sentence is supported). */
export function unsupportedIn(sentence: NarrativeSentence, sources: HistorySources, narratorNames: readonly string[] = []): string[] {
  const cited = sources.of(sentence.sources);
  if (cited.length === 0) return ['no source'];
  const facts = unionOf(cited.map(sourceFacts));
  const allowed = new Set(narratorNames.flatMap((name) => wordsOf(name)));
  const problems: string[] = [];
  const { quotes, rest } = splitQuotes(sentence.text);
  const sourceText = normalised(cited.map((source) => source.text).join('\n'));
  for (const quote of quotes) {
    // A quotation cut short ("… ") is its parts, each the client's words.
    for (const part of quote
      .split('…')
      .map(normalised)
      .map((text) => text.replace(/[.,;:!?]+$/, '').trim())
      .filter(Boolean))
      if (!sourceText.includes(part)) problems.push(`quote “${part}”`);
  }
  const claimed = factsOf(rest, true);
  for (const number of claimed.numbers) if (!facts.numbers.has(number)) problems.push(`number ${number}`);
  for (const month of claimed.months) if (!facts.months.has(month)) problems.push(`month ${month}`);
  for (const name of claimed.names) if (!facts.words.has(name) && !allowed.has(name) && !NARRATOR_WORDS.has(name)) problems.push(`name ${name}`);
  return problems;
}

/** A source's facts, worked out once however many sentences cite it. */
const factsBySource = new WeakMap<HistorySource, Facts>();
function sourceFacts(source: HistorySource): Facts {
  let facts = factsBySource.get(source);
  if (!facts) factsBySource.set(source, (facts = factsOf(source.text)));
  return facts;
}

function unionOf(all: Facts[]): Facts {
  if (all.length === 1) return all[0];
  const union = (pick: (facts: Facts) => Set<number> | Set<string>) => new Set<number | string>(all.flatMap((facts) => [...pick(facts)]));
  return {
    numbers: union((facts) => facts.numbers) as Set<number>,
    months: union((facts) => facts.months) as Set<string>,
    words: union((facts) => facts.words) as Set<string>,
    names: new Set(),
  };
}

/** Titles and words a narrator may capitalise without their being a fact. */
const NARRATOR_WORDS = new Set(['mr', 'ms', 'mrs', 'mx', 'i', 'his', 'her', 'their', 'he', 'she', 'they']);

/** Numbers written as words ("twelve years", "thirty years"): a fact as much as its digits. */
const NUMBER_WORDS = new Map<string, number>([
  ...NUMBER_WORDS_TO_NINETEEN.map((word, value) => [word, value] as const),
  ...['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map((word, index) => [word, (index + 2) * 10] as const),
  ['hundred', 100] as const,
  ['thousand', 1000] as const,
]);

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const PROPER_TAGS = ['ProperNoun', 'Person', 'Place', 'Organization'];

interface Facts {
  numbers: Set<number>;
  months: Set<string>;
  /** Every word (lower case): a name the sentence uses must be one of them. */
  words: Set<string>;
  /** Proper names and places the text claims (lower case words), for a sentence. */
  names: Set<string>;
}

const normalised = (text: string) => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').toLowerCase().trim();
const wordsOf = (text: string) =>
  normalised(text)
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/'s$/, '').replace(/^'|'$/g, ''))
    .filter(Boolean);

/** Quotations (“…” or "…") and the sentence without them. */
function splitQuotes(text: string): { quotes: string[]; rest: string } {
  const quotes: string[] = [];
  const rest = text.replace(/“([^”]*)”|"([^"]*)"/g, (_, curly: string | undefined, straight: string | undefined) => {
    quotes.push(curly ?? straight ?? '');
    return ' ';
  });
  return { quotes, rest };
}

/** Numbers (digits, number words, an ISO date's parts), months and words of a text; with `claimed`, the proper names it uses. */
function factsOf(text: string, claimed = false): Facts {
  const numbers = new Set<number>();
  const months = new Set<string>();
  for (const [, year, month, day] of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) {
    numbers.add(Number(year)).add(Number(day));
    months.add(MONTHS[Number(month) - 1] ?? '');
  }
  for (const [digits] of text.matchAll(/\d+/g)) numbers.add(Number(digits));
  for (const word of wordsOf(text)) {
    const value = NUMBER_WORDS.get(word);
    if (value !== undefined) numbers.add(value);
  }
  // "one" is rarely a count ("one day", "at one job"): never a fact alone.
  if (claimed && !/\b1\b/.test(text)) numbers.delete(1);
  if (!claimed) for (const word of wordsOf(text)) if (MONTHS.includes(word)) months.add(word);
  const names = new Set<string>();
  if (claimed) {
    const terms = nlp(text).terms().json() as { text: string; terms: { text: string; tags: string[] }[] }[];
    terms.forEach(({ terms: [term] }, index) => {
      if (!term) return;
      const tags = new Set(term.tags);
      if (tags.has('Month')) months.add(wordsOf(term.text)[0] ?? '');
      if (!/^\p{Lu}/u.test(term.text)) return;
      if (tags.has('Honorific') || tags.has('Month') || tags.has('Pronoun')) return;
      const sentenceStart = index === 0 || /[.!?:]["”')]*$/.test(terms[index - 1].text);
      // At a sentence's start a capital says nothing: only a name compromise knows as one is a claim there.
      if (sentenceStart && !PROPER_TAGS.some((tag) => tags.has(tag))) return;
      for (const word of wordsOf(term.text)) names.add(word);
    });
  }
  return { numbers, months, words: new Set(wordsOf(text)), names };
}
