import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { Adjusters, FormIncludes, FormStatuses, Roles, type AnswerSet, type Form, type FormClient, type FormInclude, type FormPosition, type Page } from '@app/contracts';
import { ForbiddenError, isSiteAdmin, isUuid, listColumn, parseListQuery, PlatformRuntime, runListQuery, ValidationError } from '@app/platform';
import type { ListPage, ListSpec, Principal } from '@app/platform';
import type { AnswerFileRow, AnswerSetRow, FormRow, PageRow, PageWithTemplateRow, SurveyDatabase } from '../survey-database.js';
import { answerSetNotFound, fileNotFound, formNotFound } from './form.decide.js';
import { assertFormAccess, type FormAccess } from './form-rules.js';
import { selfHarmConcernOf } from './read-forms/self-harm-concern.js';

/**
 * GET /api/form (spec 02 §2 My Clients, §7): newest first by default; `originalFormId = null` keeps a
 * client's questionnaires, `originalForm.clientId` finds the variants made from a client's form.
 */
export const formList: ListSpec = {
  columns: {
    id: listColumn.id('f.id'),
    key: listColumn.text('f.key'),
    lastName: listColumn.text('f.last_name'),
    firstName: listColumn.text('f.first_name'),
    email: listColumn.text('f.email'),
    phoneNumber: listColumn.text('f.phone_number'),
    isProctored: listColumn.boolean('f.is_proctored'),
    formStatus: listColumn.select('f.status', FormStatuses),
    created: listColumn.date('f.created'),
    started: listColumn.date('f.started'),
    completed: listColumn.date('f.completed'),
    clientId: listColumn.id('f.client_id'),
    subscriberId: listColumn.id('f.subscriber_id'),
    applicationUserId: listColumn.id('f.application_user_id'),
    originalFormId: listColumn.id('f.original_form_id'),
    adjuster: listColumn.select('f.adjuster', Adjusters),
    'originalForm.clientId': listColumn.id('o.client_id'),
  },
  includes: ['client'],
  defaultOrder: { column: 'created', direction: 'desc' },
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function clientOf(row: FormRow): FormClient {
  const displayName = [row.first_name, row.last_name].filter(Boolean).join(' ') || null;
  return {
    id: row.client_id,
    applicationUserId: row.application_user_id,
    subscriberId: row.subscriber_id,
    isProctored: row.is_proctored,
    applicationUser: { id: row.application_user_id, displayName, firstName: row.first_name, lastName: row.last_name, email: row.email, phoneNumber: row.phone_number },
  };
}

function toForm(row: FormRow, withClient: boolean): Form {
  return {
    id: row.id,
    key: row.key,
    formStatus: row.status,
    created: iso(row.created)!,
    started: iso(row.started),
    completed: iso(row.completed),
    originalFormId: row.original_form_id,
    adjuster: row.adjuster,
    adjusterProgress: row.adjuster_progress,
    clientId: row.client_id,
    subscriberId: row.subscriber_id,
    applicationUserId: row.application_user_id,
    isProctored: row.is_proctored,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    ...(withClient ? { client: clientOf(row) } : {}),
  };
}

export const toAnswerSet = (row: AnswerSetRow): AnswerSet => ({
  id: row.id,
  formId: row.form_id,
  pageId: row.page_id,
  answers: row.answers,
  concurrencyCheck: row.version,
  language: row.language,
});

/** A page; its template version's snapshot is read (`template`) when `pages.template` is included. */
function toPage(row: PageRow & Partial<Pick<PageWithTemplateRow, 'template'>>, answerSets: ReadonlyMap<string, AnswerSetRow>): Page {
  const answerSet = answerSets.get(row.answer_set_id);
  return {
    id: row.id,
    displayWeight: row.display_weight,
    templateId: row.template_id,
    answerSetId: row.answer_set_id,
    ...(row.template ? { template: toPageTemplate(row as PageWithTemplateRow) } : {}),
    ...(answerSet ? { answerSet: toAnswerSet(answerSet) } : {}),
  };
}

function toPageTemplate(row: PageWithTemplateRow): Required<Page>['template'] {
  // Snapshots of forms made before templates had scoring and instrument (issue 10) or translations (issue 15) hold none.
  const { templateId, scoring = null, instrument = null, translations = {}, ...fields } = row.template;
  return { id: templateId, ...fields, scoring, instrument, translations, initialDisplayWeight: fields.defaultWeight, concurrencyCheck: row.template_version };
}

/** Where the client is: the page opened last, and the furthest one by its place. */
const positionOf = (row: FormRow, pages: readonly PageRow[]): FormPosition => ({
  lastPageId: row.last_page_id,
  furthestPageId: pages.find((page) => page.position === row.furthest_page_position)?.id ?? null,
});

/** The form as a device runs it offline: every page with its template snapshot and answer set (with its version). */
export const OFFLINE_FORM_INCLUDES: readonly FormInclude[] = ['pages', 'pages.template', 'pages.answerSet'];

/** `includes` of GET /api/form/{id}: a comma list of FormIncludes (case as listed, any case accepted). */
export function parseFormIncludes(raw: string | undefined): FormInclude[] {
  return (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const known = FormIncludes.find((include) => include.toLowerCase() === name.toLowerCase());
      if (!known) throw new ValidationError([`includes: '${name.slice(0, 100)}' cannot be included`]);
      return known;
    });
}

