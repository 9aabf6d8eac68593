import { FormEvents } from '@app/contracts';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { handleInRuns, isSealed, type BusMessage, type EventHandlerPart, type SealedValue } from '@app/platform';
import type { ReportingDatabase } from '../reporting-database.js';
import { deletedClientsAmong, isClientDeleted } from './deleted-client.js';
import { forgetAnswersOf } from './client-deleted.reaction.js';

const OfClient = FormEvents.FormStarted.pick({ clientId: true });
const Created = FormEvents.FormCreated.pick({ formId: true, clientId: true, subscriberId: true, pages: true, language: true });
// As survey sealed them (plain only from a publisher that seals nothing, as tests' own messages).
const Saved = FormEvents.AnswersSaved.pick({ formId: true, pageId: true, answerSetId: true, version: true, language: true }).extend({
  answers: z.custom<SealedValue>(isSealed).or(FormEvents.AnswersSaved.shape.answers),
});
const Completed = FormEvents.FormCompleted.pick({ formId: true });
const LanguageChanged = FormEvents.FormLanguageChanged.pick({ formId: true, language: true });

/**
 * Survey's form events -> the forms with their pages' template snapshots, and each page's answers
 * after its latest save (a check-in sends the device's answers as saves too), kept sealed with the
 * client's key in survey: a report opens them when it is built (`formSources`), so nothing is opened
 * per autosave and erasing the client's key in survey leaves nothing readable here. The client's
 * names come from clients. Events of a deleted client or form change nothing; a redelivered older
 * save never replaces a newer one. The client's language comes with the form and its changes (issue 33). Taken with the admin's figures by one consumer (`surveyFormsReaction`).
 */
export const formAnswersReaction: EventHandlerPart<ReportingDatabase> = {
  types: ['FormCreated', 'AnswersSaved', 'FormCompleted', 'FormDeleted', 'FormLanguageChanged'],
  opens: [], // the answers stay sealed until a report opens them; the names come from clients
  // Saves come far more often than the rest (every autosave): a run of them is one upsert.
  handleBatch: handleInRuns<ReportingDatabase>({ type: 'AnswersSaved', run: keepLatestAnswers, one: handleFormEvent }),
};

async function handleFormEvent(event: BusMessage, trx: Kysely<ReportingDatabase>): Promise<void> {
  const { clientId } = OfClient.parse(event.data);
  if (event.type === 'FormDeleted') return forgetAnswersOf(clientId, trx);
  if (await isClientDeleted(clientId, trx)) return;
  switch (event.type) {
    case 'FormCreated': {
      const { formId, subscriberId, pages, language } = Created.parse(event.data);
      const sorted = [...pages].sort((a, b) => a.displayWeight - b.displayWeight);
      await trx
        .insertInto('forms')
        .values({ id: formId, client_id: clientId, subscriber_id: subscriberId, status: 'Created', pages: JSON.stringify(sorted), created: event.metadata.occurredAt, language })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'FormLanguageChanged': {
      const { formId, language } = LanguageChanged.parse(event.data);
      await trx.updateTable('forms').set({ language }).where('id', '=', formId).execute();
      return;
    }
    case 'FormCompleted': {
      const { formId } = Completed.parse(event.data);
      await trx.updateTable('forms').set({ status: 'Completed', completed: event.metadata.occurredAt }).where('id', '=', formId).where('status', '!=', 'Completed').execute();
      return;
    }
  }
}

/** Saves (`AnswersSaved`, in order) -> each page's answers after its latest save, in one upsert; a deleted client's are dropped. */
async function keepLatestAnswers(events: BusMessage[], trx: Kysely<ReportingDatabase>): Promise<void> {
  const saves = events.map((event) => ({ ...OfClient.parse(event.data), ...Saved.parse(event.data) }));
  const deleted = await deletedClientsAmong(
    saves.map((save) => save.clientId),
    trx,
  );
  const latest = new Map<string, (typeof saves)[number]>();
  for (const save of saves) {
    if (deleted.has(save.clientId)) continue;
    const kept = latest.get(save.answerSetId);
    if (!kept || kept.version < save.version) latest.set(save.answerSetId, save);
  }
  if (latest.size === 0) return;
  const rows = [...latest.values()].map(({ answerSetId, formId, pageId, version, language, answers }) => ({
    id: answerSetId,
    form_id: formId,
    page_id: pageId,
    version,
    answers: JSON.stringify(answers),
    language,
  }));
  await trx
    .insertInto('answer_sets')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), answers: eb.ref('excluded.answers'), language: eb.ref('excluded.language') }))
        .whereRef('answer_sets.version', '<', 'excluded.version'),
    )
    .execute();
}
