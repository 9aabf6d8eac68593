import { FootnoteReferenceRun, Paragraph, TextRun, type FileChild } from 'docx';
import { citationOf } from '../../../social-history/history-sources.js';
import type { NarrativeParagraph, NarrativeSource } from '../../../social-history/narrative.js';
import type { WrittenSection } from '../../../social-history/social-history.js';
import type { Outline } from '../docx-parts.js';
import type { ReportModel, ReportNarrative } from '../report-model.js';

/** The headings and notes of a variant's narrative (issue 35). */
export const NarrativeTexts = {
  socialHistory: 'Social History',
  statement: (name: string) => `Statement of ${name}`.trim(),
  statementIntro: 'In his or her own words, as written in the questionnaire, gathered in order.',
  writtenBy: (label: string) => `${label}. Every sentence was checked against the answers and letters it cites.`,
  dropped: (count: number) =>
    count === 0
      ? 'The fact checker dropped no sentence.'
      : `The fact checker dropped ${count} sentence${count === 1 ? '' : 's'} that named a date, number, name or place the cited sources do not hold.`,
  footnotesSay: 'Each footnote names the page and question (or the letter) the sentences before it come from.',
} as const;

/**
 * A variant's narrative in place of the answered pages: the social history (Third Person) or the client's
 * statement (First Person), a heading a section, paragraphs of prose. In the work product each run of
 * sentences resting on the same sources ends with a Word footnote naming them (the page and question, or the
 * letter), and an opening note says which writer wrote it and how many sentences the checker dropped; the
 * court edition prints the prose alone.
 */
export function narrative(model: Pick<ReportModel, 'edition' | 'client' | 'variant'>, written: ReportNarrative, outline: Outline): FileChild[] {
  const workProduct = model.edition === 'workProduct';
  const heading = written.person === 'ThirdPerson' ? NarrativeTexts.socialHistory : NarrativeTexts.statement(`${model.client.firstName} ${model.client.lastName}`);
  const notes = workProduct
    ? [NarrativeTexts.writtenBy(model.variant?.label ?? ''), NarrativeTexts.dropped(written.dropped), NarrativeTexts.footnotesSay].map(
        (text) => new Paragraph({ children: [new TextRun({ text, italics: true })] }),
      )
    : [];
  const sections = written.sections.filter((section) => section.paragraphs.length > 0);
  return [
    outline.heading1(heading, { pageBreakBefore: true }),
    ...notes,
    ...sections.flatMap((section) => [outline.heading2(section.title), ...section.paragraphs.map((paragraph) => prose(paragraph, section, workProduct))]),
  ];
}

/** A paragraph: its sentences, a footnote after each run of sentences citing the same sources (work product only). */
function prose({ sentences }: NarrativeParagraph, section: WrittenSection, footnotes: boolean): Paragraph {
  const children: (TextRun | FootnoteReferenceRun)[] = [];
  sentences.forEach((sentence, index) => {
    children.push(new TextRun(`${index > 0 ? ' ' : ''}${sentence.text}`));
    const next = sentences[index + 1];
    const sameSources = next && next.sources.join('\u0000') === sentence.sources.join('\u0000');
    if (footnotes && !sameSources) {
      const names = citationsOf(sentence.sources.map((key) => section.cited[key]).filter((source) => source !== undefined));
      if (names.length > 0) children.push(new FootnoteReferenceRun({ children: [new Paragraph({ children: [new TextRun({ text: `${names.join('; ')}.`, size: 18 })] })] }));
    }
  });
  return new Paragraph({ children, spacing: { after: 160 } });
}

/** A footnote's sources, the questions of one page together: "Employment, “Job 1: Employer”, “Job 1: Started”". */
function citationsOf(sources: NarrativeSource[]): string[] {
  const names: string[] = [];
  let page: string | undefined;
  for (const source of sources) {
    if (source.kind === 'answer' && source.page === page) names[names.length - 1] += `, “${source.question}”`;
    else names.push(citationOf(source));
    page = source.kind === 'answer' ? source.page : undefined;
  }
  return names;
}
