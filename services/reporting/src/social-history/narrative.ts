import type { AnswerSource } from '../reports/case-record/case-record.js';

/**
 * The contract both writers keep (issue 35): a narrative is sections of paragraphs of sentences, and every
 * sentence names the answers and letters its facts come from. The fact checker reads it, the job stores it
 * section by section, the Mitigation Report prints it (each paragraph's sources as Word footnotes).
 */
export interface NarrativeSection {
  key: string;
  title: string;
  paragraphs: NarrativeParagraph[];
  /** Sentences the fact checker took out of this section (each named a fact its sources do not hold). */
  dropped: number;
}

export interface NarrativeParagraph {
  sentences: NarrativeSentence[];
}

export interface NarrativeSentence {
  text: string;
  /** Keys of `HistorySources`: `Page.question` for an answer, `letter-N` for the N-th signed letter. */
  sources: string[];
}

/** Where a sentence's facts come from, as a footnote names it. */
export type NarrativeSource = ({ kind: 'answer' } & AnswerSource) | { kind: 'letter'; supporterName: string; relationship: string | null; signedAt: string };
