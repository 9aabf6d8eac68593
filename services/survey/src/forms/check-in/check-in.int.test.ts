import { randomUUID } from 'node:crypto';
import { Form, type Page } from '@app/contracts';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_check_in');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

/** Answers to every required question of the default pages (About You, Family, Education). */
const complete: Record<string, string>[] = [
  { firstName: 'Tom', lastName: 'Robinson', dateOfBirth: '1961-07-11' },
  { maritalStatus: 'Single', hasChildren: 'No' },
  { highestLevel: 'None' },
];
const refused = (details: string) => ({ Details: details, SubErrors: [] });

/** A proctored client of the attorney, their form checked out: the pages and the check-out's id. */
async function checkedOutClient() {
  const { client, pages } = await h.inviteWithPages(attorney, { isProctored: true });
  const { status, body } = await h.checkOut(client.formId, attorney);
  if (status !== 200) throw new Error(`not checked out: ${status} ${JSON.stringify(body)}`);
  return { client, pages, checkOutId: body.checkOutId as string };
}
const checkOutIdOf = async (formId: string) => (await h.db.selectFrom('forms').select('check_out_id').where('id', '=', formId).executeTakeFirstOrThrow()).check_out_id;
/** The form's events after the check-out, each with its type and transaction. */
const eventsAfterCheckOut = async (formId: string) => {
  const events = await h.formEvents(formId);
  return events.slice(events.findIndex((e) => e.type === 'FormCheckedOut') + 1);
};

