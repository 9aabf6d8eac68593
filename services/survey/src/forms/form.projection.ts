import { sql, type Kysely } from 'kysely';
import type { FormEvents } from '@app/contracts';
import type { AppendingEvent, Projection, ReplayMemo, StoredEventOf } from '@app/platform';
import type { SurveyDatabase } from '../survey-database.js';

type FormEvent = StoredEventOf<typeof FormEvents>;
type FormCreated = Extract<FormEvent, { type: 'FormCreated' }>;
type AnswersSaved = Extract<FormEvent, { type: 'AnswersSaved' }>;

/** The answer set's answers replaced by the saved ones: one statement, which an autosave's append runs in its own (`statementOf`). */
function saveAnswers(event: AppendingEvent<AnswersSaved>, db: Kysely<SurveyDatabase>) {
  const { answerSetId, answers, version, language } = event.data;
  return db
    .updateTable('answer_sets')
    .set({ answers: JSON.stringify(answers), version, updated: event.metadata.occurredAt, language })
    .where('id', '=', answerSetId);
}

async function createForm(event: FormCreated, db: Kysely<SurveyDatabase>, memo?: ReplayMemo): Promise<void> {
  const form = event.data;
  await db
    .insertInto('forms')
    .values({
      id: form.formId,
      client_id: form.clientId,
      subscriber_id: form.subscriberId,
      application_user_id: form.applicationUserId,
      key: form.key,
      status: 'Created',
      original_form_id: null,
      adjuster: null,
      adjuster_progress: null,
      first_name: form.firstName,
      last_name: form.lastName,
      email: form.email,
      phone_number: form.phoneNumber,
      is_proctored: form.isProctored,
      language: form.language,
      created: event.metadata.occurredAt,
      started: null,
      completed: null,
    })
    .execute();
  if (form.pages.length === 0) return;
  await storeSnapshots(form.pages, db, memo);
  await db
    .insertInto('pages')
    .values(
      form.pages.map((page, position) => ({
        id: page.pageId,
        form_id: form.formId,
        answer_set_id: page.answerSetId,
        position,
        display_weight: page.displayWeight,
        template_id: page.template.templateId,
        template_version: page.templateVersion,
      })),
    )
    .execute();
  await db
    .insertInto('answer_sets')
    .values(form.pages.map((page) => ({ id: page.answerSetId, form_id: form.formId, page_id: page.pageId, answers: '{}', version: 0, updated: null })))
    .execute();
}

async function insertFile(event: Extract<FormEvent, { type: 'FileUploaded' }>, db: Kysely<SurveyDatabase>): Promise<void> {
  const file = event.data;
  await db
    .insertInto('answer_files')
    .values({
      id: file.fileId,
      answer_set_id: file.answerSetId,
      form_id: file.formId,
      client_id: file.clientId,
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
      created: event.metadata.occurredAt,
    })
    .execute();
}

async function deleteForm(event: Extract<FormEvent, { type: 'FormDeleted' }>, db: Kysely<SurveyDatabase>): Promise<void> {
  const { formId } = event.data;
  // The form's AI-adjusted variants (copies of its client fields) go with it.
  await db
    .updateTable('forms')
    .set({ deleted: true, first_name: null, last_name: null, email: null, phone_number: null })
    .where((eb) => eb.or([eb('id', '=', formId), eb('original_form_id', '=', formId)]))
    .execute();
  await db.updateTable('answer_sets').set({ answers: '{}' }).where('form_id', '=', formId).execute();
  const files = db.selectFrom('answer_files').select('id').where('form_id', '=', formId);
  await db.deleteFrom('answer_file_chunks').where('file_id', 'in', files).execute();
  await db.deleteFrom('answer_files').where('form_id', '=', formId).execute();
}

/**
 * Inline projection of the form streams into `forms` (with the client's names and contacts for My
 * Clients), `pages` (each naming its template version), `template_versions` (each version's snapshot,
 * once), `answer_sets` (the latest answers) and `answer_files`, with the form's offline state
 * (`check_out_id`, `check_out_device`, `last_check_in_id`) and the client's language. A deleted form keeps its row, marked and
 * without the client's names, contacts and answers; its files go, content (`answer_file_chunks`) and all, as
 * does a file a save removed. Where the client is (`last_page_id`, `furthest_page_position`) follows PageOpened.
 */
