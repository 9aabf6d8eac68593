import { createHash } from 'node:crypto';
import { Document, Packer, Paragraph } from 'docx';
import type { FormPage } from '@app/contracts';
import { buildMitigationReport, reportModelOf, type ReportAnswer } from '@app/reporting';
import { DEFAULT_TEMPLATES, fullAnswers } from '@app/survey';
import { fmt, percentile } from './stats.js';

const BUILDS = 30;
const LETTERS = 5;
const LETTER_PARAGRAPH =
  'I have known Rosalind for twelve years, since we worked together at the hospital laundry. She is the person everyone calls when something goes wrong, and she has never once let me down.';
const TARGET_P95_MS = 1_000;
const TARGET_PEAK_MB = 200;

/**
 * The raw Mitigation Report of the whole seeded questionnaire and all 13 screens, every question the
 * conditions show answered, and five signed letters of support: build time p50/p95 and the process's
 * peak memory, against a baseline in the same run: the same questions and answers written by `docx` as
 * plain paragraphs (no cover, contents, tables, headers or scoring).
 */
export async function reportBench(): Promise<string[]> {
  const model = reportModelOf(fullyAnsweredForm());
  const words = [...model.pages.flatMap((page) => page.answers), ...model.screens.flatMap((screen) => screen.items), ...model.letters.map((letter) => ({ question: letter.supporterName, answer: { kind: 'text', text: letter.text } as const }))];

  const report = await timedBuilds(() => buildMitigationReport(model));
  // maxRSS is in KiB: the whole process (every service's code loaded) over the report's builds, an upper bound of what one build takes.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const plain = await timedBuilds(() => Packer.toBuffer(new Document({ sections: [{ children: words.flatMap(({ question, answer }) => [new Paragraph(question), new Paragraph(textOf(answer))]) }] })));

  const p95 = percentile(report.times, 95);
  return [
    `a form of ${model.pages.length} answered pages, ${model.screens.length} screens and ${model.letters.length} letters: ${fmt(words.length)} questions answered, a ${fmt(report.bytes / 1024)} KiB .docx`,
    `report: ${BUILDS} builds one at a time, p50 ${fmt(percentile(report.times, 50))} ms, p95 ${fmt(p95)} ms (target < ${fmt(TARGET_P95_MS)} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}); the bench process's peak resident memory ${fmt(peakMb)} MB (target < ${TARGET_PEAK_MB} MB for a build: ${peakMb < TARGET_PEAK_MB ? 'met' : 'not shown by this upper bound'})`,
    `baseline: the same words as plain paragraphs, p50 ${fmt(percentile(plain.times, 50))} ms, p95 ${fmt(percentile(plain.times, 95))} ms -> the report at ${fmt(percentile(report.times, 50) / percentile(plain.times, 50), 1)}x the baseline's p50`,
  ];
}

function fullyAnsweredForm(): Parameters<typeof reportModelOf>[0] {
  const pages: FormPage[] = [...DEFAULT_TEMPLATES].map((template, index) => ({
    pageId: `page-${index}`,
    answerSetId: `answers-${index}`,
    displayWeight: template.defaultWeight,
    templateVersion: 1,
    template: { ...template, templateId: `template-${index}`, description: template.description ?? null, scoring: template.scoring ?? null, instrument: template.instrument ?? null },
  }));
  return {
    form: { pages, status: 'Completed', completed: new Date() },
    client: { first_name: 'Rosalind', last_name: 'Achterberg', subscriber_display_name: 'Atticus Finch' },
    answerSets: pages.map((page) => ({ page_id: page.pageId, answers: fullAnswers(page.template.questions) })),
    letters: Array.from({ length: LETTERS }, (_, index) => ({
      supporterName: `Supporter ${index + 1}`,
      clientRelationship: 'Friend',
      text: Array.from({ length: 6 }, () => LETTER_PARAGRAPH).join('\n'),
      signatureName: `Supporter ${index + 1}`,
      signedAt: new Date().toISOString(),
      textSha256: createHash('sha256').update(LETTER_PARAGRAPH).digest('hex'),
    })),
    date: new Date().toISOString().slice(0, 10),
  };
}

async function timedBuilds(build: () => Promise<Buffer>): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < BUILDS; i++) {
    const started = process.hrtime.bigint();
    bytes = (await build()).length;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

function textOf(answer: ReportAnswer | null): string {
  if (!answer) return '';
  return answer.kind === 'text' ? answer.text : answer.kind === 'list' ? answer.items.join(', ') : answer.name;
}
