import type { Kysely } from 'kysely';
import { FormCreatedOutline, FormEvents } from '@app/contracts';
import { handleInRuns, type BusMessage, type EventHandlerDefinition } from '@app/platform';
import type { ClientsDatabase, FormPageRow, FormRow } from '../clients-database.js';
import { lockLiveClient, lockLiveClients, recordClientEvent, recordPagesSaved, TimelineTexts, type TimelineEntry } from '../clients/client-timeline.js';

export const SURVEY_PROGRESS_HANDLER = 'clients-survey-progress';

// Ids and pages only: the answers (sealed) are survey's and are never kept here.
const Created = FormCreatedOutline.pick({ formId: true, clientId: true, key: true, pages: true });
const OfClient = FormEvents.FormStarted.pick({ clientId: true });
const OfForm = FormEvents.FormStarted.pick({ formId: true, clientId: true });
const Saved = FormEvents.AnswersSaved.pick({ formId: true, clientId: true, pageId: true });
const CheckedOut = FormEvents.FormCheckedOut.pick({ deviceName: true });
const Opened = FormEvents.PageOpened.pick({ formId: true, pageId: true });

/**
 * Survey's form events -> the client's forms (status, pages, which pages have answers, the page the client
 * was last on), the client's `formStatus` and active form and page (what the landing page continues with), and the timeline
 * (Started, PageSaved at most once per page per hour, Completed), and the client's `isOffline` while
 * their form is checked out to a device (CheckedOut with the device's name, CheckedIn). One consumer for
 * all of them: each consumer of survey's events receives every one of them. Events of a deleted client
 * change nothing. A redelivered older event never moves a form back (each step checks the status).
 */
export const surveyProgressReaction: EventHandlerDefinition<ClientsDatabase> = {
  name: SURVEY_PROGRESS_HANDLER,
  source: 'survey',
  types: ['FormCreated', 'FormStarted', 'AnswersSaved', 'FormCompleted', 'FormCheckedOut', 'FormCheckedIn', 'PageOpened'],
  opens: [], // progress only: the answers and names stay sealed
  // Saves come far more often than the rest (every autosave): a run of them takes a few statements.
  handleBatch: handleInRuns<ClientsDatabase>({ type: 'AnswersSaved', run: recordSaves, one: recordFormEvent }),
};

async function recordFormEvent(event: BusMessage, trx: Kysely<ClientsDatabase>): Promise<void> {
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
    case 'PageOpened': {
      const { formId, pageId } = Opened.parse(event.data);
      await trx.updateTable('forms').set({ last_page_id: pageId }).where('id', '=', formId).where('status', '!=', 'Completed').execute();
      break;
    }
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
}

/**
 * Saves (`AnswersSaved`, in order) -> what `recordFormEvent` would make of each in turn: PageSaved
 * entries, and for a save of another page than the form's last saved one, its progress and the
 * client's active page. Most are autosaves of the page saved last, which change nothing but maybe
 * add an entry: a few statements for all of them.
 */
async function recordSaves(events: BusMessage[], trx: Kysely<ClientsDatabase>): Promise<void> {
  const saves = events.map((event) => ({ ...Saved.parse(event.data), at: event.metadata.occurredAt }));
  const live = await lockLiveClients(
    trx,
    saves.map((save) => save.clientId),
  );
  const ofLive = saves.filter((save) => live.has(save.clientId));
  if (ofLive.length === 0) return;
  const rows = await trx
    .selectFrom('forms')
    .selectAll()
    .where('id', 'in', [...new Set(ofLive.map((save) => save.formId))])
    .execute();
  const forms = new Map(rows.map((form) => [form.id, form]));
  const entries: (TimelineEntry & { pageId: string })[] = [];
  const moved = new Set<FormRow>();
  for (const { clientId, formId, pageId, at } of ofLive) {
    const form = forms.get(formId);
    const page = form?.status === 'Completed' ? undefined : form?.pages.find((p) => p.id === pageId);
    if (!form || !page) continue;
    entries.push({ clientId, type: 'PageSaved', description: TimelineTexts.pageSaved(page.subscriberTitle || page.title), at, pageId });
    if (form.saved_page_ids.includes(pageId) && form.last_saved_page_id === pageId) continue;
    if (!form.saved_page_ids.includes(pageId)) form.saved_page_ids = [...form.saved_page_ids, pageId];
    form.last_saved_page_id = pageId;
    form.last_page_id = pageId;
    moved.add(form);
  }
  await recordPagesSaved(trx, entries);
  for (const form of moved) {
    await trx
      .updateTable('forms')
      .set({ saved_page_ids: JSON.stringify(form.saved_page_ids), last_saved_page_id: form.last_saved_page_id, last_page_id: form.last_page_id })
      .where('id', '=', form.id)
      .execute();
  }
  for (const clientId of new Set([...moved].map((form) => form.client_id))) await moveActivePosition(clientId, trx);
}

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

/** The page the client continues with: the one they were last on (issue 33), else the first. */
function activePageOf(form: Pick<FormRow, 'pages' | 'last_page_id'>): string | null {
  return form.last_page_id ?? form.pages[0]?.id ?? null;
}

/** The client's active form (the newest not completed) and page; both null once all are completed. */
async function moveActivePosition(clientId: string, trx: Kysely<ClientsDatabase>): Promise<void> {
  const form = await trx
    .selectFrom('forms')
    .select(['id', 'pages', 'last_page_id'])
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
