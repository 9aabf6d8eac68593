import type { CaseDetails, ReportEdition, ReportSection, ScreenScore } from '@app/contracts';
import type { AnswerSource } from '../case-record/case-record.js';
import type { WrittenSection } from '../../social-history/social-history.js';

/**
 * Which edition of the report: the attorney's work product (everything), or the court edition, which
 * leaves out what must never reach a judge (the client's account of the offence, admissions of uncharged
 * conduct, questions for the lawyer, anyone's contact details, raw screen items, and the work-product-only
 * sections: records, people to talk to, inconsistencies). What it leaves out, and why: `reports/editions.ts`.
 */
export type { ReportEdition } from '@app/contracts';

/** A statement the report makes about the client, with the answers it rests on. */
export interface Fact {
  text: string;
  sources: AnswerSource[];
}

/** What the Mitigation Report shows, plain data: the document builder only lays it out. */
export interface ReportModel {
  edition: ReportEdition;
  /** The sections this report holds, in the report's order (the edition's, of those the attorney chose). */
  sections: ReadonlySet<ReportSection>;
  /** The case as the cover's caption names it ("State of Ohio v. Jane Q. Doe, No. 2025 CR 00123, ..."). */
  caseDetails: CaseDetails;
  /** Page 2: red flags, themes, evaluations to consider, follow-ups (absent where the analysis found none). */
  atAGlance: AtAGlance;
  /** Every dated answer as a line of the client's life, in order. */
  chronology: ChronologyEntry[];
  family: FamilySummary;
  /** Work product only: whom to ask for records and whom to talk to. */
  recordsAndPeople: RecordsAndPeople;
  client: ClientFacts;
  /** Whom the report is prepared for: the attorney's name as saved with the case details, else the subscriber's display name (identity's profile names, from the name given at purchase). */
  attorney: string | null;
  /** The day the report was made, YYYY-MM-DD (in the attorney's time zone). */
  date: string;
  /** The attorney's time zone (IANA, issue 36): the letters' signatures are dated and timed in it (UTC when absent). */
  timeZone?: string;
  /** The answered pages in display order (screens are under `screens`). */
  pages: ReportPage[];
  /** Every screen included in the form, answered or not. */
  screens: ReportScreen[];
  /** The supporters' signed letters (the appendix), in the order they were signed. */
  letters: ReportLetter[];
  /** An AI-adjusted variant's: its person ("Third Person") and how it was made (the writer's label); null for the raw report. */
  variant: { title: string; label: string } | null;
  /** A variant's narrative (issue 35), printed in place of the answered pages: the edition's sentences of it; null for the raw report. */
  narrative: ReportNarrative | null;
}

/** The social history (Third Person) or the client's statement (First Person), as the edition prints it. */
export interface ReportNarrative {
  person: 'FirstPerson' | 'ThirdPerson';
  sections: WrittenSection[];
  /** Sentences the fact checker dropped in the whole narrative (the work product says how many). */
  dropped: number;
}

/** The case the report is for: the attorney's values where set, else the client's Current Case answers (contracts' `caseDetailsWithAnswers`). */
export type { CaseDetails } from '@app/contracts';

/** Page 2; the court edition holds the themes alone (`atAGlanceOf`). */
export interface AtAGlance {
  /** Work product only. */
  redFlags: RedFlag[];
  themes: Theme[];
  /** Work product only. */
  evaluations: Evaluation[];
  /** Work product only. */
  followUps: FollowUp[];
}

/** What needs the attorney's action now (current suicide risk, a brain injury, withdrawal in custody, ...). */
export interface RedFlag {
  title: string;
  facts: Fact[];
  /** What to do ("Ask jail medical for a suicide-risk assessment."). */
  action: string;
}

/** A mitigation theme the answers support, with its strongest facts. */
export interface Theme {
  title: string;
  facts: Fact[];
}

/** An expert evaluation the answers call for, with the facts that call for it. */
export interface Evaluation {
  title: string;
  facts: Fact[];
}

export interface FollowUp {
  kind: 'inconsistency' | 'gap';
  text: string;
  sources: AnswerSource[];
}

/** A date as the answers give it: a day, a month or only a year; `approximate` when turned from an age. */
export interface LifeDate {
  year: number;
  month?: number;
  day?: number;
  approximate?: boolean;
}

export type ChronologyLane = 'home' | 'school' | 'work' | 'health' | 'substance' | 'justice';

/** A line of the client's life: an event (`when`), or a period (`when` to `until`: a job, a school, a home). */
export interface ChronologyEntry {
  when: LifeDate;
  /** A period's end, or 'present' for one still going on (a job held now). */
  until?: LifeDate | 'present';
  /** The client's age then (whole years), where the answers tell it: an age given, or a day and the date of birth. */
  age?: number;
  lane: ChronologyLane;
  /** What happened, in the attorney's words ("Father went to jail or prison"). */
  text: string;
  /** The same in a few words, for the timeline picture ("Father to jail or prison"). */
  label: string;
  sources: AnswerSource[];
}

export interface FamilySummary {
  relatives: Relative[];
  /** Patterns across generations (alcohol or drugs, mental illness, prison, violence). */
  patterns: Fact[];
}

export interface Relative {
  /** "Mother", "Brother", "Daughter", "Grandmother". */
  relation: string;
  name: string | null;
  facts: Fact[];
}

export interface RecordsAndPeople {
  records: RecordToRequest[];
  people: PersonToInterview[];
}

export interface RecordToRequest {
  /** "Lincoln Elementary School", "Mercy Hospital". */
  institution: string;
  /** The institution is a sentence of the client's own answer ("A counselor at Jackson Elementary when I was 10"), printed as their words. */
  clientWords: boolean;
  kind: 'school' | 'medical' | 'mental health' | 'treatment' | 'employer' | 'military' | 'court' | 'jail or prison' | 'agency';
  /** "1996-2001", "March 2014", or null. */
  period: string | null;
  why: string;
  sources: AnswerSource[];
}

export interface PersonToInterview {
  name: string;
  relation: string;
  canSpeakTo: string;
  /** A phone or email the answers gave: work product only. */
  contact: string | null;
  sources: AnswerSource[];
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
  /** The question as the report prints it: its report label, else the client's words. */
  question: string;
  answer: ReportAnswer;
  /** The answer's page and question: the report bookmarks it there, so that other sections can cite its page. */
  source: AnswerSource;
  /** The client's own words (a Text or Textarea answer), not an option, a date or a file. */
  written: boolean;
  /** A numbered list's answer (a job, a child, a supporter): printed in the list's table. */
  slot?: AnswerSlot;
}

/** Where a numbered list's answer sits in the list's table: `row` "Job 2", `column` "Employer". */
export interface AnswerSlot {
  list: string;
  row: string;
  column: string;
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
  /** The screen's shown questions, each with its source (the appendix bookmarks an answer there); `answer` null when not answered. None in an edition that leaves the items out. */
  items: { question: string; answer: ReportAnswer | null; source: AnswerSource }[];
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
  /** The e-sign consent text the writer agreed to, word for word (absent or null: not recorded). */
  eSignConsentText?: string | null;
  /** The writer's email and phone, for the work-product edition's contact block (absent: not opened). */
  contact?: { email: string | null; phoneNumber: string | null };
}

/** The flag that must stand out wherever it shows (the PHQ-9's item 9). */
export const SAFETY_FLAG = 'safety';
