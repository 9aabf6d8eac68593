import { sql, type Kysely } from 'kysely';
import { SCHEDULED_PASS, type JobQueueDefinition, type Logger } from '@app/platform';
import type { SurveyDatabase } from '../survey-database.js';

export const UNFINISHED_UPLOADS_QUEUE = 'unfinished-uploads';

/** Every hour, at a minute no other schedule uses. */
const SCHEDULE = '41 * * * *';

/** Far longer than any upload takes (25 MB at a few kB/s): a chunk this old without its file's record belongs to none. */
export const UNFINISHED_UPLOAD_HOURS = 6;

/** A pass of the sweep; `at` (ISO) instead of now: what the pass would do then (tests). */
export interface UnfinishedUploadsPass {
  at?: string;
}

/**
 * The chunks of uploads that never completed: an upload stores its chunks as they stream in and
 * records the file (`FileUploaded`) at the end; a failed upload discards its chunks itself, but a
 * crash or a cut connection in the middle leaves them (sealed) with no record pointing to them. This
 * hourly pass deletes such chunks once they are `UNFINISHED_UPLOAD_HOURS` old.
 */
export function unfinishedUploadsQueue(deps: { db: Kysely<SurveyDatabase>; logger: Logger }): JobQueueDefinition<UnfinishedUploadsPass> {
  return {
    name: UNFINISHED_UPLOADS_QUEUE,
    schedule: SCHEDULE,
    ...SCHEDULED_PASS,
    async work({ at }) {
      const before = new Date((at ? Date.parse(at) : Date.now()) - UNFINISHED_UPLOAD_HOURS * 60 * 60 * 1000);
      const swept = await deps.db
        .deleteFrom('answer_file_chunks as c')
        .where('c.stored', '<', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('answer_files as f')
                .select(sql`1`.as('one'))
                .whereRef('f.id', '=', 'c.file_id'),
            ),
          ),
        )
        .executeTakeFirst();
      if (swept.numDeletedRows > 0n) deps.logger.info({ chunks: Number(swept.numDeletedRows) }, 'survey: chunks of unfinished uploads deleted');
    },
  };
}
