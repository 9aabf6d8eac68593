import { Paragraph, TextRun, type FileChild, type ParagraphChild } from 'docx';
import { Citations } from '../citations.js';
import { table, type Outline } from '../docx-parts.js';
import type { Fact, ReportModel } from '../report-model.js';

export const FamilyTexts = {
  heading: 'Family',
  columns: ['Relative', 'Name', 'What the answers say'],
  patterns: 'Patterns Across Generations',
} as const;

/**
 * The client's family (issue 34, item 4): a row a relative the answers name, with what they say of them
 * and the page of each answer, then the patterns that run from the generation that raised the client to
 * the client.
 */
export function family(model: ReportModel, outline: Outline): FileChild[] {
  const { relatives, patterns } = model.family;
  if (relatives.length === 0 && patterns.length === 0) return [];
  const citations = Citations.of(model);
  const facts = (list: Fact[]) =>
    list.flatMap((fact, index): ParagraphChild[] => [...(index > 0 ? [new TextRun({ break: 1 })] : []), new TextRun(fact.text), ...citations.runs(fact.sources)]);
  return [
    outline.heading1(FamilyTexts.heading, { pageBreakBefore: true }),
    ...(relatives.length === 0
      ? []
      : [
          table(
            [...FamilyTexts.columns],
            relatives.map(({ relation, name, facts: said }) => [relation, name ?? '', facts(said)]),
            [20, 18, 62],
          ),
        ]),
    ...(patterns.length === 0
      ? []
      : [
          outline.heading2(FamilyTexts.patterns),
          ...patterns.map((pattern) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(pattern.text), ...citations.runs(pattern.sources)] })),
        ]),
  ];
}
