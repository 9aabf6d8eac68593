import { Controller, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { UploadedFile } from '@app/contracts';
import { CurrentUser, PostAction, Roles, WriteContext, type AppendContext, type Principal } from '@app/platform';
import { FORM_ROLES } from '../form-rules.js';
import { UploadFileHandler } from './upload-file.handler.js';

/**
 * POST /api/answerSet/{id}/file (multipart/form-data, one file of at most 25 MB: PDF, JPEG, PNG, HEIC,
 * DOCX or TXT by its content): the client, their subscriber for a proctored client, a site admin.
 * Answers `{ value }`, the File question's answer.
 */
@Controller('api/answerSet')
export class UploadFileController {
  constructor(private readonly handler: UploadFileHandler) {}

  @PostAction(':id/file', UploadedFile)
  @Roles(...FORM_ROLES)
  upload(@CurrentUser() user: Principal, @Param('id') id: string, @Req() req: Request, @WriteContext() context: AppendContext): Promise<UploadedFile> {
    return this.handler.upload(user, id, req, context);
  }
}