export const formsProjection: Projection<FormEvent, SurveyDatabase> = {
  name: 'forms',
  handles: [
    'FormCreated',
    'FormStarted',
    'AnswersSaved',
    'FileUploaded',
    'FormCompleted',
    'FormDeleted',
    'FormCheckedOut',
    'FormCheckedIn',
    'FormLanguageChanged',
    'PageOpened',
    'FileRemoved',
  ],
  replayData: {
    // In a rebuild, a page of a template version whose snapshot is stored already comes with its
    // template's id only (`storeSnapshots` reads no more of it): ~5 kB a questionnaire instead of ~230 kB.
    FormCreated: (data, known) => sql`
      (${data} - 'pages') || jsonb_build_object('pages', coalesce((
        SELECT jsonb_agg(
          CASE WHEN (p -> 'template' ->> 'templateId') || '/' || (p ->> 'templateVersion') = ANY(${known}::text[])
            THEN (p - 'template') || jsonb_build_object('template', jsonb_build_object('templateId', p -> 'template' -> 'templateId'))
            ELSE p END
          ORDER BY n)
        FROM jsonb_array_elements(${data} -> 'pages') WITH ORDINALITY AS page(p, n)), '[]'))`,
  },
  statementOf(event, db) {
    return event.type === 'AnswersSaved' ? saveAnswers(event, db) : undefined;
  },
  async apply(event, db, memo) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'FormCreated':
        await createForm(event, db, memo);
        return;
      case 'FormStarted':
        await db.updateTable('forms').set({ status: 'Started', started: at }).where('id', '=', event.data.formId).execute();
        return;
      case 'AnswersSaved':
        await saveAnswers(event, db).execute();
        return;
      case 'FileUploaded':
        await insertFile(event, db);
        return;
      case 'FormCompleted':
        await db.updateTable('forms').set({ status: 'Completed', completed: at }).where('id', '=', event.data.formId).execute();
        return;
      case 'FormCheckedOut':
        await db.updateTable('forms').set({ check_out_id: event.data.checkOutId, check_out_device: event.data.deviceName }).where('id', '=', event.data.formId).execute();
        return;
      case 'FormCheckedIn':
        await db.updateTable('forms').set({ check_out_id: null, check_out_device: null, last_check_in_id: event.data.checkOutId }).where('id', '=', event.data.formId).execute();
        return;
      case 'PageOpened': {
        const { formId, pageId } = event.data;
        const opened = db.selectFrom('pages').select('position').where('id', '=', pageId);
        await db
          .updateTable('forms')
          // greatest() passes over a null: the first page opened is the furthest.
          .set((eb) => ({ last_page_id: pageId, furthest_page_position: eb.fn<number>('greatest', [eb.ref('furthest_page_position'), opened]) }))
          .where('id', '=', formId)
          .execute();
        return;
      }
      case 'FileRemoved':
        await db.deleteFrom('answer_file_chunks').where('file_id', '=', event.data.fileId).execute();
        await db.deleteFrom('answer_files').where('id', '=', event.data.fileId).execute();
        return;
      case 'FormLanguageChanged':
        await db.updateTable('forms').set({ language: event.data.language }).where('id', '=', event.data.formId).execute();
        return;
      case 'FormDeleted':
        await deleteForm(event, db);
        return;
    }
  },
};

/** A template version's key in the memo (as `replayData` makes it in SQL). */
const versionKey = (page: FormCreated['data']['pages'][number]) => `${page.template.templateId}/${page.templateVersion}`;

/**
 * The snapshots of the template versions the pages were made from, each stored once: a version's
 * first FormCreated writes it, the others find it there (a questionnaire's pages carry ~150 kB of
 * snapshots, the same for every form of those versions). In a rebuild, the versions it has written are
 * remembered (`memo`): not sent again, nor even read (`replayData`).
 */
async function storeSnapshots(pages: FormCreated['data']['pages'], db: Kysely<SurveyDatabase>, memo: ReplayMemo | undefined): Promise<void> {
  const versions = new Map<string, FormCreated['data']['pages'][number]>();
  for (const page of pages) {
    const key = versionKey(page);
    if (!memo?.has(key) && !versions.has(key)) versions.set(key, page);
  }
  if (versions.size === 0) return;
  await db
    .insertInto('template_versions')
    .values([...versions.values()].map((page) => ({ template_id: page.template.templateId, version: page.templateVersion, template: JSON.stringify(page.template) })))
    .onConflict((oc) => oc.columns(['template_id', 'version']).doNothing())
    .execute();
  for (const key of versions.keys()) memo?.add(key);
}
