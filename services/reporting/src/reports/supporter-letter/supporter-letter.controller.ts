import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { FileDownloadQuery, LetterDownloadQuery } from '@app/contracts';
import { Public, Roles, sendDocx, ZodPipe } from '@app/platform';
import { REPORT_ROLES } from '../download-token.js';
import { LettersPacketHandler } from './letters-packet.handler.js';
import { SupporterLetterHandler } from './supporter-letter.handler.js';

/**
 * GET /api/supporter/{id}/letter?temporaryAccessToken=&edition=: a supporter's signed letter (.docx), in the
 * work-product edition (the default: the writer's contact) or the court edition. Public to the guard: the
 * download token comes in the query and the handler checks it and the roles.
 */
@Controller('api/supporter')
export class SupporterLetterController {
  constructor(private readonly handler: SupporterLetterHandler) {}

  @Get(':id/letter')
  @Public()
  @Roles(...REPORT_ROLES)
  async download(@Param('id') id: string, @Query(new ZodPipe(LetterDownloadQuery)) query: LetterDownloadQuery, @Res() res: Response): Promise<void> {
    // The attorney's time zone (issue 36, item 12) goes here once the account has one: UTC until then.
    sendDocx(res, await this.handler.build(query.temporaryAccessToken, id, query.edition));
  }
}

/**
 * GET /api/client/{id}/letters?temporaryAccessToken=: the letters packet, every signed letter of the client in
 * one .docx (court edition). Public to the guard like the other downloads: the handler checks the token.
 */
@Controller('api/client')
export class LettersPacketController {
  constructor(private readonly handler: LettersPacketHandler) {}

  @Get(':id/letters')
  @Public()
  @Roles(...REPORT_ROLES)
  async download(@Param('id') id: string, @Query(new ZodPipe(FileDownloadQuery)) query: FileDownloadQuery, @Res() res: Response): Promise<void> {
    // The attorney's time zone (issue 36, item 12) goes here once the account has one: UTC until then.
    sendDocx(res, await this.handler.build(query.temporaryAccessToken, id));
  }
}
