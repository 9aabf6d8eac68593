import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ReportDownloadQuery } from '@app/contracts';
import { Public, Roles, sendDocx, ZodPipe } from '@app/platform';
import { REPORT_ROLES } from '../download-token.js';
import { RawReportHandler } from './raw-report.handler.js';

/**
 * GET /api/form/{id}/report?temporaryAccessToken=&edition=&sections=: the raw Mitigation Report (.docx) as an
 * attachment named `Mitigation Report - {Last}, {First} - {YYYY-MM-DD}.docx` (the court edition's name ends
 * ` - Court Edition`), in the edition asked for (default the work product) with the sections asked for
 * (default all of the edition's). Public to the guard: the download token comes in the query and the
 * handler checks it and the roles.
 */
@Controller('api/form')
export class RawReportController {
  constructor(private readonly handler: RawReportHandler) {}

  @Get(':id/report')
  @Public()
  @Roles(...REPORT_ROLES)
  async download(@Param('id') id: string, @Query(new ZodPipe(ReportDownloadQuery)) query: ReportDownloadQuery, @Res() res: Response): Promise<void> {
    sendDocx(res, await this.handler.build(query.temporaryAccessToken, id, query));
  }
}
