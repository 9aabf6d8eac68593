import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { FileDownloadQuery } from '@app/contracts';
import { Public, Roles, sendDocx, ZodPipe } from '@app/platform';
import { REPORT_ROLES } from '../download-token.js';
import { RawReportHandler } from './raw-report.handler.js';

/**
 * GET /api/form/{id}/report?temporaryAccessToken=: the raw Mitigation Report (.docx) as an attachment
 * named `Mitigation Report - {Last}, {First} - {YYYY-MM-DD}.docx`. Public to the guard: the download
 * token comes in the query and the handler checks it and the roles.
 */
@Controller('api/form')
export class RawReportController {
  constructor(private readonly handler: RawReportHandler) {}

  @Get(':id/report')
  @Public()
  @Roles(...REPORT_ROLES)
  async download(@Param('id') id: string, @Query(new ZodPipe(FileDownloadQuery)) query: FileDownloadQuery, @Res() res: Response): Promise<void> {
    sendDocx(res, await this.handler.build(query.temporaryAccessToken, id));
  }
}