describe('POST /api/form/{id}/checkIn', () => {
  it('saves each answer set the device changed with its next version, checks the form in (one append) and answers the form', async () => {
    const { client, pages, checkOutId } = await checkedOutClient();
    const answerSets = [
      { id: pages[0].answerSetId, answers: { firstName: 'Tom', gender: null } },
      { id: pages[1].answerSetId, answers: {} },
    ];
    const { status, body } = await h.checkIn(client.formId, attorney, { checkOutId, answerSets });
    expect(status).toBe(200);
    expect(Form.parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: client.formId, formStatus: 'Started', started: expect.any(String) });
    expect(body.pages.map((page: Required<Page>) => [page.template.key, page.answerSet.answers, page.answerSet.concurrencyCheck])).toEqual([
      ['AboutYou', { firstName: 'Tom', gender: null }, 1],
      ['Family', {}, 0],
      ['Education', {}, 0],
    ]);

    const events = await eventsAfterCheckOut(client.formId);
    expect(events.map((e) => e.type)).toEqual(['FormStarted', 'AnswersSaved', 'FormCheckedIn']);
    expect(new Set(events.map((e) => e.txId)).size).toBe(1);
    expect(events.at(-1)).toMatchObject({
      data: { formId: client.formId, clientId: client.clientId, subscriberId: attorney.id, checkOutId, checkedInBy: attorney.id },
      metadata: { actorUserId: attorney.id },
    });
    expect(await checkOutIdOf(client.formId)).toBeNull();

    // Online again: the client saves from the version the check-in left.
    expect((await h.saveAnswers(pages[0].answerSetId, client.user, { firstName: 'Thomas' }, 1)).status).toBe(200);
  });

  it('sent again once applied, answers the same and records nothing; another check-out id is a 409', async () => {
    const { client, pages, checkOutId } = await checkedOutClient();
    const request = { checkOutId, answerSets: [{ id: pages[1].answerSetId, answers: { hasChildren: 'No' } }] };
    const first = await h.checkIn(client.formId, attorney, request);
    expect(first.status).toBe(200);
    const events = await h.formEvents(client.formId);

    const again = await h.checkIn(client.formId, attorney, request);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: first.body });
    expect(await h.formEvents(client.formId)).toEqual(events);
    expect(again.body.pages[1].answerSet.concurrencyCheck).toBe(1);

    expect(await h.checkIn(client.formId, attorney, { ...request, checkOutId: randomUUID() })).toMatchObject({
      status: 409,
      body: refused('This client is not checked out on this device, so there is nothing to check in.'),
    });
    const never = await h.inviteWithPages(attorney, { isProctored: true });
    expect(await h.checkIn(never.client.formId, attorney, { checkOutId: randomUUID(), answerSets: [] })).toMatchObject({
      status: 409,
      body: refused('This client is not checked out on this device, so there is nothing to check in.'),
    });
    expect(await h.formEvents(client.formId)).toEqual(events);
  });

  it('refuses answers that do not fit their page (400) or an answer set not of the form (404): nothing applied, still checked out', async () => {
    const { client, pages, checkOutId } = await checkedOutClient();
    const other = await h.inviteWithPages(attorney, { isProctored: true });
    const before = await h.formEvents(client.formId);

    const wrong = await h.checkIn(client.formId, attorney, {
      checkOutId,
      answerSets: [
        { id: pages[0].answerSetId, answers: { firstName: 'Tom', dateOfBirth: '1961-02-30' } },
        { id: pages[1].answerSetId, answers: { hasChildren: 'Maybe' } },
      ],
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        Details: Texts.notValidated,
        SubErrors: ['answerSets.0.answers.dateOfBirth: Please enter a valid date (YYYY-MM-DD)', 'answerSets.1.answers.hasChildren: Please choose one of the options'],
      },
    });
    const foreign = await h.checkIn(client.formId, attorney, { checkOutId, answerSets: [{ id: other.pages[0].answerSetId, answers: {} }] });
    expect(foreign).toMatchObject({ status: 404, body: refused('The answer set was not found.') });
    expect((await h.checkIn(client.formId, attorney, { checkOutId: 'not-an-id', answerSets: [] })).status).toBe(400);

    expect(await h.formEvents(client.formId)).toEqual(before);
    expect(await checkOutIdOf(client.formId)).toBe(checkOutId);
    expect((await h.checkIn(client.formId, attorney, { checkOutId, answerSets: [] })).status).toBe(200);
  });

  it('with finalize, completes the form in the same append, or refuses it all (400) and leaves it checked out', async () => {
    const { client, pages, checkOutId } = await checkedOutClient();
    const partly = { checkOutId, finalize: true, answerSets: [{ id: pages[0].answerSetId, answers: complete[0] }] };
    expect(await h.checkIn(client.formId, attorney, partly)).toMatchObject({
      status: 400,
      body: { Details: Texts.reviewAnswers, SubErrors: ['Your Family: Marital status', 'Your Family: Do you have children?', 'Education: Highest level of education completed'] },
    });
    expect(await eventsAfterCheckOut(client.formId)).toEqual([]);
    expect(await checkOutIdOf(client.formId)).toBe(checkOutId);

    const whole = { checkOutId, finalize: true, answerSets: pages.map((page, i) => ({ id: page.answerSetId, answers: complete[i] })) };
    const { status, body } = await h.checkIn(client.formId, attorney, whole);
    expect(status).toBe(200);
    expect(body).toMatchObject({ formStatus: 'Completed', completed: expect.any(String) });
    const events = await eventsAfterCheckOut(client.formId);
    expect(events.map((e) => e.type)).toEqual(['FormStarted', 'AnswersSaved', 'AnswersSaved', 'AnswersSaved', 'FormCheckedIn', 'FormCompleted']);
    expect(new Set(events.map((e) => e.txId)).size).toBe(1);

    expect(await h.checkIn(client.formId, attorney, whole)).toMatchObject({ status: 200, body });
    expect(await h.saveAnswers(pages[0].answerSetId, client.user, {}, 1)).toMatchObject({ status: 409, body: refused(Texts.completed) });
  });

  it("is the client's own subscriber's alone: others' forms are 404s, other roles 403s, and nothing is recorded", async () => {
    const { client, checkOutId } = await checkedOutClient();
    const request = { checkOutId, answerSets: [] };
    const before = await h.formEvents(client.formId);
    expect((await h.checkIn(client.formId, undefined, request)).status).toBe(401);
    for (const who of [client.user, await h.admin(), await h.reviewer()])
      expect(await h.checkIn(client.formId, who, request)).toMatchObject({ status: 403, body: refused(Texts.noAccess) });
    expect(await h.checkIn(client.formId, await h.subscriber(), request)).toMatchObject({ status: 404, body: refused('The form was not found.') });
    expect(await h.formEvents(client.formId)).toEqual(before);
  });
});
