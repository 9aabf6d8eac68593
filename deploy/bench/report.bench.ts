import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph } from 'docx';
import { buildMitigationReport, reportModelOf, type ReportAnswer } from '@app/reporting';
import { fullyAnsweredForm } from './report-model-fixture.js';
import { fmt, percentile } from './stats.js';

const BUILDS = 30;
const TARGET_P95_MS = 1_000;
const TARGET_PEAK_MB = 200;

/**
 * The raw Mitigation Report of the whole seeded questionnaire and all 13 screens, every question the
 * conditions show answered, and five signed letters of support: build time p50/p95 and the process's
 * peak memory, of the work product and of the court edition (issue 34), against a baseline in the same
 * run: the same questions and answers written by `docx` as plain paragraphs (no cover, contents, tables,
 * headers or scoring).
 */
export async function reportBench(): Promise<string[]> {
  const model = reportModelOf(fullyAnsweredForm());
  const words = [
    ...model.pages.flatMap((page) => page.answers),
    ...model.screens.flatMap((screen) => screen.items),
    ...model.letters.map((letter) => ({ question: letter.supporterName, answer: { kind: 'text', text: letter.text } as const })),
  ];

  // Measured first: a process spawned from this one starts with its resident memory counted (Linux's maxRSS
  // survives the fork and exec), so this one must still be small.
  const { beforeMb, peakMb } = oneBuildInItsOwnProcess('workProduct');
  const courtMemory = oneBuildInItsOwnProcess('court');
  const report = await timedBuilds(() => buildMitigationReport(model));
  // The court edition's model is made in each build: what it leaves out is decided as the model is made.
  const court = await timedBuilds(() => buildMitigationReport(reportModelOf({ ...fullyAnsweredForm(), edition: 'court' })));
  const plain = await timedBuilds(() =>
    Packer.toBuffer(new Document({ sections: [{ children: words.flatMap(({ question, answer }) => [new Paragraph(question), new Paragraph(textOf(answer))]) }] })),
  );

  const p95 = percentile(report.times, 95);
  const courtP95 = percentile(court.times, 95);
  return [
    `a form of ${model.pages.length} answered pages, ${model.screens.length} screens and ${model.letters.length} letters: ${fmt(words.length)} questions answered, a ${fmt(report.bytes / 1024)} KiB .docx`,
    `report: ${BUILDS} builds one at a time, p50 ${fmt(percentile(report.times, 50))} ms, p95 ${fmt(p95)} ms (target < ${fmt(TARGET_P95_MS)} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}); one build in a process of its own: peak resident memory ${fmt(peakMb)} MB, ${fmt(beforeMb)} MB of it before the build (target < ${TARGET_PEAK_MB} MB: ${peakMb < TARGET_PEAK_MB ? 'met' : 'NOT met'})`,
    `court edition (its model made in each build): p50 ${fmt(percentile(court.times, 50))} ms, p95 ${fmt(courtP95)} ms (target < ${fmt(TARGET_P95_MS)} ms: ${courtP95 < TARGET_P95_MS ? 'met' : 'NOT met'}); one build in a process of its own: peak resident memory ${fmt(courtMemory.peakMb)} MB (target < ${TARGET_PEAK_MB} MB: ${courtMemory.peakMb < TARGET_PEAK_MB ? 'met' : 'NOT met'}), a ${fmt(court.bytes / 1024)} KiB .docx`,
    `baseline: the same words as plain paragraphs, p50 ${fmt(percentile(plain.times, 50))} ms, p95 ${fmt(percentile(plain.times, 95))} ms -> the report at ${fmt(percentile(report.times, 50) / percentile(plain.times, 50), 1)}x the baseline's p50`,
  ];
}

function oneBuildInItsOwnProcess(edition: 'workProduct' | 'court'): { beforeMb: number; peakMb: number } {
  const script = fileURLToPath(new URL('./report-build-once.js', import.meta.url));
  return JSON.parse(execFileSync(process.execPath, [script, edition], { encoding: 'utf8' }));
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
