import { sql, type Kysely } from 'kysely';
import { SELF_HARM_TEMPLATE_KEYS, selfHarmAnswerKeys } from '@app/contracts';
import type { SurveyDatabase } from '../../survey-database.js';

/**
 * Whether the form's answers, as they stand, say the client may be thinking of harming themselves
 * (contracts' `selfHarmAnswerKeys`; issue 33): read from the pages the rule watches, at most two answer sets.
 * Worked out when the form is read, so an autosave costs nothing more.
 */
export async function selfHarmConcernOf(db: Kysely<SurveyDatabase>, formId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('answer_sets as a')
    .innerJoin('pages as p', 'p.id', 'a.page_id')
    .innerJoin('template_versions as t', (join) => join.onRef('t.template_id', '=', 'p.template_id').onRef('t.version', '=', 'p.template_version'))
    .select(['a.answers', 't.template'])
    .where('a.form_id', '=', formId)
    .where(sql<string>`t.template ->> 'key'`, 'in', SELF_HARM_TEMPLATE_KEYS)
    .execute();
  return rows.some((row) => selfHarmAnswerKeys(row.template, row.answers).length > 0);
}
