import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { FileDownloadQuery, Roles as RoleNames } from '@app/contracts';
import { attachmentDisposition, Public, Roles, ZodPipe } from '@app/platform';
import { AccountExportHandler } from './account-export.handler.js';

/**
 * GET /api/account/export?temporaryAccessToken= (issue 36): the subscriber's clients, reports and letters in one
 * .zip, before closing the account. Public to the guard like the other downloads: the handler checks the token
 * (a subscriber's; 401 without one, 403 for any other role).
 */
@Controller('api/account')
export class AccountExportController {
  constructor(private readonly handler: AccountExportHandler) {}

  @Get('export')
  @Public()
  @Roles(RoleNames.Subscriber)
  async download(@Query(new ZodPipe(FileDownloadQuery)) query: FileDownloadQuery, @Res() res: Response): Promise<void> {
    const caller = await this.handler.caller(query.temporaryAccessToken);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', attachmentDisposition(`Mitigation Survey export - ${new Date().toISOString().slice(0, 10)}.zip`));
    res.setHeader('Cache-Control', 'no-store');
    await this.handler.write(caller, res);
  }
}
