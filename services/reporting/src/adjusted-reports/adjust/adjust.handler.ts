import { Inject, Injectable } from '@nestjs/common';
import type { AdjustedReport, AdjustRequest } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { AdjustedReportRow, ReportingDatabase } from '../../reporting-database.js';
import { ReportQuery } from '../../reports/report.query.js';
import { NARRATIVE_WRITER, type NarrativeWriter } from '../../social-history/writer.js';
import { adjustedReportDecider } from '../adjusted-report.decide.js';
import { adjustedReportStreamId, variantIdOf } from '../adjusted-report.js';
import { ADJUST_REPORT_QUEUE, type AdjustReportJob } from './adjust-report.job.js';

/**
 * POST /api/form/{id}/adjust: starts the variant of the form in the adjuster's person (or answers the
 * run already going). The run's job is queued in the transaction that records its start.
 */
@Injectable()
export class AdjustHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
    @Inject(NARRATIVE_WRITER) private readonly writer: NarrativeWriter,
  ) {}

  async adjust(user: Principal, formId: string, { adjuster, key }: AdjustRequest, context: AppendContext): Promise<AdjustedReport> {
    const form = await this.reports.sourcesOf(user, formId);
    const variantId = variantIdOf(formId, adjuster);
    const start = {
      type: 'Start' as const,
      variantId,
      originalFormId: formId,
      clientId: form.clientId,
      subscriberId: form.subscriberId,
      adjuster,
      key: key ?? adjuster,
      adjusterLabel: this.writer.label,
      requestedBy: user.id,
    };
    await this.runtime.db.transaction().execute(async (trx) => {
      const { events, state } = await this.runtime.commands.handle(adjustedReportStreamId(variantId), start, adjustedReportDecider, { trx, retries: 3, context });
      if (events.length > 0) await this.runtime.jobs.enqueue(ADJUST_REPORT_QUEUE, { variantId, run: state.run } satisfies AdjustReportJob, { trx });
    });
    const row = await this.runtime.db.selectFrom('adjusted_reports').selectAll().where('id', '=', variantId).executeTakeFirstOrThrow();
    return adjustedReportOf(row);
  }
}

export const adjustedReportOf = (row: AdjustedReportRow): AdjustedReport => ({
  id: row.id,
  originalFormId: row.original_form_id,
  key: row.key,
  adjuster: row.adjuster,
  adjusterProgress: row.progress,
  formStatus: row.status === 'Completed' ? 'Completed' : 'Started',
  adjusterLabel: row.label,
});
