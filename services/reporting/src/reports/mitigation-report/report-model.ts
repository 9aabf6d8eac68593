import type { ScreenScore } from '@app/contracts';

/** What the Mitigation Report shows, plain data: the document builder only lays it out. */
export interface ReportModel {
  client: ClientFacts;
  /** The subscriber's display name (the attorney the client was invited by). */
  attorney: string | null;
  /** The day the report was made, YYYY-MM-DD. */
  date: string;
  /** The answered pages in display order (screens are under `screens`). */
  pages: ReportPage[];
  /** Every screen included in the form, answered or not. */
  screens: ReportScreen[];
  /** The supporters' signed letters (the appendix), in the order they were signed. */
  letters: ReportLetter[];
  /** An AI-adjusted variant's: its person ("Third Person") and how it was made (the adjuster's label); null for the raw report. */
  variant: { title: string; label: string } | null;
}

export interface ClientFacts {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  /** Whole years on the report's date. */
  age: number | null;
  gender: string | null;
  formStatus: string;
  /** The day the client completed the form, YYYY-MM-DD. */
  completed: string | null;
}

/** An answer as it reads: text (lines kept), the chosen options of a checkbox list, or an uploaded file's name. */
export type ReportAnswer = { kind: 'text'; text: string; languageNote?: string } | { kind: 'list'; items: string[] } | { kind: 'file'; name: string };

export interface QuestionAnswer {
  question: string;
  answer: ReportAnswer;
}

export interface ReportPage {
  /** The page's subscriberTitle. */
  title: string;
  answers: QuestionAnswer[];
}

export interface ReportScreen {
  /** The page's subscriberTitle. */
  title: string;
  instrument: string;
  citation: string;
  licence: string;
  sourceUrl: string | null;
  /** The rules' note on reading the result, if any. */
  note: string | null;
  /** The client's language (its English name) when the screen has no validated version in it (issue 33), else null. */
  notOfferedIn: string | null;
  /** The screen's shown questions; `answer` null when not answered. */
  items: { question: string; answer: ReportAnswer | null }[];
  result: ScreenScore;
}

/** A supporter's signed letter. */
export interface ReportLetter {
  supporterName: string;
  clientRelationship: string | null;
  text: string;
  signatureName: string;
  /** ISO instant of the save that signed it. */
  signedAt: string;
  /** The SHA-256 (hex) of the text, recorded when it was signed. */
  textSha256: string | null;
}

/** The flag that must stand out wherever it shows (the PHQ-9's item 9). */
export const SAFETY_FLAG = 'safety';
