import type { ScoringRules } from '../../scoring/scoring-rules.js';
import type { CreateTemplateRequest, InstrumentSource, Question, QuestionTranslation, TemplateTranslation } from '../../templates.js';

/**
 * A screening instrument's published text (issue 10), checked in beside its template: the items,
 * options and instructions exactly as the source publishes them, and where that source is.
 */
export interface PublishedText {
  /**
   * Where the instrument is published, as the report cites it: its publisher's or its owner's page or
   * document, never a file-sharing copy or a blog (issue 34); absent when there is none to point to.
   */
  sourceUrl?: string;
  /** How it was read here (which stored copy of the source, wherever that is), so a reviewer can repeat the check. */
  readFrom: string;
  /** The published items, options and instructions, word for word. */
  text: string;
}

/**
 * One of the 13 screens (../shared/instruments.md) as a seeded template. Its questions' labels and
 * options are the published text's, word for word (screens.unit.test.ts checks them), except the
 * questions listed in `ownWording`, each with why (an interview's questions turned into a self-report
 * page's slots, say).
 */
export interface Screen {
  template: CreateTemplateRequest;
  published: PublishedText;
  ownWording?: Readonly<Record<string, string>>;
  spanish: SpanishScreen;
}

/**
 * A screen in Spanish (issue 15): only a published, validated Spanish version, reproduced word for word
 * (its questions' texts are checked against `published.text` as the English ones are), or else the
 * English questions under a Spanish title with a one-line Spanish note, never a translation of our own.
 */
export type SpanishScreen = PublishedSpanishScreen | EnglishOnlyScreen;

export interface PublishedSpanishScreen {
  /** The validated Spanish version's text and where it was read. */
  published: PublishedText;
  /** Its authors or publisher and the paper that validated it. */
  citation: string;
  licence: string;
  /** The page's title and description (our words, as the English page's) and each question's published Spanish. */
  translation: Pick<TemplateTranslation, 'title' | 'description' | 'questions'>;
  /** Questions whose Spanish is our own wording (as `Screen.ownWording`), each with why. */
  ownWording?: Readonly<Record<string, string>>;
}

export interface EnglishOnlyScreen {
  /** Why the questions stay in English: which versions were looked for, and what was found. */
  englishOnly: string;
  /** The page's title and description in Spanish (our words, as the English page's). */
  title: string;
  description: string;
}

/** The template's Spanish texts: the published version with its source, or the English questions under a Spanish title. */
export function spanishTranslationOf(scoring: ScoringRules, spanish: SpanishScreen): TemplateTranslation {
  if ('englishOnly' in spanish) return { title: spanish.title, description: spanish.description, englishOnly: spanish.englishOnly, questions: {} };
  return {
    ...spanish.translation,
    instrument: { name: scoring.instrument, citation: spanish.citation, licence: spanish.licence, sourceUrl: spanish.published.sourceUrl, sourceText: spanish.published.text },
  };
}

/** The template's instrument source: the rules' name, citation and licence, and the published text. */
export const instrumentSourceOf = (scoring: ScoringRules, published: PublishedText): InstrumentSource => ({
  name: scoring.instrument,
  citation: scoring.citation,
  licence: scoring.licence,
  ...(published.sourceUrl ? { sourceUrl: published.sourceUrl } : {}),
  sourceText: published.text,
});

/** Screens come after the biographical pages and before the letters of support, in instruments.md's order. */
export const screenWeight = (position: number) => 5_000 + position * 10;

/** What makes one screen's template; the rest is the same for all 13. */
export interface ScreenContent extends Pick<CreateTemplateRequest, 'key' | 'title' | 'subscriberTitle' | 'description'> {
  /** The instrument's place (1-13) in ../shared/instruments.md. */
  position: number;
  scoring: ScoringRules;
  questions: Question[];
}

/** A screen's template: optional, never picked by default, with its scoring rules and published source. */
const screenTemplate = (published: PublishedText, spanish: SpanishScreen, { position, scoring, questions, ...titles }: ScreenContent): CreateTemplateRequest => ({
  ...titles,
  defaultWeight: screenWeight(position),
  isOptional: true,
  isDefault: false,
  stopIfOffline: false,
  scoring,
  instrument: instrumentSourceOf(scoring, published),
  questions,
  translations: { es: spanishTranslationOf(scoring, spanish) },
});

/** Published words with no answer: instructions, a stem, a heading. */
export const publishedNote = (key: string, label: string, extras: Partial<Question> = {}): Question => ({ key, label, questionType: 'Label', isRequired: false, ...extras });

/** A published question with buttons, required unless `extras` says otherwise. */
export const publishedChoice = (key: string, label: string, options: string[], extras: Partial<Question> = {}): Question => ({
  key,
  label,
  questionType: 'RadioButtonList',
  isRequired: true,
  options,
  ...extras,
});

/** A scored item: its buttons are the options the scoring rules value, in the rules' order (the schema requires the two to agree). */
export function scoredItem(scoring: ScoringRules, key: string, label: string, extras: Partial<Question> = {}): Question {
  const values = scoring.items.find((item) => item.key === key)?.values;
  if (!values || values === 'number') throw new Error(`${key} is not an item of ${scoring.instrument} with options`);
  return publishedChoice(key, label, Object.keys(values), extras);
}

/** Scored items `<prefix>1`, `<prefix>2`, ... with these labels, in published order. */
export const scoredItems = (scoring: ScoringRules, prefix: string, labels: readonly string[], extras: Partial<Question> = {}): Question[] =>
  labels.map((label, index) => scoredItem(scoring, `${prefix}${index + 1}`, label, extras));

/** A screen: its published text and Spanish, the template made of them and `content`, and the questions in words of our own. */
export const screenOf = (published: PublishedText, spanish: SpanishScreen, { ownWording, ...content }: ScreenContent & Pick<Screen, 'ownWording'>): Screen => ({
  published,
  spanish,
  template: screenTemplate(published, spanish, content),
  ...(ownWording ? { ownWording } : {}),
});

/** The Spanish of scored items `<prefix>1`, `<prefix>2`, ... (as `scoredItems` makes them), each with the same options' Spanish. */
export const translatedItems = (prefix: string, labels: readonly string[], options: Record<string, string>): Record<string, QuestionTranslation> =>
  Object.fromEntries(labels.map((label, index) => [`${prefix}${index + 1}`, { label, options }]));
