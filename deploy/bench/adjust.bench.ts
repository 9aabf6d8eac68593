import type { Answers } from '@app/contracts';
import { answersToRewrite, inPool, LocalAdjuster, OpenAiAdjuster } from '@app/reporting';
import { OpenAiStandIn } from '@app/stand-ins';
import { fullyAnsweredForm } from './report-model-fixture.js';
import { fmt } from './stats.js';

const TARGET_LOCAL_MS = 2_000;
const CALL_DELAY_MS = 100;
const CONCURRENCIES = [1, 4, 8];
// Every answer as a client's paragraph in the first person (the generated answers are placeholders).
const PARAGRAPH =
  "I grew up in Dayton with my grandmother. I have two daughters and I love them more than anything. We moved six times before I finished middle school. I don't remember much before I turned ten. My uncle hit me when he drank, and I blamed myself for a long time.";

/**
 * The AI-adjusted variant's rewriting of the full questionnaire's free-text answers (issue 11): the
 * local adjuster's pass (target under 2 s), and the OpenAI adjuster through the real SDK against the
 * stand-in answering each call after 100 ms, at the concurrencies the job can be given
 * (ADJUSTER_CONCURRENCY, 4 by default); baseline: the answers' count times the 100 ms one after another.
 */
export async function adjustBench(): Promise<string[]> {
  const { form, answerSets } = fullyAnsweredForm();
  const byPage = new Map(answerSets.map((set) => [set.page_id, set.answers]));
  const answers = answersToRewrite(form.pages, (pageId): Answers => byPage.get(pageId) ?? {}, () => 'en').map((answer) => ({ ...answer, text: PARAGRAPH }));
  const options = { person: 'ThirdPerson', pronouns: 'she' } as const;

  const local = new LocalAdjuster();
  const localMs = await timed(() => inPool(answers, 1, async (answer) => void (await local.adjust(answer, options))));

  const standIn = await OpenAiStandIn.listen({ delayMs: CALL_DELAY_MS });
  const lines: string[] = [];
  try {
    const openai = new OpenAiAdjuster({ apiKey: 'sk-bench', model: 'gpt-bench', baseURL: standIn.url, maxRetries: 0, timeoutMs: 10_000 });
    for (const concurrency of CONCURRENCIES) {
      const ms = await timed(() => inPool(answers, concurrency, async (answer) => void (await openai.adjust(answer, options))));
      lines.push(`OpenAI adjuster against the stand-in (${CALL_DELAY_MS} ms a call), concurrency ${concurrency}: ${fmt(ms / 1000, 1)} s (${fmt((answers.length * CALL_DELAY_MS) / ms, 1)}x the calls one after another)`);
    }
  } finally {
    await standIn.close();
  }
  return [
    `${fmt(answers.length)} free-text answers of the full questionnaire answered, each a paragraph of ${PARAGRAPH.split(' ').length} words in the first person`,
    `local adjuster (third person, offline rules): ${fmt(localMs)} ms (target < ${fmt(TARGET_LOCAL_MS)} ms: ${localMs < TARGET_LOCAL_MS ? 'met' : 'NOT met'})`,
    ...lines,
  ];
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}
