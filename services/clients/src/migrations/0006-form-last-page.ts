import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The page the client was last on (issue 33: survey's PageOpened, and the page of a save), where the landing's
 * Continue picks up; forms from before start at their last saved page (they had none better).
 */
export const formLastPage: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE forms ADD COLUMN last_page_id uuid`.execute(db);
    await sql`UPDATE forms SET last_page_id = last_saved_page_id`.execute(db);
    await sql`UPDATE clients c SET active_page_id = f.last_page_id FROM forms f WHERE f.id = c.active_form_id AND f.last_page_id IS NOT NULL`.execute(db);
  },
};
