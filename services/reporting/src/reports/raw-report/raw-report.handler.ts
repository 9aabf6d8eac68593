import { Injectable } from '@nestjs/common';
import { Roles } from '@app/contracts';
import { ForbiddenError, PlatformRuntime, UnauthorizedError } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { buildMitigationReport } from '../mitigation-report/mitigation-report.js';
import type { ReportModel } from '../mitigation-report/report-model.js';
import { ReportQuery } from '../report.query.js';
import { reportModelOf } from './report-contents.js';

/** Who may download a client's reports: their subscriber, and site admins. */
export const REPORT_ROLES = [Roles.SiteAdmin, Roles.Subscriber] as const;

export const reportFileName = ({ client, date }: Pick<ReportModel, 'client' | 'date'>) => `Mitigation Report - ${client.lastName}, ${client.firstName} - ${date}.docx`;

/**
 * GET /api/form/{id}/report: the raw Mitigation Report of the form as it is now. The caller is named
 * by identity's download token only (`temporaryAccessToken`, for a link opened in a new tab): an
 * access token there, or none, is a 401.
 */
@Injectable()
export class RawReportHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
  ) {}

  async build(downloadToken: string | undefined, formId: string, now = new Date()): Promise<{ fileName: string; content: Buffer }> {
    if (!downloadToken) throw new UnauthorizedError();
    const caller = await this.runtime.verifier.verify(downloadToken, 'download');
    if (!REPORT_ROLES.some((role) => caller.roles.includes(role))) throw new ForbiddenError();
    const sources = await this.reports.sourcesOf(caller, formId);
    const model = reportModelOf({ ...sources, date: now.toISOString().slice(0, 10) });
    return { fileName: reportFileName(model), content: await buildMitigationReport(model) };
  }
}
