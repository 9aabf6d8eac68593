import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles as RoleNames, StatsExportQuery, StatsExports } from '@app/contracts';
import { attachmentDisposition, downloadCaller, PlatformRuntime, Public, Roles, ZodPipe } from '@app/platform';
import type { ReportingDatabase } from '../../reporting-database.js';
import { csvStringifier } from './csv.js';
import { STATS_EXPORTS } from './stats-exports.js';

/**
 * GET /api/stats/export?temporaryAccessToken=&name=: one of the admin's five exports as a CSV file,
 * streamed. Site admins only, by a download token (the link opens in a new tab).
 */
@Controller('api/stats')
export class StatsExportController {
  constructor(private readonly runtime: PlatformRuntime<ReportingDatabase>) {}

  @Get('export')
  @Public()
  @Roles(RoleNames.SiteAdmin)
  async download(@Query(new ZodPipe(StatsExportQuery)) query: StatsExportQuery, @Res() res: Response): Promise<void> {
    await downloadCaller(this.runtime, query.temporaryAccessToken, [RoleNames.SiteAdmin]);
    const { header, rows } = STATS_EXPORTS[query.name];
    const fileName = `${StatsExports[query.name].replaceAll('/', '-')} - ${new Date().toISOString().slice(0, 10)}.csv`;
    res.set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    await pipeline(Readable.from(rows(this.runtime.db)), csvStringifier(header), res);
  }
}
