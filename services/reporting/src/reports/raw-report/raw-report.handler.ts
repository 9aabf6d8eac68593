import { Injectable } from '@nestjs/common';
import { AdjustedReportMessages, AdjusterTitles, type ReportDownloadQuery } from '@app/contracts';
import { ConflictError, downloadCaller, PlatformRuntime, type Principal } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { REPORT_ROLES } from '../download-token.js';
import { buildMitigationReport, reportTitleOf } from '../mitigation-report/mitigation-report.js';
import type { ReportModel } from '../mitigation-report/report-model.js';
import { formNotFound, ReportQuery, type FormSources } from '../report.query.js';
import { reportModelOf } from './report-contents.js';

export const reportFileName = (model: Pick<ReportModel, 'client' | 'date' | 'variant' | 'edition'>) =>
  `${reportTitleOf(model)} - ${model.client.lastName}, ${model.client.firstName} - ${model.date}${model.edition === 'court' ? ' - Court Edition' : ''}.docx`;

/**
 * GET /api/form/{id}/report: the raw Mitigation Report of the form as it is now, or, for the id of an
 * AI-adjusted variant, the report with that variant's rewritten answers once its run is complete; either in
 * the edition and with the sections asked for (issue 34: the variants follow the same editions).
 */
@Injectable()
export class RawReportHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
  ) {}

  async build(
    downloadToken: string | undefined,
    formId: string,
    { edition, sections }: Pick<ReportDownloadQuery, 'edition' | 'sections'> = { edition: 'workProduct' },
    now = new Date(),
  ): Promise<{ fileName: string; content: Buffer }> {
    const caller = await downloadCaller(this.runtime, downloadToken, REPORT_ROLES);
    const sources = (await this.variantSources(caller, formId)) ?? (await this.reports.sourcesOf(caller, formId));
    const model = reportModelOf({ ...sources, date: now.toISOString().slice(0, 10), edition, sections });
    return { fileName: reportFileName(model), content: await buildMitigationReport(model) };
  }

  /** The original form's sources with the variant's answers in place, or undefined when `id` is no variant. */
  private async variantSources(caller: Principal, id: string): Promise<(FormSources & { variant: ReportModel['variant'] }) | undefined> {
    const variant = await this.reports.variantOf(caller, id);
    if (!variant) return undefined;
    if (variant.status === 'Started') throw new ConflictError(AdjustedReportMessages.notReady);
    if (variant.status !== 'Completed') throw formNotFound();
    const sources = await this.reports.sourcesOf(caller, variant.original_form_id);
    const rewritten = await this.reports.rewrittenAnswers(variant);
    return {
      ...sources,
      answerSets: sources.answerSets.map((set) => ({ ...set, answers: { ...set.answers, ...rewritten.get(set.page_id) }, originalAnswers: set.answers })),
      variant: { title: AdjusterTitles[variant.adjuster], label: variant.label },
    };
  }
}
