import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { PlatformRuntime, type AppendContext, type Principal } from '@app/platform';
import type { SurveyDatabase } from '../../survey-database.js';
import { formDecider } from '../form.decide.js';
import { formStreamId, initialState, type FormState } from '../form.js';
import { FormQuery } from '../form.query.js';
import { TemplateSnapshots } from '../template-snapshots.js';

/**
 * PUT /api/form/{id}/position (issue 33): the page the client (or their attorney proctoring) opened, so that a
 * return on any device picks up there (clients' landing follows PageOpened) and Jump to Page opens every page
 * reached. Recorded once per move while the form takes answers (a completed form, or one on a device, records
 * nothing); a page of another form is a 404. Decided on the read model (the form and that page), not by
 * replaying the form's stream: it comes with every page the client opens.
 */
@Injectable()
export class OpenPageHandler {
  constructor(
    private readonly runtime: PlatformRuntime<SurveyDatabase>,
    private readonly forms: FormQuery,
    private readonly templates: TemplateSnapshots,
  ) {}

  async open(user: Principal, formId: string, pageId: string, context: AppendContext): Promise<void> {
    const form = await this.forms.form(user, formId, 'answer');
    const load = (db: Kysely<SurveyDatabase>) => this.stateOf(form.id, pageId, db);
    await this.runtime.commands.handle(formStreamId(form.id), { type: 'OpenPage', pageId }, formDecider, { lock: 'afterConflict', context, load });
  }

  /** The form's state as far as opening `pageId` is decided on: the form, with that page if it is one of its own, at the stream's version. */
  private async stateOf(formId: string, pageId: string, db: Kysely<SurveyDatabase>): Promise<{ state: FormState; version: number }> {
    const row = await db
      .selectFrom('forms as f')
      .innerJoin('streams as s', (join) => join.on('s.stream_id', '=', sql<string>`'form-' || f.id::text`))
      .leftJoin('pages as p', (join) => join.onRef('p.form_id', '=', 'f.id').on('p.id', '=', pageId))
      .select(['f.status', 'f.deleted', 'f.client_id', 'f.subscriber_id', 'f.check_out_id', 'f.check_out_device', 'f.last_page_id', 's.version'])
      .select(['p.answer_set_id', 'p.display_weight', 'p.template_id', 'p.template_version'])
      .where('f.id', '=', formId)
      .executeTakeFirstOrThrow();
    // The page's columns are all there (one of the form's pages) or all null.
    const template = row.template_id === null ? undefined : await this.templates.of(row.template_id, row.template_version!, db);
    const state: FormState = {
      ...initialState(),
      status: row.deleted ? 'Deleted' : row.status,
      ids: { formId, clientId: row.client_id, subscriberId: row.subscriber_id },
      pages: template ? [{ pageId, answerSetId: row.answer_set_id!, displayWeight: row.display_weight!, templateVersion: row.template_version!, template }] : [],
      checkOut: row.check_out_id ? { checkOutId: row.check_out_id, deviceName: row.check_out_device ?? '' } : null,
      lastPageId: row.last_page_id,
    };
    return { state, version: Number(row.version) };
  }
}
