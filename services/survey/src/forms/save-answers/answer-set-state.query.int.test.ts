import type { Answers } from '@app/contracts';
import { startSurvey, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { pdf, png } from '../../testing/sample-files.js';
import { formDecider } from '../form.decide.js';
import { formStreamId, type FormState } from '../form.js';
import { TemplateSnapshots } from '../template-snapshots.js';
import { AnswerSetStateQuery } from './answer-set-state.query.js';

let h: SurveyHarness;
let attorney: TestUser;
let query: AnswerSetStateQuery;

beforeAll(async () => {
  h = await startSurvey('answer_set_state');
  attorney = await h.subscriber();
  query = new AnswerSetStateQuery(h.running.runtime, new TemplateSnapshots(h.running.runtime));
});
afterAll(() => h?.close());

/** The form's state as replaying its stream makes it, cut down to what a save of `answerSetId` is decided on. */
async function replayed(formId: string, answerSetId: string): Promise<{ state: FormState; version: number }> {
  const { state, version } = await h.running.runtime.commands.load(formStreamId(formId), formDecider);
  const pages = state.pages.filter((page) => page.answerSetId === answerSetId);
  return { state: { ...state, pages, answerSets: { [answerSetId]: state.answerSets[answerSetId] } }, version };
}

const fromReadModel = async (answerSetId: string) => {
  const found = await query.find(answerSetId);
  return found && { state: found.state, version: found.version };
};

describe('the state a save is decided on, read from the read model', () => {
  it("is the stream's state at the stream's version, through saves, uploads and the finalize", async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    const id = page.answerSetId;
    expect(await fromReadModel(id)).toEqual(await replayed(client.formId, id));

    const uploads = [await h.uploadFile(id, client.user, pdf(), 'discharge.pdf'), await h.uploadFile(id, client.user, png(), 'photo.png')];
    const saves: Answers[] = [{ served: 'No' }, { served: 'Yes', branch: 'Army', dischargePapers: uploads[1].body.value }];
    for (const [version, answers] of saves.entries()) expect((await h.saveAnswers(id, client.user, answers, version)).status).toBe(200);
    const midway = await fromReadModel(id);
    expect(midway).toEqual(await replayed(client.formId, id));
    expect(midway!.state.answerSets[id].files).toEqual(uploads.map((upload) => upload.body.value));

    expect((await h.api('POST', `/api/form/${client.formId}/finalize`, { token: client.user.token })).status).toBe(200);
    const completed = await fromReadModel(id);
    expect(completed).toEqual(await replayed(client.formId, id));
    expect(completed!.state.status).toBe('Completed');
  });

  it("reads a deleted client's form as deleted, without answers", async () => {
    const { client, page } = await h.inviteWithFilePage(attorney);
    await h.saveAnswers(page.answerSetId, client.user, { served: 'No' }, 0);
    await h.deleteClient(client);
    const found = await query.find(page.answerSetId);
    expect(found?.state).toMatchObject({ status: 'Deleted', answerSets: { [page.answerSetId]: { answers: {} } } });
    expect(found?.version).toBe((await replayed(client.formId, page.answerSetId)).version);
  });

  it('finds nothing for an id that is no answer set', async () => {
    expect(await query.find('not-an-id')).toBeUndefined();
    expect(await query.find('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describe('the offline state in it', () => {
  it("is the stream's through a check-out and a check-in, so a save while out is refused", async () => {
    const { client, page } = await h.inviteWithFilePage(attorney, { isProctored: true });
    const id = page.answerSetId;
    const checkOut = await h.api('POST', `/api/form/${client.formId}/checkOut`, { token: attorney.token, body: { deviceName: 'Office laptop' } });
    expect(checkOut.status).toBe(200);
    const out = await fromReadModel(id);
    expect(out).toEqual(await replayed(client.formId, id));
    expect(out!.state.checkOut).toEqual({ checkOutId: checkOut.body.checkOutId, deviceName: 'Office laptop' });
    expect((await h.saveAnswers(id, attorney, { served: 'No' }, 0)).status).toBe(409);

    const checkIn = await h.api('POST', `/api/form/${client.formId}/checkIn`, {
      token: attorney.token,
      body: { checkOutId: checkOut.body.checkOutId, answerSets: [{ id, answers: { served: 'No' } }] },
    });
    expect(checkIn.status).toBe(200);
    const back = await fromReadModel(id);
    expect(back).toEqual(await replayed(client.formId, id));
    expect(back!.state).toMatchObject({ checkOut: null, lastCheckedInId: checkOut.body.checkOutId });
  });
});
