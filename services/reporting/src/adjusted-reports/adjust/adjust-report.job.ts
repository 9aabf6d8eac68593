import { PlatformRuntime, type JobQueueDefinition } from '@app/platform';
import type { ReportingConfig } from '../../config.js';
import type { ReportingDatabase } from '../../reporting-database.js';
import { formSources } from '../../reports/report.query.js';
import type { SectionMaterial } from '../../social-history/material.js';
import { storeSealedSection } from '../../social-history/sealed-sections.js';
import { socialHistoryPlan, writeSection } from '../../social-history/social-history.js';
import type { NarrativeWriter } from '../../social-history/writer.js';
import { adjustedReportDecider, type AdjustedReportCommand } from '../adjusted-report.decide.js';
import { adjustedReportStreamId } from '../adjusted-report.js';
import { inPool } from './in-pool.js';

export const ADJUST_REPORT_QUEUE = 'adjust-report';

export interface AdjustReportJob {
  variantId: string;
  run: number;
}

/**
 * A variant's run (issue 35): the narrative written section by section (the Third Person's social history,
 * or the First Person's statement), at most ADJUSTER_CONCURRENCY sections at once, each checked by the fact
 * checker and stored as soon as it is written, so that a run tried again (pg-boss, after a failed section)
 * writes only what is missing; the progress moves with every section. A run superseded or a client deleted
 * meanwhile ends quietly; after the last attempt the run is recorded as failed (the attorney can generate it again).
 */
export function adjustReportQueue(runtime: PlatformRuntime<ReportingDatabase>, writer: NarrativeWriter, config: ReportingConfig): JobQueueDefinition<AdjustReportJob> {
  return {
    name: ADJUST_REPORT_QUEUE,
    concurrency: 2,
    attempts: 5,
    retryDelaySeconds: config.ADJUST_RETRY_DELAY_SECONDS,
    maxRetryDelaySeconds: 30 * 60,
    timeoutSeconds: 60 * 60,
    async work(job, attempt) {
      try {
        await carryOut(runtime, writer, config.ADJUSTER_CONCURRENCY, job);
      } catch (error) {
        if (attempt.lastAttempt) await recordFailure(runtime, job, (error as Error).message);
        throw error;
      }
    },
  };
}

async function carryOut(runtime: PlatformRuntime<ReportingDatabase>, writer: NarrativeWriter, concurrency: number, { variantId, run }: AdjustReportJob): Promise<void> {
  const { db } = runtime;
  const report = await db.selectFrom('adjusted_reports').selectAll().where('id', '=', variantId).executeTakeFirst();
  if (!report || report.run !== run || report.status !== 'Started') return;
  const sources = await formSources(runtime, report.original_form_id);
  if (!sources) return;
  const plan = socialHistoryPlan(report.adjuster, sources.form, sources.answerSets, sources.letters, sources.client);
  const done = new Set(
    (await db.selectFrom('adjusted_sections').select('section_key').where('report_id', '=', variantId).where('run', '=', run).execute()).map((row) => row.section_key),
  );
  const todo = plan.sections.map((material, position) => ({ material, position })).filter(({ material }) => !done.has(material.outline.key));
  const ids = { variantId, originalFormId: report.original_form_id };

  let finished = plan.sections.length - todo.length;
  let reporting = Promise.resolve();
  const write = async ({ material, position }: { material: SectionMaterial; position: number }) => {
    const section = await writeSection(plan, material, writer);
    // Sealed with the client's key; nothing is stored for a client deleted meanwhile.
    if (!(await storeSealedSection(runtime, sources.clientId, { report_id: variantId, run, position }, section))) throw new ClientGone();
    finished++;
    const progress = Math.floor((finished * 100) / plan.sections.length);
    if (progress < 100) {
      // One progress write at a time: they go to one stream (a lower one after a higher one records nothing).
      reporting = reporting.then(() => record(runtime, { type: 'Progress', ...ids, run, progress }));
      await reporting;
    }
  };
  try {
    await inPool(todo, concurrency, write);
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
