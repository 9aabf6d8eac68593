import { sql, type Kysely } from 'kysely';
import type { Migration } from '@app/platform';

/**
 * The form's offline state, as its stream has it: `check_out_id` and `check_out_device`, the check-out
 * in force (FormCheckedOut, cleared by its FormCheckedIn; null while the form is online), and
 * `last_check_in_id`, the check-out the last check-in ended.
 */
export const formCheckOuts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`ALTER TABLE forms ADD COLUMN check_out_id uuid NULL, ADD COLUMN check_out_device text NULL, ADD COLUMN last_check_in_id uuid NULL`.execute(db);
  },
};
