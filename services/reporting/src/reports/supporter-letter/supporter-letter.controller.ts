import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { FileDownloadQuery } from '@app/contracts';
import { Public, Roles, sendDocx, ZodPipe } from '@app/platform';
import { REPORT_ROLES } from '../download-token.js';
import { SupporterLetterHandler } from './supporter-letter.handler.js';

/**
 * GET /api/supporter/{id}/letter?temporaryAccessToken=: a supporter's signed letter (.docx). Public to
 * the guard: the download token comes in the query and the handler checks it and the roles.
 */
@Controller('api/supporter')
export class SupporterLetterController {
  constructor(private readonly handler: SupporterLetterHandler) {}

  @Get(':id/letter')
  @Public()
  @Roles(...REPORT_ROLES)
  async download(@Param('id') id: string, @Query(new ZodPipe(FileDownloadQuery)) query: FileDownloadQuery, @Res() res: Response): Promise<void> {
    sendDocx(res, await this.handler.build(query.temporaryAccessToken, id));
  }
}
