import type { CaseRecord, SourcedAnswer } from '../reports/case-record/case-record.js';
import type { ReportLetter } from '../reports/mitigation-report/report-model.js';
import type { NarrativeSource } from './narrative.js';

/** One thing a sentence may cite: an answer or a signed letter, with the text whose facts it may use. */
export interface HistorySource {
  key: string;
  source: NarrativeSource;
  /** The facts it holds: the answer as given, or the letter's writer, relationship and text. */
  text: string;
}

export const answerKey = ({ source }: Pick<SourcedAnswer, 'source'>) => `${source.pageKey}.${source.questionKey}`;
export const letterKey = (index: number) => `letter-${index + 1}`;

/** Everything a narrative may cite, by key: every shown and answered question of the record, and every signed letter. */
export class HistorySources {
  private readonly byKey = new Map<string, HistorySource>();

  constructor(
    readonly record: CaseRecord,
    readonly letters: readonly ReportLetter[],
  ) {
    for (const answer of record.allAnswers()) this.byKey.set(answerKey(answer), { key: answerKey(answer), source: { kind: 'answer', ...answer.source }, text: answer.value });
    letters.forEach((letter, index) =>
      this.byKey.set(letterKey(index), {
        key: letterKey(index),
        source: { kind: 'letter', supporterName: letter.supporterName, relationship: letter.clientRelationship, signedAt: letter.signedAt },
        text: [letter.supporterName, letter.clientRelationship ?? '', letter.text].join('\n'),
      }),
    );
  }

  get(key: string): HistorySource | undefined {
    return this.byKey.get(key);
  }

  /** The sources of `keys` that exist (a key a writer made up cites nothing). */
  of(keys: readonly string[]): HistorySource[] {
    return keys.map((key) => this.byKey.get(key)).filter((source): source is HistorySource => source !== undefined);
  }
}

/** How a footnote names a source: "Education, “Why did you leave school?”" or "Letter of Keisha Brooks (Sister)". */
export function citationOf(source: NarrativeSource): string {
  if (source.kind === 'letter') return `Letter of ${source.supporterName}${source.relationship ? ` (${source.relationship})` : ''}`;
  return `${source.page}, “${source.question}”`;
}
