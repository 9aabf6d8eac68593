import { missingTranslations, type TemplateEvents } from '@app/contracts';
import type { Projection, StoredEventOf } from '@app/platform';
import type { SurveyDatabase } from '../survey-database.js';
import { contentOf } from './template.js';

type TemplateEvent = StoredEventOf<typeof TemplateEvents>;

function columnsOf(data: TemplateEvent['data']) {
  const content = contentOf(data);
  return {
    key: content.key,
    title: content.title,
    subscriber_title: content.subscriberTitle,
    description: content.description,
    default_weight: content.defaultWeight,
    is_optional: content.isOptional,
    is_default: content.isDefault,
    stop_if_offline: content.stopIfOffline,
    questions: JSON.stringify(content.questions),
    scoring: content.scoring && JSON.stringify(content.scoring),
    instrument: content.instrument && JSON.stringify(content.instrument),
    translations: JSON.stringify(content.translations),
    spanish_missing: missingTranslations(content, 'es').length,
  };
}

/**
 * Inline projection into `templates` (in the append's transaction). A key another template uses fails
 * the unique constraint `templates_key_key`, and with it the append.
 */
export const templatesProjection: Projection<TemplateEvent, SurveyDatabase> = {
  name: 'templates',
  handles: ['TemplateCreated', 'TemplateUpdated'],
  async apply(event, db) {
    const at = event.metadata.occurredAt;
    if (event.type === 'TemplateCreated') {
      await db
        .insertInto('templates')
        .values({ id: event.data.templateId, ...columnsOf(event.data), version: event.version, created: at, updated: at })
        .execute();
    } else {
      await db
        .updateTable('templates')
        .set({ ...columnsOf(event.data), version: event.version, updated: at })
        .where('id', '=', event.data.templateId)
        .execute();
    }
  },
};
