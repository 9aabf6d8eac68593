import { Injectable } from '@nestjs/common';
import { downloadCaller, PlatformRuntime } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { REPORT_ROLES } from '../download-token.js';
import { ReportQuery } from '../report.query.js';
import { buildSupporterLetter } from './supporter-letter.js';

/** GET /api/supporter/{id}/letter: a signed letter for the client's subscriber or a site admin; a draft is not there yet (404). */
@Injectable()
export class SupporterLetterHandler {
  constructor(
    private readonly runtime: PlatformRuntime<ReportingDatabase>,
    private readonly reports: ReportQuery,
  ) {}

  async build(downloadToken: string | undefined, supporterId: string): Promise<{ fileName: string; content: Buffer }> {
    const caller = await downloadCaller(this.runtime, downloadToken, REPORT_ROLES);
    const { letter, supporter, client } = await this.reports.signedLetter(caller, supporterId);
    const fileName = `Letter of Support - ${supporter.last_name}, ${supporter.first_name} - for ${client.last_name}, ${client.first_name}.docx`;
    return { fileName, content: await buildSupporterLetter(letter, `${client.first_name} ${client.last_name}`) };
  }
}
