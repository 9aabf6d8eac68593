import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AnswerLimits, type UploadedFile } from '@app/contracts';
import { PlatformRuntime, type AppendContext, type BytesCipher, type Principal } from '@app/platform';
import { AnswerFileChunks, FILE_CHUNK_BYTES } from '../../sealed-files/answer-file-chunks.js';
import type { SurveyDatabase } from '../../survey-database.js';
import { answerSetNotFound, assertTakesFiles, formDecider, type StoredFile } from '../form.decide.js';
import { fileValueOf, formStreamId } from '../form.js';
import { FormQuery } from '../form.query.js';
import { FileContentCheck } from './file-content.js';
import { closeAfterAnswer, receiveOneFile } from './multipart-file.js';
import { safeFileName } from './safe-file-name.js';

/** The stream's bytes in pieces of `size` (the last one shorter). */
async function* inChunksOf(size: number, stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let length = 0;
  for await (const data of stream) {
    let rest = data;
    while (length + rest.length >= size) {
      parts.push(rest.subarray(0, size - length));
      yield Buffer.concat(parts, size);
      rest = rest.subarray(size - length);
      parts = [];
      length = 0;
    }
    if (rest.length) {
      parts.push(rest);
      length += rest.length;
    }
  }
  if (length) yield Buffer.concat(parts, length);
}

/**
 * POST /api/answerSet/{id}/file: one file of at most 25 MB, of a type its content shows (PDF, JPEG,
 * PNG, HEIC, DOCX, plain text), sealed with survey's key of the client chunk by chunk as it streams in
 * (never held whole), then recorded (FileUploaded) on the form's stream, with the stream held (never a
 * conflict: it changes no answer, so it needs no version the client loaded). Answers its value, which the
 * page saves as its File question's answer. Whoever may save the answer set may upload to it, while
 * the form takes answers and the page has a File question. A refused or broken upload leaves nothing.
 * A refusal before the whole body came closes the connection a moment after the answer (`closeAfterAnswer`).
 */
@Injectable()
export class UploadFileHandler {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly forms: FormQuery,
    private readonly chunks: AnswerFileChunks,
  ) {}

  async upload(user: Principal, answerSetId: string, req: Request, context: AppendContext): Promise<UploadedFile> {
    try {
      return await this.receive(user, answerSetId, req, context);
    } catch (error) {
      if (!req.complete) closeAfterAnswer(req);
      throw error;
    }
  }

  private async receive(user: Principal, answerSetId: string, req: Request, context: AppendContext): Promise<UploadedFile> {
    const { id, form_id: formId } = await this.forms.answerSet(user, answerSetId, 'answer');
    // Refused before a byte of the file is read, if it would be when recorded.
    const { state } = await this.runtime.commands.load(formStreamId(formId), formDecider);
    const { clientId } = assertTakesFiles(state, id);
    const cipher = await this.runtime.vault.bytesCipher(clientId);
    if (!cipher) throw answerSetNotFound();
    const fileId = randomUUID();
    try {
      const file = await receiveOneFile(req, AnswerLimits.fileBytes, (stream, name) => this.store(cipher, fileId, stream, name));
      // Decided under the form's lock: uploads arriving together (a phone's photos) and the page's saves never make it a conflict.
      await this.runtime.commands.handle(formStreamId(formId), { type: 'RecordFileUpload', answerSetId: id, file }, formDecider, { lock: 'always', context });
      return { value: fileValueOf(fileId, file.name) };
    } catch (error) {
      await this.chunks.discard(fileId).catch((failure: unknown) => this.runtime.logger.error({ fileId, err: String(failure) }, 'files: chunks of a failed upload left behind'));
      throw error;
    }
  }

  private async store(cipher: BytesCipher, fileId: string, stream: Readable, uploadedName: string): Promise<StoredFile> {
    const content = new FileContentCheck();
    const hash = createHash('sha256');
    let size = 0;
    let n = 0;
    for await (const chunk of inChunksOf(FILE_CHUNK_BYTES, stream)) {
      await content.check(chunk);
      hash.update(chunk);
      size += chunk.length;
      await this.chunks.write(cipher, fileId, n++, chunk);
    }
    const type = content.finish();
    const name = safeFileName(uploadedName, type.extensions, AnswerLimits.fileNameLength - fileValueOf(fileId, '').length);
    return { fileId, name, contentType: type.contentType, size, sha256: hash.digest('hex') };
  }
}
