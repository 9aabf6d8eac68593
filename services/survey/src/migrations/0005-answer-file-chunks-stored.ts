import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/** `answer_file_chunks.stored`: when a chunk was stored, so that those of uploads that never completed can be swept. */
export const answerFileChunksStored: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE answer_file_chunks ADD COLUMN stored timestamptz NOT NULL DEFAULT now()`.execute(db);
    await sql`CREATE INDEX answer_file_chunks_stored ON answer_file_chunks (stored)`.execute(db);
  },
};
