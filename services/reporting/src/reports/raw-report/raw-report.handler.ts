import { Injectable } from '@nestjs/common';
import { AdjustedReportMessages, AdjusterTitles, type ReportDownloadQuery } from '@app/contracts';
import { ConflictError, downloadCaller, PlatformRuntime, type Principal } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { REPORT_ROLES } from '../download-token.js';
import { buildMitigationReport, reportTitleOf } from '../mitigation-report/mitigation-report.js';
import type { ReportModel } from '../mitigation-report/report-model.js';
import { formNotFound, ReportQuery, type FormSources } from '../report.query.js';
import { reportModelOf, type ReportSources } from './report-contents.js';
import { dayIn } from '../report-day.js';

/** Not in the spec: a variant made before the narrative (its rewritten answers are gone). */
const WRITE_AGAIN = 'This report was made before reports were written as a narrative. Generate it again to download it.';

export const reportFileName = (model: Pick<ReportModel, 'client' | 'date' | 'variant' | 'edition'>) =>
  `${reportTitleOf(model)} - ${model.client.lastName}, ${model.client.firstName} - ${model.date}${model.edition === 'court' ? ' - Court Edition' : ''}.docx`;

/**
 * GET /api/form/{id}/report: the raw Mitigation Report of the form as it is now, or, for the id of an
 * AI-adjusted variant, the report with that variant's narrative in place of the answers once its run is complete; either in
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
    // The report's day is the attorney's (issue 36, item 12), as their letters' signatures are.
    const model = reportModelOf({ ...sources, date: dayIn(now, sources.timeZone), edition, sections });
    return { fileName: reportFileName(model), content: await buildMitigationReport(model) };
  }

  /** The original form's sources with the variant's answers in place, or undefined when `id` is no variant. */
  private async variantSources(caller: Principal, id: string): Promise<(FormSources & Pick<ReportSources, 'variant' | 'narrative'>) | undefined> {
    const variant = await this.reports.variantOf(caller, id);
    if (!variant) return undefined;
    if (variant.status === 'Started') throw new ConflictError(AdjustedReportMessages.notReady);
    if (variant.status !== 'Completed') throw formNotFound();
    const sources = await this.reports.sourcesOf(caller, variant.original_form_id);
    const sections = await this.reports.writtenSections(variant);
    // A variant completed before its runs wrote a narrative (issue 35) has nothing to print: it is generated again.
    if (sections.length === 0) throw new ConflictError(WRITE_AGAIN);
    return { ...sources, variant: { title: AdjusterTitles[variant.adjuster], label: variant.label }, narrative: { person: variant.adjuster, sections } };
  }
}
