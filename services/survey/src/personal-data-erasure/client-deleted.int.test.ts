import { randomUUID } from 'node:crypto';
import { pdf } from '../testing/sample-files.js';
import { startSurvey, type SurveyHarness, type TestUser } from '../testing/survey-test-kit.js';

let h: SurveyHarness;
let admin: TestUser;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('erasure');
  admin = await h.admin();
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

describe("clients' ClientDeleted", () => {
  it("deletes the client's form (404 to everyone), empties the read models and erases survey's key; the events stay and verify", async () => {
    const client = await h.invite(attorney, { firstName: 'Tom', lastName: 'Robinson' });
    const kept = await h.invite(attorney, { firstName: 'Scout', lastName: 'Finch' });
    const [aboutYou] = (await h.form(client.formId, client.user)).pages;
    expect((await h.saveAnswers(aboutYou.answerSetId, client.user, { firstName: 'Tom', dateOfBirth: '1961-07-11' }, 0)).status).toBe(200);

    const deleted = await h.deleteClient(client);

    const notFound = { status: 404, body: { Details: 'The form was not found.', SubErrors: [] } };
    for (const who of [attorney, admin, client.user]) {
      expect(await h.api('GET', `/api/form/${client.formId}`, { token: who.token })).toMatchObject(notFound);
      expect(await h.api('GET', `/api/answerSet/${aboutYou.answerSetId}`, { token: who.token })).toMatchObject({ status: 404 });
    }
    expect(await h.saveAnswers(aboutYou.answerSetId, client.user, { firstName: 'Again' }, 1)).toMatchObject({ status: 404 });
    expect(await h.finalize(client.formId, admin)).toMatchObject(notFound);
    expect((await h.api('GET', '/api/form', { token: attorney.token })).body.map((f: { id: string }) => f.id)).toEqual([kept.formId]);

    const form = await h.db.selectFrom('forms').selectAll().where('id', '=', client.formId).executeTakeFirstOrThrow();
    expect(form).toMatchObject({ deleted: true, first_name: null, last_name: null, email: null, phone_number: null });
    const answers = await h.db.selectFrom('answer_sets').select('answers').where('form_id', '=', client.formId).execute();
    expect(answers.every((row) => Object.keys(row.answers).length === 0)).toBe(true);
    expect(await h.db.selectFrom('personal_keys').select('person_id').where('person_id', '=', client.clientId).execute()).toEqual([]);

    const events = await h.formEvents(client.formId);
    expect(events.map((e) => e.type)).toEqual(['FormCreated', 'FormStarted', 'AnswersSaved', 'FormDeleted']);
    expect(events[0].data).toMatchObject({ firstName: null, lastName: null, email: null, phoneNumber: null });
    expect(events[2].data.answers).toBeNull();
    expect(events[3]).toMatchObject({ data: { formId: client.formId, clientId: client.clientId }, metadata: { causationId: deleted.metadata.eventId } });
    expect(await h.running.runtime.store.verifyStream(`form-${client.formId}`)).toEqual({ valid: true });

    // The other client is untouched.
    expect((await h.form(kept.formId, attorney)).firstName).toBe('Scout');
  });

  it("shreds the client's files: key erased, rows dropped in the same step, downloads 404; the upload events stay and verify", async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const kept = await h.inviteWithFilePage(attorney);
    const content = Buffer.concat([pdf(), Buffer.alloc(1_500_000, 'x')]);
    const { value } = (await h.uploadFile(page.answerSetId, client.user, content, 'DD-214.pdf')).body;
    const other = (await h.uploadFile(kept.page.answerSetId, kept.client.user, pdf(), 'DD-214.pdf')).body.value;
    const fileId = value.split('/')[0];
    expect(await h.db.selectFrom('answer_file_chunks').select('n').where('file_id', '=', fileId).execute()).toHaveLength(2);

    await h.deleteClient(client);

    expect(await h.db.selectFrom('answer_files').select('id').where('client_id', '=', client.clientId).execute()).toEqual([]);
    expect(await h.db.selectFrom('answer_file_chunks').select('n').where('file_id', '=', fileId).execute()).toEqual([]);
    for (const who of [attorney, admin, client.user]) {
      expect(await h.downloadFile(page.answerSetId, value, { downloadToken: await h.downloadToken(who) })).toMatchObject({ status: 404 });
    }
    const events = await h.formEvents(client.formId);
    expect(events.map((e) => e.type)).toEqual(['FormCreated', 'FileUploaded', 'FormDeleted']);
    expect(events[1].data).toMatchObject({ fileId, name: null, size: content.length });
    expect(await h.running.runtime.store.verifyStream(`form-${client.formId}`)).toEqual({ valid: true });

    // The other client's file is untouched.
    expect((await h.downloadFile(kept.page.answerSetId, other, { who: kept.client.user })).bytes.equals(pdf())).toBe(true);
  });

  it('keeps a client deleted before survey heard of the invitation from getting a form', async () => {
    const early = { clientId: randomUUID(), subscriberId: attorney.id, applicationUserId: randomUUID() };
    await h.deleteClient(early);
    const invited = await h.invite(attorney, early);
    expect(await h.api('GET', `/api/form/${invited.formId}`, { token: attorney.token })).toMatchObject({ status: 404 });
    expect((await h.formEvents(invited.formId)).map((e) => e.type)).toEqual(['FormDeleted']);
    expect(await h.db.selectFrom('forms').select('id').where('client_id', '=', early.clientId).execute()).toEqual([]);
  });

  it('changes nothing the second time', async () => {
    const client = await h.invite(attorney);
    await h.deleteClient(client);
    await h.deleteClient(client);
    expect((await h.formEvents(client.formId)).map((e) => e.type)).toEqual(['FormCreated', 'FormDeleted']);
  });
});
