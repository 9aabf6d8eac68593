import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PlatformRuntime, type BytesCipher } from '@app/platform';
import type { AnswerFileRow, SurveyDatabase } from '../survey-database.js';

/** Files are sealed and stored in chunks of this size (the last one shorter): what a reader or writer holds at once. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** What a chunk is sealed under: its file and its place in it, so that no chunk opens in another place or file. */
const contextOf = (fileId: string, n: number) => `answer-file:${fileId}:${n}`;

/**
 * The content of the files uploaded to answer sets (`answer_file_chunks`), sealed with survey's key of
 * the client chunk by chunk (the vault's `bytesCipher`), so that erasing the key shreds them.
 */
@Injectable()
export class AnswerFileChunks {
  constructor(private readonly runtime: PlatformRuntime<SurveyDatabase>) {}

  /** Seals chunk `n` of the file and stores it, committed at once: an upload holds no transaction open while it streams in. */
  async write(cipher: BytesCipher, fileId: string, n: number, chunk: Buffer): Promise<void> {
    await this.runtime.db
      .insertInto('answer_file_chunks')
      .values({ file_id: fileId, n, sealed: cipher.seal(chunk, contextOf(fileId, n)) })
      .execute();
  }

  /** Drops what was stored of a file whose upload did not complete. */
  async discard(fileId: string): Promise<void> {
    await this.runtime.db.deleteFrom('answer_file_chunks').where('file_id', '=', fileId).execute();
  }

  /**
   * `length` bytes of the file from `offset` (fewer at its end), opened from the one chunk holding `offset`:
   * another service reads a file in parts of at most a chunk (see contracts' client-files). Fails when the
   * chunk is missing, altered or out of place; the whole's size and SHA-256 are the reader's to check.
   */
  async part(cipher: BytesCipher, file: Pick<AnswerFileRow, 'id' | 'size'>, offset: number, length: number): Promise<Buffer> {
    if (offset >= file.size) return Buffer.alloc(0);
    const n = Math.floor(offset / FILE_CHUNK_BYTES);
    const row = await this.runtime.db.selectFrom('answer_file_chunks').select('sealed').where('file_id', '=', file.id).where('n', '=', n).executeTakeFirst();
    if (!row) throw new Error(`answer file ${file.id}: chunk ${n} is missing`);
    const start = offset - n * FILE_CHUNK_BYTES;
    return cipher.open(row.sealed, contextOf(file.id, n)).subarray(start, start + Math.min(length, FILE_CHUNK_BYTES - start));
  }

  /**
   * The file's content, read and opened one chunk at a time. Fails when a chunk is missing, altered or
   * out of place, or when the content is not the recorded size and SHA-256; the last chunk is given only
   * once all of it checked out, so a reader never gets the whole of a wrong file.
   */
  async *read(cipher: BytesCipher, file: Pick<AnswerFileRow, 'id' | 'size' | 'sha256'>): AsyncGenerator<Buffer> {
    const hash = createHash('sha256');
    let read = 0;
    for (let n = 0; read < file.size; n++) {
      const row = await this.runtime.db.selectFrom('answer_file_chunks').select('sealed').where('file_id', '=', file.id).where('n', '=', n).executeTakeFirst();
      if (!row) throw new Error(`answer file ${file.id}: chunk ${n} is missing`);
      const chunk = cipher.open(row.sealed, contextOf(file.id, n));
      hash.update(chunk);
      read += chunk.length;
      if (read >= file.size && (read !== file.size || hash.digest('hex') !== file.sha256)) throw new Error(`answer file ${file.id}: the content does not match its record`);
      yield chunk;
    }
  }
}
