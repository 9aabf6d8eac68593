import { Injectable } from '@nestjs/common';
import { PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { downloadCaller, REPORT_ROLES } from '../download-token.js';
import { buildMitigationReport } from '../mitigation-report/mitigation-report.js';
import type { ReportModel } from '../mitigation-report/report-model.js';
import { ReportQuery } from '../report.query.js';
import { reportModelOf } from './report-contents.js';

export const reportFileName = ({ client, date }: Pick<ReportModel, 'client' | 'date'>) => `Mitigation Report - ${client.lastName}, ${client.firstName} - ${date}.docx`;

/** GET /api/form/{id}/report: the raw Mitigation Report of the form as it is now, for a download token's caller. */
@Injectable()
export class RawReportHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
  ) {}

  async build(downloadToken: string | undefined, formId: string, now = new Date()): Promise<{ fileName: string; content: Buffer }> {
    const caller = await downloadCaller(this.runtime, downloadToken, REPORT_ROLES);
    const sources = await this.reports.sourcesOf(caller, formId);
    const model = reportModelOf({ ...sources, date: now.toISOString().slice(0, 10) });
    return { fileName: reportFileName(model), content: await buildMitigationReport(model) };
  }
}
