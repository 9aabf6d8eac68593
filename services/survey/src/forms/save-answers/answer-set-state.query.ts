import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { executePrepared, isUuid, PlatformRuntime, type Principal, type WrappedKeys } from '@app/platform';
import type { FormRow, SurveyDatabase } from '../../survey-database.js';
import { answerSetNotFound } from '../form.decide.js';
import { assertFormAccess } from '../form-rules.js';
import type { FormState } from '../form.js';
import { TemplateSnapshots } from '../template-snapshots.js';

export interface AnswerSetState {
  formId: string;
  /** Whose form it is, for the access check. */
  access: Pick<FormRow, 'subscriber_id' | 'application_user_id' | 'is_proctored'>;
  /** The form's state as far as a save of this answer set is decided on: the form, this page, this answer set. */
  state: FormState;
  /** The form stream's version that state is at. */
  version: number;
  /** Survey's key of the client (if made), read along: sealing the answers reads it no more. */
  keys: WrappedKeys;
}

/**
 * The state a save is decided on, read from the forms read model with the stream's version in one
 * statement (the inline projection commits with the events, so both are of the same instant): a save
 * costs one read however long the form's history, where replaying the stream grew with every save.
 * The page's template snapshot, which never changes, comes from memory once read.
 */
@Injectable()
export class AnswerSetStateQuery {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly templates: TemplateSnapshots,
  ) {}

  /** The answer set's state if `user` may answer it (404: unknown, deleted or someone else's; 403: a subscriber for a client not proctored). */
  async answerable(user: Principal, answerSetId: string): Promise<AnswerSetState> {
    const found = await this.find(answerSetId);
    if (!found) throw answerSetNotFound();
    this.assertAnswerable(user, found);
    return found;
  }

  /** 404 for a deleted answer set or one `user` may not see, 403 for a subscriber whose client is not proctored. */
  assertAnswerable(user: Principal, found: AnswerSetState): void {
    if (found.state.status === 'Deleted') throw answerSetNotFound();
    assertFormAccess(user, found.access, 'answer', answerSetNotFound);
  }

  async find(answerSetId: string, db: Kysely<SurveyDatabase> = this.runtime.db): Promise<AnswerSetState | undefined> {
    if (!isUuid(answerSetId)) return undefined;
    const query = db
      .selectFrom('answer_sets as a')
      .innerJoin('forms as f', 'f.id', 'a.form_id')
      .innerJoin('pages as p', 'p.id', 'a.page_id')
      .innerJoin('streams as s', (join) => join.on('s.stream_id', '=', sql<string>`'form-' || f.id::text`))
      .select(['a.id', 'a.answers', 'a.version', 'a.language', 'p.id as page_id', 'p.display_weight', 'p.template_id', 'p.template_version', 's.version as stream_version'])
      .select(['f.id as form_id', 'f.status', 'f.deleted', 'f.client_id', 'f.subscriber_id', 'f.application_user_id', 'f.is_proctored'])
      .select(['f.check_out_id', 'f.check_out_device', 'f.last_check_in_id', 'f.language as form_language', 'f.last_page_id'])
      .select(sql<string[]>`ARRAY(SELECT id::text || '/' || name FROM answer_files WHERE answer_set_id = a.id ORDER BY created, id)`.as('files'))
      .select(sql<Buffer | null>`(SELECT wrapped_key FROM personal_keys WHERE person_id = f.client_id::text)`.as('wrapped_key'))
      .where('a.id', '=', answerSetId);
    // Run at every save: prepared, it is planned once per connection.
    const [row] = (await executePrepared(db, query.compile())).rows;
    const template = row && (await this.templates.of(row.template_id, row.template_version, db));
    if (!row || !template) return undefined;
    const state: FormState = {
      status: row.deleted ? 'Deleted' : row.status,
      ids: { formId: row.form_id, clientId: row.client_id, subscriberId: row.subscriber_id },
      isProctored: row.is_proctored,
      pages: [{ pageId: row.page_id, answerSetId: row.id, displayWeight: row.display_weight, templateVersion: row.template_version, template }],
      answerSets: { [row.id]: { pageId: row.page_id, version: row.version, answers: row.answers, files: row.files, language: row.language } },
      checkOut: row.check_out_id ? { checkOutId: row.check_out_id, deviceName: row.check_out_device ?? '' } : null,
      lastCheckedInId: row.last_check_in_id,
      language: row.form_language,
      lastPageId: row.last_page_id,
    };
    const access = { subscriber_id: row.subscriber_id, application_user_id: row.application_user_id, is_proctored: row.is_proctored };
    const keys = new Map(row.wrapped_key ? [[row.client_id, row.wrapped_key]] : []);
    return { formId: row.form_id, access, state, version: Number(row.stream_version), keys };
  }
}
