import type { FormPage, ScoringRules, ScreenScore } from '@app/contracts';
import type { CaseRecord, SourcedAnswer } from '../case-record/case-record.js';
import type { Fact, ReportEdition, ReportLetter, ReportScreen } from '../mitigation-report/report-model.js';
import { ageOn, calendarDateOf } from './life-dates.js';

/** A statement with the answers it rests on (an answer not given adds no source). */
export const factOf = (text: string, ...answers: (SourcedAnswer | undefined)[]): Fact => ({
  text,
  sources: answers.filter((answer): answer is SourcedAnswer => answer !== undefined).map((answer) => answer.source),
});

/** The client's own words, in quotes, cut at a sentence (or a word) to stay short: a summary points at the answer, it does not repeat it. */
export function quoted(value: string, max = 70): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return `“${text}”`;
  const sentence = /^(.{20,}?[.!?])\s/.exec(text.slice(0, max + 1))?.[1];
  return `“${sentence ?? `${text.slice(0, text.lastIndexOf(' ', max)).replace(/[,;:]$/, '')}…`}”`;
}

/** An option as it reads inside a sentence: "Trouble remembering" -> "trouble remembering" (an acronym kept: "ADHD or ADD"). */
export const inSentence = (option: string) => (/^[A-Z][A-Z0-9]/.test(option) ? option : option.charAt(0).toLowerCase() + option.slice(1));

/** "a", "a and b", "a, b, and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** A screen's result when the client took it (not when it is absent from the form or was not taken). */
export function resultOf(screens: readonly ReportScreen[], rules: ScoringRules): ScreenScore | null {
  const screen = screens.find((candidate) => candidate.instrument === rules.instrument);
  return screen && !screen.result.notTaken ? screen.result : null;
}

/** Titles whose stop ends no sentence ("Mr. Alvarez"). */
const ABBREVIATION = /\b(Mr|Mrs|Ms|Dr|St|Rev|Jr|Sr|Ave)\./g;

/** A free-text answer's sentences (or lines), each without its closing stop. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(ABBREVIATION, '$1\u0000')
    .split(/\n|(?<=[.!?])\s+/)
    .map((sentence) =>
      sentence
        .replace(/\u0000/g, '.')
        .trim()
        .replace(/[.;,]+$/, ''),
    )
    .filter(Boolean);
}

/** A whole number an answer gives ("16", "about 3", "3 that I remember"), or null. */
export function numberIn(value: string | null | undefined): number | null {
  const match = /\d+/.exec(value ?? '');
  return match ? Number(match[0]) : null;
}

/** Whole years from a day (YYYY-MM-DD) to another: an age, or how long a job lasted (0 for what is not a day). */
export const wholeYears = (from: string, to: string): number => {
  const [start, end] = [calendarDateOf(from), calendarDateOf(to)];
  return (start && end && ageOn(start, end)) || 0;
};

/** The Substance Use page's substances asked about one by one (keys `<key>FirstAge`, `<key>LastUse`) and how a sentence names them. */
export const ALCOHOL: readonly [string, string] = ['alcohol', 'alcohol'];
export const DRUGS: readonly (readonly [string, string])[] = [
  ['marijuana', 'marijuana'],
  ['cocaine', 'cocaine or crack'],
  ['meth', 'meth'],
  ['heroin', 'heroin or fentanyl'],
  ['painPills', 'pain pills not prescribed'],
  ['sedatives', 'pills for sleep or nerves not prescribed'],
  ['hallucinogens', 'hallucinogens'],
  ['inhalants', 'inhalants'],
];

/** What the case's analyses read: the client's answers, the scored screens and the signed letters. */
export interface AnalysisInput {
  record: CaseRecord;
  screens: readonly ReportScreen[];
  letters: readonly ReportLetter[];
  /** The report's date, YYYY-MM-DD. */
  date: string;
  /** The form's pages (the analyses see which pages it holds, and which are left empty). */
  formPages: readonly FormPage[];
  edition: ReportEdition;
}
