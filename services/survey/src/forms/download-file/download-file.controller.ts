import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { FileDownloadQuery } from '@app/contracts';
import { attachmentDisposition, CurrentUser, PlatformRuntime, Public, Roles, ZodPipe, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { DownloadFileHandler } from './download-file.handler.js';

/**
 * GET /api/answerSet/{id}/file/{filename}?temporaryAccessToken= (filename: the value the upload
 * answered, `<file id>/<name>`, its slash as it is or encoded): the client, their subscriber, a site
 * admin. Streams the file as an attachment under its name, with the type its content was found to
 * have and no sniffing. Any other name, or a file of another answer set, is a 404. Public to the
 * guard: the download token comes in the query and the handler checks it and the roles.
 */
@Controller('api/answerSet')
export class DownloadFileController {
  constructor(
    private readonly handler: DownloadFileHandler,
    private readonly runtime: PlatformRuntime,
  ) {}

  @Get(':id/file/*filename')
  @Public()
  @Roles(...FORM_ROLES)
  async download(
    @CurrentUser() user: Principal | undefined,
    @Param('id') id: string,
    @Param('filename') filename: string | string[],
    @Query(new ZodPipe(FileDownloadQuery)) query: FileDownloadQuery,
    @Res() res: Response,
  ): Promise<void> {
    const value = Array.isArray(filename) ? filename.join('/') : filename;
    const { file, content } = await this.handler.open(user, query.temporaryAccessToken, id, value);
    res.set({
      'content-type': file.content_type,
      'content-length': String(file.size),
      'content-disposition': attachmentDisposition(file.name),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    await pipeline(Readable.from(content), res).catch((error: NodeJS.ErrnoException) => {
      // The caller going away is no failure of ours.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') this.runtime.logger.error({ fileId: file.id, err: String(error) }, 'files: a download broke off');
    });
  }
}
