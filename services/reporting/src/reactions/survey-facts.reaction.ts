import type { Kysely } from 'kysely';
import { FormCreatedOutline, FormEvents } from '@app/contracts';
import { handleInRuns, type BusMessage, type EventHandlerPart } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import { countFact, Metric, touchSubscriber } from '../stats/stat-counts.js';

const Created = FormCreatedOutline.pick({ formId: true, subscriberId: true, pages: true });
const Moved = FormEvents.FormStarted.pick({ formId: true });
const Saved = FormEvents.AnswersSaved.pick({ pageId: true });

/**
 * Survey's form events -> the questionnaires sent, started and completed (each counted once, by the
 * month it happened in), and which of each form's pages were saved. The answers are not opened. Taken
 * with the forms and answers reports are made of by one consumer (`surveyFormsReaction`).
 */
export const surveyFactsReaction: EventHandlerPart<ReportingDatabase> = {
  types: ['FormCreated', 'FormStarted', 'AnswersSaved', 'FormCompleted'],
  opens: [],
  // Saves come far more often than the rest (every autosave): a run of them is one UPDATE.
  handleBatch: handleInRuns<ReportingDatabase>({ type: 'AnswersSaved', run: markPagesSaved, one: countFormFact }),
};

async function countFormFact(event: BusMessage, trx: Kysely<ReportingDatabase>): Promise<void> {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'FormCreated': {
      const { formId, subscriberId, pages } = Created.parse(event.data);
      const added = await trx
        .insertInto('stat_forms')
        .values({ id: formId, subscriber_id: subscriberId, created: at, started: null, completed: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
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
      const moved = await trx
        .updateTable('stat_forms')
        .set({ [column]: at })
        .where('id', '=', formId)
        .where(column, 'is', null)
        .returning('subscriber_id')
        .executeTakeFirst();
      if (!moved) return;
      await countFact(trx, column === 'started' ? Metric.surveysStarted : Metric.surveysCompleted, at);
      await touchSubscriber(trx, moved.subscriber_id, at, { [`surveys_${column}`]: 1 });
      return;
    }
  }
}

/**
 * Saves (`AnswersSaved`, in order) -> their pages marked saved, and their subscribers' last activity
 * at the first save of a page. Most are autosaves of a page saved before: one UPDATE that changes nothing.
 */
async function markPagesSaved(events: BusMessage[], trx: Kysely<ReportingDatabase>): Promise<void> {
  const firstSaves = new Map<string, string>();
  for (const event of events) {
    const { pageId } = Saved.parse(event.data);
    if (!firstSaves.has(pageId)) firstSaves.set(pageId, event.metadata.occurredAt);
  }
  const firsts = await trx
    .updateTable('stat_form_pages as p')
    .from('stat_forms as f')
    .set({ saved: true })
    .whereRef('f.id', '=', 'p.form_id')
    .where('p.page_id', 'in', [...firstSaves.keys()])
    .where('p.saved', '=', false)
    .returning(['p.page_id', 'f.subscriber_id'])
    .execute();
  // One touch a subscriber, at their latest first save (the last activity only ever moves on).
  const latestOf = new Map<string, string>();
  for (const { page_id, subscriber_id } of firsts) {
    const at = firstSaves.get(page_id)!;
    if (!latestOf.has(subscriber_id) || Date.parse(at) > Date.parse(latestOf.get(subscriber_id)!)) latestOf.set(subscriber_id, at);
  }
  for (const [subscriberId, at] of latestOf) await touchSubscriber(trx, subscriberId, at);
}
