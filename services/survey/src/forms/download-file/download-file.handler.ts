import { Injectable } from '@nestjs/common';
import { downloadCaller, ForbiddenError, PlatformRuntime, UnauthorizedError, type Principal } from '@app/platform';
import { AnswerFileChunks } from '../../sealed-files/answer-file-chunks.js';
import type { AnswerFileRow, SurveyDatabase } from '../../survey-database.js';
import { fileNotFound } from '../form.decide.js';
import { FORM_ROLES } from '../form-rules.js';
import { FormQuery } from '../form.query.js';

/**
 * GET /api/answerSet/{id}/file/{value}: the file, opened with survey's key of the client as it is read.
 * The caller is named by identity's download token (`temporaryAccessToken`, for a link opened in a
 * new tab; spent by this download), else by their access token; whoever may see the form may download its files.
 */
@Injectable()
export class DownloadFileHandler {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly forms: FormQuery,
    private readonly chunks: AnswerFileChunks,
  ) {}

  async open(
    user: Principal | undefined,
    downloadToken: string | undefined,
    answerSetId: string,
    value: string,
  ): Promise<{ file: AnswerFileRow; content: AsyncGenerator<Buffer> }> {
    const caller = downloadToken ? await downloadCaller(this.runtime, downloadToken, FORM_ROLES) : user;
    if (!caller) throw new UnauthorizedError();
    if (!FORM_ROLES.some((role) => caller.roles.includes(role))) throw new ForbiddenError();
    const answerSet = await this.forms.answerSet(caller, answerSetId, 'read');
    const file = await this.forms.file(answerSet.id, value);
    const cipher = await this.runtime.vault.bytesCipher(file.client_id);
    if (!cipher) throw fileNotFound();
    return { file, content: this.chunks.read(cipher, file) };
  }
}
