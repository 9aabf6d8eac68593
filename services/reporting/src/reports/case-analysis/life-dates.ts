import type { LifeDate } from '../mitigation-report/report-model.js';
import { usLifeDate } from '../mitigation-report/us-dates.js';
import { NUMBER_WORDS_TO_NINETEEN } from '../number-words.js';

/**
 * Dates as the answers give them, read without guessing: a date picked (YYYY-MM-DD), an age given as the
 * whole answer ("8", "about 12", "14 years old"), and the years ("2009", "August 2023", "2004 to 2006")
 * or the one age ("when I was 9") a sentence of free text names plainly. Anything else is not a date.
 */

/** A DatePicker's answer as a life date, or null. */
export function calendarDateOf(value: string): LifeDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/**
 * A date of a period (a job's, a home's, military service) as the client knows it: the month. The
 * questionnaire has the client pick the 1st of a month whose day they do not know, so the day is dropped:
 * "May 2004 to May 2008", never "May 1, 2004 to May 1, 2008". The Third Person, the chronology and the records read periods by it.
 */
export function periodDateOf(value: string): LifeDate | null {
  const date = calendarDateOf(value);
  return date && { year: date.year, month: date.month };
}

/** A period's date as words ("May 2004"); any other text as it is. */
export function usPeriodDate(value: string): string {
  const date = periodDateOf(value);
  return date ? usLifeDate(date) : value;
}

const NUMBER_WORDS: readonly string[] = [...NUMBER_WORDS_TO_NINETEEN, 'twenty'];
const NUMBER = `(\\d{1,2}|${NUMBER_WORDS.join('|')})`;
const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));

/** An answer that is an age and nothing else: "8", "eight", "about 12", "I was 14", "14 years old", "12 or 13" (the first). */
const AGE_ANSWER = new RegExp(
  `^(?:(?:about|around|maybe|approximately|roughly|age|aged|i was|when i was)\\s+)*${NUMBER}(?:\\s*(?:-|–|or|to)\\s*${NUMBER})?(?:\\s*(?:years?|yrs?)(?:\\s+old)?)?\\s*\\.?$`,
  'i',
);

/** The age an answer gives as its whole text, or null. */
export function ageAnswerOf(value: string): number | null {
  const match = AGE_ANSWER.exec(value.trim());
  return match ? numberOf(match[1]) : null;
}

/** An age written plainly in a sentence: "when I was 9", "I was nine", "at age 9", "age 9", "9 years old". */
const AGE_IN_TEXT = [new RegExp(`\\b(?:i was|at age|aged|age)\\s+(?:about\\s+|around\\s+)?${NUMBER}\\b`, 'gi'), new RegExp(`\\b${NUMBER}\\s*(?:years?|yrs?)[\\s-]+old\\b`, 'gi')];

/** The one age a text names (its whole text, or plainly in a sentence), or null when it names none or several. */
function oneAgeIn(text: string): number | null {
  const whole = ageAnswerOf(text);
  if (whole !== null) return whole;
  const ages = new Set(AGE_IN_TEXT.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => numberOf(match[1]))));
  return ages.size === 1 ? [...ages][0] : null;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const YEAR = '(19\\d{2}|20\\d{2})';
const YEAR_RANGE = new RegExp(`\\b${YEAR}\\s*(?:-|–|—|to|through|until)\\s*(?:${YEAR}\\b|(now|present|today)\\b)`, 'gi');
const MONTH_YEAR = new RegExp(`\\b(${MONTHS.join('|')})\\s+(?:of\\s+)?${YEAR}\\b`, 'gi');
const A_YEAR = new RegExp(`\\b${YEAR}\\b`, 'g');

/** A date or a span of dates a text names: from one year (or month) to another, or to the present. */
export interface DateSpan {
  from: LifeDate;
  to?: LifeDate | 'present';
}

/** A sentence (or line) of a free-text answer with the dates it names plainly. */
export interface DatedPart {
  /** The sentence as written, without its closing stop. */
  text: string;
  spans: DateSpan[];
  /** The one age it names, if any. */
  age: number | null;
}

/**
 * A free-text answer sentence by sentence (lines, sentences, parts set apart by semicolons), each with the
 * ranges of years ("2004 to 2006", "2019-present"), months ("August 2023") and years it names, and the one
 * age it names plainly. A sentence naming nothing is left out.
 */
export function datedParts(text: string): DatedPart[] {
  return text
    .split(/\n|;|(?<=[.!?])\s+/)
    .map((part) => part.trim().replace(/[.;:,]+$/, ''))
    .filter(Boolean)
    .map((part) => {
      const spans: DateSpan[] = [];
      let rest = part;
      const take = (pattern: RegExp, span: (match: RegExpMatchArray) => DateSpan) => {
        for (const match of rest.matchAll(pattern)) spans.push(span(match));
        rest = rest.replace(pattern, ' ');
      };
      take(YEAR_RANGE, ([, from, to, present]) => ({ from: { year: Number(from) }, to: present ? 'present' : { year: Number(to) } }));
      take(MONTH_YEAR, ([, month, year]) => ({ from: { year: Number(year), month: MONTHS.indexOf(month.toLowerCase()) + 1 } }));
      take(A_YEAR, ([, year]) => ({ from: { year: Number(year) } }));
      return { text: part, spans, age: oneAgeIn(part) };
    })
    .filter((part) => part.spans.length > 0 || part.age !== null);
}

/** Where a date falls on the life's line, in years: a day or a month where given, the middle of a year given alone. */
export function lifeYear({ year, month, day }: LifeDate): number {
  if (!month) return year + 0.5;
  return year + (month - 1) / 12 + ((day ?? 15) - 1) / 365;
}

/**
 * The year an age fell in, from the date of birth: a year of age spans parts of two calendar years, so it
 * is "about" the one its middle falls in (born in September 1987, age 35 ran from September 2022 to
 * September 2023: about 2023; born in March, about the year of the birthday).
 */
export const yearAtAge = (birth: LifeDate, age: number): LifeDate => ({ year: Math.floor(lifeYear(birth) + age + 0.5), approximate: true });

/** Whole years from a birth (given to the day) to a day or a month, or undefined when they do not tell (a month, the birthday's). */
export function ageOn(birth: LifeDate, on: LifeDate): number | undefined {
  if (!birth.month || !birth.day || !on.month || (!on.day && on.month === birth.month)) return undefined;
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day !== undefined && on.day < birth.day);
  return on.year - birth.year - (beforeBirthday ? 1 : 0);
}
