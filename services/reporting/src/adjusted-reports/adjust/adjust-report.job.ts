import { DEFAULT_LANGUAGE, type Answers } from '@app/contracts';
import { PlatformRuntime, type JobQueueDefinition } from '@app/platform';
import type { ReportingConfig } from '../../config.js';
import type { ReportingDatabase } from '../../reporting-database.js';
import { formSources } from '../../reports/report.query.js';
import { redactIdentity } from '../adjusters/identity-redaction.js';
import type { TextAdjuster } from '../adjusters/text-adjuster.js';
import { adjustedReportDecider, type AdjustedReportCommand } from '../adjusted-report.decide.js';
import { adjustedReportStreamId } from '../adjusted-report.js';
import { answersToRewrite, identityOf, pronounsOf, type AnswerToRewrite } from '../answers-to-rewrite.js';
import { inPool } from './in-pool.js';

export const ADJUST_REPORT_QUEUE = 'adjust-report';

export interface AdjustReportJob {
  variantId: string;
  run: number;
}

/** Progress is recorded in steps of this many percent. */
const PROGRESS_STEP = 5;

/**
 * A variant's run: every free-text answer of the original form rewritten by the adjuster, at most
 * ADJUSTER_CONCURRENCY at once, each stored as soon as it is back, so that a run tried again (pg-boss,
 * after a failed answer) rewrites only what is missing. The client's identity is taken out of each answer
 * before it leaves and put back after. A run superseded or a client deleted meanwhile ends quietly;
 * after the last attempt the run is recorded as failed (the attorney can generate it again).
 */
export function adjustReportQueue(runtime: PlatformRuntime<ReportingDatabase>, adjuster: TextAdjuster, config: ReportingConfig): JobQueueDefinition<AdjustReportJob> {
  return {
    name: ADJUST_REPORT_QUEUE,
    concurrency: 2,
    attempts: 5,
    retryDelaySeconds: config.ADJUST_RETRY_DELAY_SECONDS,
    maxRetryDelaySeconds: 30 * 60,
    timeoutSeconds: 60 * 60,
    async work(job, attempt) {
      try {
        await carryOut(runtime, adjuster, config.ADJUSTER_CONCURRENCY, job);
      } catch (error) {
        if (attempt.lastAttempt) await recordFailure(runtime, job, (error as Error).message);
        throw error;
      }
    },
  };
}

async function carryOut(runtime: PlatformRuntime<ReportingDatabase>, adjuster: TextAdjuster, concurrency: number, { variantId, run }: AdjustReportJob): Promise<void> {
  const { db } = runtime;
  const report = await db.selectFrom('adjusted_reports').selectAll().where('id', '=', variantId).executeTakeFirst();
  if (!report || report.run !== run || report.status !== 'Started') return;
  const sources = await formSources(runtime, report.original_form_id);
  if (!sources) return;
  const answersByPage = new Map(sources.answerSets.map((set) => [set.page_id, set.answers]));
  const answersOf = (pageId: string): Answers => answersByPage.get(pageId) ?? {};
  const languageByPage = new Map(sources.answerSets.map((set) => [set.page_id, set.language]));
  const pages = sources.form.pages;
  const all = answersToRewrite(pages, answersOf, (pageId) => languageByPage.get(pageId) ?? DEFAULT_LANGUAGE);
  const done = new Set((await db.selectFrom('adjusted_answers').select(['page_id', 'question_key']).where('report_id', '=', variantId).where('run', '=', run).execute()).map((row) => `${row.page_id}/${row.question_key}`));
  const todo = all.filter((answer) => !done.has(`${answer.pageId}/${answer.key}`));
  const options = { person: report.adjuster, pronouns: pronounsOf(pages, answersOf) };
  const identity = identityOf(sources.client, pages, answersOf);
  const ids = { variantId, originalFormId: report.original_form_id };

  let finished = all.length - todo.length;
  let reported = report.progress;
  let reporting = Promise.resolve();
  const rewrite = async (answer: AnswerToRewrite) => {
    const redacted = redactIdentity(answer.text, identity);
    const text = redacted.restore(await adjuster.adjust({ question: answer.question, text: redacted.text, language: answer.language }, options));
    const stored = await db
      .insertInto('adjusted_answers')
      .columns(['report_id', 'run', 'page_id', 'question_key', 'text'])
      .expression((eb) =>
        eb
          .selectFrom('clients')
          .select([eb.val(variantId).as('report_id'), eb.val(run).as('run'), eb.val(answer.pageId).as('page_id'), eb.val(answer.key).as('question_key'), eb.val(text).as('text')])
          // Nothing is stored for a client deleted meanwhile.
          .where('id', '=', sources.clientId)
          .where('deleted', '=', false),
      )
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(stored.numInsertedOrUpdatedRows ?? 0n) === 0) throw new ClientGone();
    finished++;
    const progress = Math.floor((finished * 100) / all.length / PROGRESS_STEP) * PROGRESS_STEP;
    if (progress >= reported + PROGRESS_STEP && progress < 100) {
      reported = progress;
      // One progress write at a time: they go to one stream.
      reporting = reporting.then(() => record(runtime, { type: 'Progress', ...ids, run, progress }));
      await reporting;
    }
  };
  try {
    await inPool(todo, concurrency, rewrite);
  } catch (error) {
    if (error instanceof ClientGone) return;
    throw error;
  }
  await record(runtime, { type: 'Complete', ...ids, run });
}

class ClientGone extends Error {}

async function recordFailure(runtime: PlatformRuntime<ReportingDatabase>, { variantId, run }: AdjustReportJob, reason: string): Promise<void> {
  const report = await runtime.db.selectFrom('adjusted_reports').select('original_form_id').where('id', '=', variantId).executeTakeFirst();
  if (!report) return;
  await record(runtime, { type: 'Fail', variantId, originalFormId: report.original_form_id, run, reason: reason.slice(0, 500) });
}

async function record(runtime: PlatformRuntime<ReportingDatabase>, command: AdjustedReportCommand): Promise<void> {
  await runtime.commands.handle(adjustedReportStreamId(command.variantId), command, adjustedReportDecider, { retries: 5 });
}
