import { randomUUID } from 'node:crypto';
import { CheckOut, type Page } from '@app/contracts';
import { pdf } from '../../testing/sample-files.js';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_check_out');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A proctored client of the attorney and the pages of their form (About You, Family, Education). */
const proctoredClient = () => h.inviteWithPages(attorney, { isProctored: true });
const checkOutIdOf = async (formId: string) => (await h.db.selectFrom('forms').select('check_out_id').where('id', '=', formId).executeTakeFirstOrThrow()).check_out_id;
const eventTypes = async (formId: string) => (await h.formEvents(formId)).map((e) => e.type);
const refused = (details: string) => ({ Details: details, SubErrors: [] });

describe('POST /api/form/{id}/checkOut', () => {
  it('gives the subscriber the form to run offline: a new check-out id, every page with its template and answer set', async () => {
    const { client, pages } = await proctoredClient();
    expect((await h.saveAnswers(pages[0].answerSetId, attorney, { firstName: 'Tom' }, 0)).status).toBe(200);

    const { status, body } = await h.checkOut(client.formId, attorney, { deviceName: 'Office laptop' });
    expect(status).toBe(200);
    expect(CheckOut.parse(body)).toEqual(body);
    expect(body.checkOutId).toMatch(UUID);
    expect(body.form).toMatchObject({ id: client.formId, formStatus: 'Started', isProctored: true, clientId: client.clientId });
    expect(body.form.pages.map((page: Required<Page>) => page.template.key)).toEqual(['AboutYou', 'Family', 'Education']);
    expect(body.form.pages[0].answerSet).toEqual({
      id: pages[0].answerSetId,
      formId: client.formId,
      pageId: pages[0].id,
      answers: { firstName: 'Tom' },
      concurrencyCheck: 1,
      language: 'en',
    });
    expect(body.form.pages[1].answerSet).toMatchObject({ answers: {}, concurrencyCheck: 0 });

    const last = (await h.formEvents(client.formId)).at(-1)!;
    expect(last).toMatchObject({
      type: 'FormCheckedOut',
      data: { formId: client.formId, clientId: client.clientId, subscriberId: attorney.id, checkOutId: body.checkOutId, deviceName: 'Office laptop', checkedOutBy: attorney.id },
      metadata: { actorUserId: attorney.id },
    });
    expect(await checkOutIdOf(client.formId)).toBe(body.checkOutId);
  });

  it('names the device "This device" when no name is given, and refuses a blank or long name (400)', async () => {
    const { client } = await proctoredClient();
    expect(await h.checkOut(client.formId, attorney, { deviceName: ' ' })).toMatchObject({
      status: 400,
      body: { Details: Texts.notValidated, SubErrors: ['deviceName: This field is required'] },
    });
    expect((await h.checkOut(client.formId, attorney, { deviceName: 'x'.repeat(101) })).status).toBe(400);
    expect(await eventTypes(client.formId)).toEqual(['FormCreated']);
    expect((await h.checkOut(client.formId, attorney, {})).status).toBe(200);
    expect((await h.formEvents(client.formId)).at(-1)!.data.deviceName).toBe('This device');
  });

  it('refuses a client who is not proctored, a form already out and a completed one (409); a deleted or unknown form is a 404', async () => {
    const remote = await h.invite(attorney);
    expect(await h.checkOut(remote.formId, attorney)).toMatchObject({ status: 409, body: refused('Only proctored clients can be checked out for offline use.') });

    const { client } = await proctoredClient();
    const first = await h.checkOut(client.formId, attorney);
    expect(await h.checkOut(client.formId, attorney, { deviceName: 'Tablet' })).toMatchObject({
      status: 409,
      body: refused('This client is already checked out for offline use. Check the client in first.'),
    });
    expect(await checkOutIdOf(client.formId)).toBe(first.body.checkOutId);

    const completed = await proctoredClient();
    const answers: Record<string, string>[] = [
      { firstName: 'Tom', lastName: 'Robinson', dateOfBirth: '1961-07-11' },
      { maritalStatus: 'Single', hasChildren: 'No' },
      { highestLevel: 'None' },
    ];
    for (const [i, page] of completed.pages.entries()) expect((await h.saveAnswers(page.answerSetId, attorney, answers[i], 0)).status).toBe(200);
    expect((await h.finalize(completed.client.formId, attorney)).status).toBe(200);
    expect(await h.checkOut(completed.client.formId, attorney)).toMatchObject({ status: 409, body: refused(Texts.completed) });

    const gone = await proctoredClient();
    await h.deleteClient(gone.client);
    expect(await h.checkOut(gone.client.formId, attorney)).toMatchObject({ status: 404, body: refused('The form was not found.') });
    expect((await h.checkOut(randomUUID(), attorney)).status).toBe(404);
    expect((await h.checkOut('not-an-id', attorney)).status).toBe(404);
  });

  it("is the client's own subscriber's alone: others' forms are 404s, other roles 403s, and nothing is recorded", async () => {
    const { client } = await proctoredClient();
    const admin = await h.admin();
    expect((await h.checkOut(client.formId, undefined)).status).toBe(401);
    for (const who of [client.user, admin, await h.reviewer()]) expect(await h.checkOut(client.formId, who)).toMatchObject({ status: 403, body: refused(Texts.noAccess) });
    expect(await h.checkOut(client.formId, await h.subscriber())).toMatchObject({ status: 404, body: refused('The form was not found.') });
    // A site admin who is also a subscriber proctors their own clients only.
    expect((await h.checkOut(client.formId, await h.user([...admin.roles, ...attorney.roles]))).status).toBe(404);
    expect(await eventTypes(client.formId)).toEqual(['FormCreated']);
  });
});

describe('a form checked out', () => {
  it('refuses every online write (409) with the offline text, and changes nothing; reads still work', async () => {
    const { client, page } = await h.inviteWithFilePage(attorney, { isProctored: true });
    expect((await h.saveAnswers(page.answerSetId, attorney, { served: 'No' }, 0)).status).toBe(200);
    expect((await h.checkOut(client.formId, attorney)).status).toBe(200);
    const before = await h.formEvents(client.formId);
    const checkedOut = refused('This questionnaire is checked out for offline use on another device. It can be changed again once it is checked in.');

    for (const who of [attorney, client.user, await h.admin()]) {
      expect(await h.saveAnswers(page.answerSetId, who, { served: 'Yes', branch: 'Navy' }, 1)).toMatchObject({ status: 409, body: checkedOut });
      expect(await h.uploadFile(page.answerSetId, who, pdf(), 'DD-214.pdf')).toMatchObject({ status: 409, body: checkedOut });
      expect(await h.finalize(client.formId, who)).toMatchObject({ status: 409, body: checkedOut });
    }
    expect(await h.formEvents(client.formId)).toEqual(before);
    expect(await h.db.selectFrom('answer_file_chunks').select('file_id').execute()).toEqual([]);
    expect((await h.api('GET', `/api/answerSet/${page.answerSetId}`, { token: client.user.token })).body).toMatchObject({ answers: { served: 'No' }, concurrencyCheck: 1 });
    expect((await h.form(client.formId, client.user)).pages[0].answerSet).toMatchObject({ answers: { served: 'No' }, concurrencyCheck: 1 });
  });
});
