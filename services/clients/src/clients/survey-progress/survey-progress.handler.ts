import type { Kysely } from 'kysely';
import { FormEvents } from '@app/contracts';
import type { BusMessage, EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase, FormPageRow, FormRow } from '../../clients-database.js';
import { lockLiveClient, recordClientEvent, recordPageSaved, TimelineTexts } from '../client-timeline.js';

export const SURVEY_PROGRESS_HANDLER = 'clients-survey-progress';

// Ids and pages only: the answers (sealed) are survey's and are never kept here.
const Created = FormEvents.FormCreated.pick({ formId: true, clientId: true, key: true, pages: true });
const OfClient = FormEvents.FormStarted.pick({ clientId: true });
const OfForm = FormEvents.FormStarted.pick({ formId: true, clientId: true });
const Saved = FormEvents.AnswersSaved.pick({ formId: true, clientId: true, pageId: true });
const CheckedOut = FormEvents.FormCheckedOut.pick({ deviceName: true });

/**
 * Survey's form events -> the client's forms (status, pages, which pages have answers), the client's
 * `formStatus` and active form and page (what the landing page continues with), and the timeline
 * (Started, PageSaved at most once per page per hour, Completed), and the client's `isOffline` while
 * their form is checked out to a device (CheckedOut with the device's name, CheckedIn). One consumer for
 * all of them: each consumer of survey's events receives every one of them. Events of a deleted client
 * change nothing. A redelivered older event never moves a form back (each step checks the status).
 */
export const surveyProgressHandler: EventHandlerDefinition<ClientsDatabase> = {
  name: SURVEY_PROGRESS_HANDLER,
  source: 'survey',
  types: ['FormCreated', 'FormStarted', 'AnswersSaved', 'FormCompleted', 'FormCheckedOut', 'FormCheckedIn'],
  opens: [], // progress only: the answers and names stay sealed
  async handle(event, trx) {
    const { clientId } = OfClient.parse(event.data);
    if (!(await lockLiveClient(trx, clientId))) return;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'FormCreated':
        await createForm(event, trx);
        break;
      case 'FormStarted': {
        const { formId } = OfForm.parse(event.data);
        const started = await trx.updateTable('forms').set({ status: 'Started', started: at }).where('id', '=', formId).where('status', '=', 'Created').executeTakeFirst();
        if (started.numUpdatedRows === 0n) return;
        await trx.updateTable('clients').set({ form_status: 'Started' }).where('id', '=', clientId).where('form_status', '=', 'Created').execute();
        await recordClientEvent(trx, { clientId, type: 'Started', description: TimelineTexts.started, at });
        break;
      }
      case 'AnswersSaved': {
        const { formId, pageId } = Saved.parse(event.data);
        const form = await trx.selectFrom('forms').selectAll().where('id', '=', formId).executeTakeFirst();
        if (!form || form.status === 'Completed') return;
        const page = form.pages.find((p) => p.id === pageId);
        if (!page) return;
        await recordPageSaved(trx, { clientId, type: 'PageSaved', description: TimelineTexts.pageSaved(page.subscriberTitle || page.title), at, pageId });
        // Most saves are the autosave of the page saved last: the form's progress and the active page stay as they are.
        if (form.saved_page_ids.includes(pageId) && form.last_saved_page_id === pageId) return;
        const savedPageIds = form.saved_page_ids.includes(pageId) ? form.saved_page_ids : [...form.saved_page_ids, pageId];
        await trx
          .updateTable('forms')
          .set({ saved_page_ids: JSON.stringify(savedPageIds), last_saved_page_id: pageId })
          .where('id', '=', formId)
          .execute();
        break;
      }
      case 'FormCheckedOut': {
        const { deviceName } = CheckedOut.parse(event.data);
        await trx.updateTable('clients').set({ is_offline: true }).where('id', '=', clientId).execute();
        await recordClientEvent(trx, { clientId, type: 'CheckedOut', description: TimelineTexts.checkedOut(deviceName), at });
        return;
      }
      case 'FormCheckedIn':
        await trx.updateTable('clients').set({ is_offline: false }).where('id', '=', clientId).execute();
        await recordClientEvent(trx, { clientId, type: 'CheckedIn', description: TimelineTexts.checkedIn, at });
        return;
      case 'FormCompleted': {
        const { formId } = OfForm.parse(event.data);
        const completed = await trx.updateTable('forms').set({ status: 'Completed', completed: at }).where('id', '=', formId).where('status', '!=', 'Completed').executeTakeFirst();
        if (completed.numUpdatedRows === 0n) return;
        await trx.updateTable('clients').set({ form_status: 'Completed' }).where('id', '=', clientId).execute();
        await recordClientEvent(trx, { clientId, type: 'Completed', description: TimelineTexts.completed, at });
        break;
      }
    }
    await moveActivePosition(clientId, trx);
  },
};

async function createForm(event: BusMessage, trx: Kysely<ClientsDatabase>): Promise<void> {
  const { formId, clientId, key, pages } = Created.parse(event.data);
  const rows: FormPageRow[] = [...pages]
    .sort((a, b) => a.displayWeight - b.displayWeight)
    .map((page) => ({
      id: page.pageId,
      answerSetId: page.answerSetId,
      displayWeight: page.displayWeight,
      templateId: page.template.templateId,
      templateVersion: page.templateVersion,
      key: page.template.key,
      title: page.template.title,
      subscriberTitle: page.template.subscriberTitle,
      isOptional: page.template.isOptional,
      stopIfOffline: page.template.stopIfOffline,
    }));
  await trx
    .insertInto('forms')
    .values({ id: formId, client_id: clientId, key, status: 'Created', pages: JSON.stringify(rows), created: event.metadata.occurredAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The page the client continues with: the first without answers yet, else the last one saved. */
export function activePageOf(form: Pick<FormRow, 'pages' | 'saved_page_ids' | 'last_saved_page_id'>): string | null {
  const saved = new Set(form.saved_page_ids);
  return form.pages.find((page) => !saved.has(page.id))?.id ?? form.last_saved_page_id ?? form.pages[0]?.id ?? null;
}

/** The client's active form (the newest not completed) and page; both null once all are completed. */
async function moveActivePosition(clientId: string, trx: Kysely<ClientsDatabase>): Promise<void> {
  const form = await trx
    .selectFrom('forms')
    .select(['id', 'pages', 'saved_page_ids', 'last_saved_page_id'])
    .where('client_id', '=', clientId)
    .where('status', '!=', 'Completed')
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await trx
    .updateTable('clients')
    .set({ active_form_id: form?.id ?? null, active_page_id: form ? activePageOf(form) : null })
    .where('id', '=', clientId)
    .execute();
}