/** Reads of `forms`, `pages` and `answer_sets`, each limited to what the caller may see. */
@Injectable()
export class FormQuery {
  constructor(private readonly runtime: PlatformRuntime<SurveyDatabase>) {}

  private get db(): Kysely<SurveyDatabase> {
    return this.runtime.db;
  }

  /** The caller's forms: a site admin's all, a subscriber's their clients', a client's their own. */
  async list(user: Principal, query: Record<string, unknown>): Promise<ListPage<Form>> {
    const parsed = parseListQuery(query, formList);
    let base = this.db.selectFrom('forms as f').leftJoin('forms as o', 'o.id', 'f.original_form_id').selectAll('f').where('f.deleted', '=', false);
    if (!isSiteAdmin(user)) {
      const asSubscriber = user.roles.includes(Roles.Subscriber);
      const asClient = user.roles.includes(Roles.Client);
      if (!asSubscriber && !asClient) throw new ForbiddenError();
      base = base.where((eb) => eb.or([...(asSubscriber ? [eb('f.subscriber_id', '=', user.id)] : []), ...(asClient ? [eb('f.application_user_id', '=', user.id)] : [])]));
    }
    const { rows, total } = await runListQuery<FormRow>(base, parsed, 'f.id');
    return { items: rows.map((row) => toForm(row, parsed.includes.includes('client'))), total };
  }

  /** The form, if `user` may do `access` with it (404: unknown, deleted or someone else's). */
  async form(user: Principal, id: string, access: FormAccess): Promise<FormRow> {
    const row = isUuid(id) ? await this.db.selectFrom('forms').selectAll().where('id', '=', id).where('deleted', '=', false).executeTakeFirst() : undefined;
    if (!row) throw formNotFound();
    assertFormAccess(user, row, access);
    return row;
  }

  async get(user: Principal, id: string, includes: readonly FormInclude[] = []): Promise<Form> {
    const row = await this.form(user, id, 'read');
    const form = { ...toForm(row, includes.includes('client')), selfHarmConcern: await selfHarmConcernOf(this.db, row.id) };
    if (!includes.some((include) => include.startsWith('pages'))) return form;
    const pages = includes.includes('pages.template')
      ? await this.db
          .selectFrom('pages as p')
          .innerJoin('template_versions as t', (join) => join.onRef('t.template_id', '=', 'p.template_id').onRef('t.version', '=', 'p.template_version'))
          .selectAll('p')
          .select('t.template')
          .where('p.form_id', '=', row.id)
          .orderBy('p.position')
          .execute()
      : await this.db.selectFrom('pages').selectAll().where('form_id', '=', row.id).orderBy('position').execute();
    const answerSets = includes.includes('pages.answerSet') ? await this.db.selectFrom('answer_sets').selectAll().where('form_id', '=', row.id).execute() : [];
    const byId = new Map(answerSets.map((answerSet) => [answerSet.id, answerSet]));
    return { ...form, pages: pages.map((page) => toPage(page, byId)), position: positionOf(row, pages) };
  }

  /** The answer set and its form, if `user` may do `access` with the form (404 as for the form). */
  async answerSet(user: Principal, id: string, access: FormAccess): Promise<AnswerSetRow> {
    const row = isUuid(id)
      ? await this.db
          .selectFrom('answer_sets as a')
          .innerJoin('forms as f', 'f.id', 'a.form_id')
          .selectAll('a')
          .select(['f.subscriber_id', 'f.application_user_id', 'f.is_proctored'])
          .where('a.id', '=', id)
          .where('f.deleted', '=', false)
          .executeTakeFirst()
      : undefined;
    if (!row) throw answerSetNotFound();
    assertFormAccess(user, row, access, answerSetNotFound);
    return row;
  }

  /** The file of the answer set whose value (`<file id>/<name>`) this is; anything else is a 404. */
  async file(answerSetId: string, value: string): Promise<AnswerFileRow> {
    const [, fileId, name] = /^([^/]*)\/(.*)$/s.exec(value) ?? [];
    const row = isUuid(fileId)
      ? await this.db.selectFrom('answer_files').selectAll().where('id', '=', fileId).where('answer_set_id', '=', answerSetId).where('name', '=', name).executeTakeFirst()
      : undefined;
    if (!row) throw fileNotFound();
    return row;
  }
}
