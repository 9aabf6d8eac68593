import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { missingTranslations, type Template } from '@app/contracts';
import { isUuid, listColumn, parseListQuery, PlatformRuntime, runListQuery, type ListPage, type ListSpec } from '@app/platform';
import type { SurveyDatabase, TemplateRow } from '../survey-database.js';
import { templateNotFound } from './template.decide.js';
import type { TemplateContent } from './template.js';

/** GET /api/template (spec 01 §7, spec 02 §7): the admin list and the invite form's `limit=100`. */
export const templateList: ListSpec = {
  columns: {
    id: listColumn.id('id'),
    key: listColumn.text('key'),
    title: listColumn.text('title'),
    subscriberTitle: listColumn.text('subscriber_title'),
    defaultWeight: listColumn.number('default_weight'),
    isOptional: listColumn.boolean('is_optional'),
    isDefault: listColumn.boolean('is_default'),
    spanishMissing: listColumn.number('spanish_missing'),
    created: listColumn.date('created'),
  },
  defaultOrder: { column: 'defaultWeight', direction: 'asc' },
};

export const fieldsOf = (row: TemplateRow): TemplateContent & { templateId: string } => ({
  templateId: row.id,
  key: row.key,
  title: row.title,
  subscriberTitle: row.subscriber_title,
  description: row.description,
  defaultWeight: row.default_weight,
  isOptional: row.is_optional,
  isDefault: row.is_default,
  stopIfOffline: row.stop_if_offline,
  questions: row.questions,
  scoring: row.scoring,
  instrument: row.instrument,
  translations: row.translations,
});

export function toTemplate(row: TemplateRow): Template {
  const { templateId, ...fields } = fieldsOf(row);
  return {
    id: templateId,
    ...fields,
    initialDisplayWeight: row.default_weight,
    spanishMissing: row.spanish_missing ?? missingTranslations(fields, 'es').length,
    concurrencyCheck: row.version,
    created: new Date(row.created).toISOString(),
  };
}

/** Reads of the `templates` read model. */
@Injectable()
export class TemplateQuery {
  constructor(private readonly runtime: PlatformRuntime<SurveyDatabase>) {}

  async list(query: Record<string, unknown>): Promise<ListPage<Template>> {
    const parsed = parseListQuery(query, templateList);
    const { rows, total } = await runListQuery<TemplateRow>(this.runtime.db.selectFrom('templates').selectAll(), parsed, 'id');
    return { items: rows.map(toTemplate), total };
  }

  async get(id: string): Promise<Template> {
    const [row] = await this.rows([id]);
    if (!row) throw templateNotFound();
    return toTemplate(row);
  }

  /** The templates of these ids that exist (unknown ones and non-uuids are left out). */
  rows(ids: readonly string[], db: Kysely<SurveyDatabase> = this.runtime.db): Promise<TemplateRow[]> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return Promise.resolve([]);
    return db.selectFrom('templates').selectAll().where('id', 'in', wanted).execute();
  }

  /** The template with this key, if there is one. */
  byKey(key: string, db: Kysely<SurveyDatabase> = this.runtime.db): Promise<TemplateRow | undefined> {
    return db.selectFrom('templates').selectAll().where('key', '=', key).executeTakeFirst();
  }

  /** The default templates (isDefault): the pages of a form when the invitation chose none. */
  defaults(db: Kysely<SurveyDatabase> = this.runtime.db): Promise<TemplateRow[]> {
    return db.selectFrom('templates').selectAll().where('is_default', '=', true).execute();
  }
}
