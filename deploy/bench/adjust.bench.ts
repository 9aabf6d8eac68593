import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildMitigationReport, LocalWriter, OpenAiWriter, reportModelOf, socialHistoryPlan, writeSocialHistory, type WrittenSection } from '@app/reporting';
import { OpenAiStandIn } from '@app/stand-ins';
import { fullyAnsweredForm } from './report-model-fixture.js';
import { fmt, percentile } from './stats.js';

const RUNS = 20;
const TARGET_LOCAL_P95_MS = 3_000;
const TARGET_PEAK_MB = 200;
const TARGET_OPENAI_MS = 30_000;
const CALL_DELAY_MS = 300;
/** The job's default ADJUSTER_CONCURRENCY, and one section at a time. */
const CONCURRENCIES = [1, 4];

/**
 * The AI-adjusted variants as a written narrative (issue 35) over a full record (every page of the seeded
 * questionnaire answered, all 13 screens, five signed letters): the local writer's whole Third Person and
 * First Person (written, fact-checked, and the report built: what the attorney waits for), p50/p95 of
 * ${RUNS} runs and the peak resident memory of one in a process of its own; the OpenAI writer through the
 * real SDK against the stand-in answering each call after 300 ms. Baseline in the same run: the raw report's build.
 */
export async function adjustBench(): Promise<string[]> {
  const sources = fullyAnsweredForm();
  // Measured first: a process spawned from this one starts with its resident memory counted.
  const once = (...args: string[]) =>
    JSON.parse(execFileSync(process.execPath, [fileURLToPath(new URL('./adjust-write-once.js', import.meta.url)), ...args], { encoding: 'utf8' })) as {
      beforeMb: number;
      peakMb: number;
    };
  const { beforeMb, peakMb } = once();
  const withReport = once('report');
  const rawOnce = JSON.parse(execFileSync(process.execPath, [fileURLToPath(new URL('./report-build-once.js', import.meta.url))], { encoding: 'utf8' })) as { peakMb: number };

  const raw = await timed(RUNS, () => buildMitigationReport(reportModelOf(sources)));
  const local = new LocalWriter();
  const variant = (person: 'ThirdPerson' | 'FirstPerson') => async () => {
    const plan = socialHistoryPlan(person, sources.form, sources.answerSets, sources.letters, sources.client);
    const sections = await writeSocialHistory(plan, local);
    return { sections, report: await buildMitigationReport(reportModelOf({ ...sources, variant: { title: person, label: local.label }, narrative: { person, sections } })) };
  };
  let written: WrittenSection[] = [];
  const third = await timed(RUNS, async () => (written = (await variant('ThirdPerson')()).sections));
  const first = await timed(RUNS, variant('FirstPerson'));
  const sentences = written.reduce((sum, section) => sum + section.paragraphs.reduce((count, paragraph) => count + paragraph.sentences.length, 0), 0);
  const dropped = written.reduce((sum, section) => sum + section.dropped, 0);

  const standIn = await OpenAiStandIn.listen({ delayMs: CALL_DELAY_MS });
  const lines: string[] = [];
  try {
    const openai = new OpenAiWriter({ apiKey: 'sk-bench', model: 'gpt-bench', baseURL: standIn.url, maxRetries: 0, timeoutMs: 10_000 });
    for (const concurrency of CONCURRENCIES) {
      standIn.requests.length = 0;
      const plan = socialHistoryPlan('ThirdPerson', sources.form, sources.answerSets, sources.letters, sources.client);
      const [ms] = (await timed(1, () => writeSocialHistory(plan, openai, concurrency))).times;
      lines.push(
        `OpenAI writer against the stand-in (${CALL_DELAY_MS} ms a call), Third Person, ${concurrency} section${concurrency === 1 ? '' : 's'} at a time: ${fmt(standIn.requests.length)} calls, ${fmt(ms / 1000, 1)} s (target < ${fmt(TARGET_OPENAI_MS / 1000)} s: ${ms < TARGET_OPENAI_MS ? 'met' : 'NOT met'}; ${fmt(ms / percentile(raw.times, 50), 1)}x the raw report's build)`,
      );
    }
  } finally {
    await standIn.close();
  }
  const p95 = percentile(third.times, 95);
  return [
    `a full record: ${fmt(sources.form.pages.length)} pages (13 screens), ${fmt(sources.letters.length)} letters; its Third Person: ${fmt(written.length)} sections, ${fmt(sentences)} sentences kept, ${fmt(dropped)} dropped by the checker`,
    `baseline, the raw report's build: p50 ${fmt(percentile(raw.times, 50))} ms, p95 ${fmt(percentile(raw.times, 95))} ms`,
    `local writer, Third Person written, checked and built (${RUNS} runs): p50 ${fmt(percentile(third.times, 50))} ms, p95 ${fmt(p95)} ms (target < ${fmt(TARGET_LOCAL_P95_MS)} ms: ${p95 < TARGET_LOCAL_P95_MS ? 'met' : 'NOT met'}), ${fmt(percentile(third.times, 50) / percentile(raw.times, 50), 1)}x the baseline's p50`,
    `local writer, First Person written, checked and built: p50 ${fmt(percentile(first.times, 50))} ms, p95 ${fmt(percentile(first.times, 95))} ms, ${fmt(percentile(first.times, 50) / percentile(raw.times, 50), 1)}x the baseline's p50`,
    `the local writer in a process of its own (a Third Person written and checked): peak resident memory ${fmt(peakMb)} MB, ${fmt(beforeMb)} MB of it before (target < ${TARGET_PEAK_MB} MB: ${peakMb < TARGET_PEAK_MB ? 'met' : 'NOT met'}); with its report built too: ${fmt(withReport.peakMb)} MB, beside the raw report's build alone: ${fmt(rawOnce.peakMb)} MB`,
    ...lines,
  ];
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<{ times: number[] }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return { times: times.sort((a, b) => a - b) };
}
