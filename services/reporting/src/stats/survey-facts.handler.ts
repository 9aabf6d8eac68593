import { FormEvents } from '@app/contracts';
import type { EventHandlerDefinition } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import { countFact, Metric, touchSubscriber } from './stat-counts.js';

export const SURVEY_FACTS_HANDLER = 'reporting-survey-facts';

const Created = FormEvents.FormCreated.pick({ formId: true, subscriberId: true, pages: true });
const Moved = FormEvents.FormStarted.pick({ formId: true });
const Saved = FormEvents.AnswersSaved.pick({ pageId: true });

/**
 * Survey's form events -> the questionnaires sent, started and completed (each counted once, by the
 * month it happened in), and which of each form's pages were saved. The answers are not opened.
 */
export const surveyFactsHandler: EventHandlerDefinition<ReportingDatabase> = {
  name: SURVEY_FACTS_HANDLER,
  source: 'survey',
  types: ['FormCreated', 'FormStarted', 'AnswersSaved', 'FormCompleted'],
  async handle(event, trx) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'FormCreated': {
        const { formId, subscriberId, pages } = Created.parse(event.data);
        const added = await trx.insertInto('stat_forms').values({ id: formId, subscriber_id: subscriberId, created: at, started: null, completed: null }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
        if (!added) return;
        const ordered = [...pages].sort((a, b) => a.displayWeight - b.displayWeight);
        if (ordered.length > 0) {
          await trx
            .insertInto('stat_form_pages')
            .values(ordered.map((page, index) => ({ form_id: formId, page_id: page.pageId, template_title: page.template.title, position: index + 1, saved: false })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
        await countFact(trx, Metric.surveysSent, at);
        await touchSubscriber(trx, subscriberId, at);
        return;
      }
      case 'FormStarted':
      case 'FormCompleted': {
        const { formId } = Moved.parse(event.data);
        const column = event.type === 'FormStarted' ? 'started' : 'completed';
        const moved = await trx.updateTable('stat_forms').set({ [column]: at }).where('id', '=', formId).where(column, 'is', null).returning('subscriber_id').executeTakeFirst();
        if (!moved) return;
        await countFact(trx, column === 'started' ? Metric.surveysStarted : Metric.surveysCompleted, at);
        await touchSubscriber(trx, moved.subscriber_id, at, { [`surveys_${column}`]: 1 });
        return;
      }
      case 'AnswersSaved': {
        // Most saves are autosaves of a page saved before: one UPDATE that changes nothing.
        const { pageId } = Saved.parse(event.data);
        const first = await trx
          .updateTable('stat_form_pages as p')
          .from('stat_forms as f')
          .set({ saved: true })
          .whereRef('f.id', '=', 'p.form_id')
          .where('p.page_id', '=', pageId)
          .where('p.saved', '=', false)
          .returning('f.subscriber_id')
          .executeTakeFirst();
        if (first) await touchSubscriber(trx, first.subscriber_id, at);
      }
    }
  },
};
