import { startSurvey, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_position');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

/** Answers to every required question of the default pages (About You, Family, Education). */
const requiredAnswers: Record<string, Record<string, string>> = {
  AboutYou: { firstName: 'Tom', lastName: 'Robinson', dateOfBirth: '1961-07-11' },
  Family: { maritalStatus: 'Single', hasChildren: 'No' },
  Education: { highestLevel: 'None' },
};

const open = (formId: string, who: TestUser | undefined, pageId: string) => h.api('PUT', `/api/form/${formId}/position`, { token: who?.token, body: { pageId } });
const positionOf = async (formId: string, who: TestUser) => (await h.form(formId, who)).position;
const opened = async (formId: string) => (await h.formEvents(formId)).filter((event) => event.type === 'PageOpened').map((event) => event.data.pageId);

describe('PUT /api/form/{id}/position (issue 33)', () => {
  it('records the page the client opened, once per move: the form tells the page they were on last and the furthest one', async () => {
    const { client, pages } = await h.inviteWithPages(attorney);
    expect(await positionOf(client.formId, client.user)).toEqual({ lastPageId: null, furthestPageId: null });
    expect((await open(client.formId, client.user, pages[2].id)).status).toBe(204);
    expect(await positionOf(client.formId, client.user)).toEqual({ lastPageId: pages[2].id, furthestPageId: pages[2].id });
    await open(client.formId, client.user, pages[0].id);
    await open(client.formId, client.user, pages[0].id);
    expect(await positionOf(client.formId, client.user)).toEqual({ lastPageId: pages[0].id, furthestPageId: pages[2].id });
    expect(await opened(client.formId)).toEqual([pages[2].id, pages[0].id]);
    expect((await h.formEvents(client.formId)).at(-1)?.metadata).toMatchObject({ actorUserId: client.user.id });
  });

  it("takes a proctoring attorney's too; refuses anyone else's form (404), a page of another form (404), an attorney whose client is not proctored (403) and no token (401)", async () => {
    const proctored = await h.inviteWithPages(attorney, { isProctored: true });
    expect((await open(proctored.client.formId, attorney, proctored.pages[1].id)).status).toBe(204);
    const { client, pages } = await h.inviteWithPages(attorney);
    expect((await open(client.formId, proctored.client.user, pages[0].id)).status).toBe(404);
    expect((await open(client.formId, client.user, proctored.pages[0].id)).status).toBe(404);
    expect((await open(client.formId, attorney, pages[0].id)).status).toBe(403);
    expect((await open(client.formId, undefined, pages[0].id)).status).toBe(401);
    expect((await open(client.formId, client.user, 'page-one')).status).toBe(400);
    expect(await opened(client.formId)).toEqual([]);
    expect(await opened(proctored.client.formId)).toEqual([proctored.pages[1].id]);
  });

  it('records nothing once the form is completed', async () => {
    const { client, pages } = await h.inviteWithPages(attorney);
    await open(client.formId, client.user, pages[0].id);
    for (const page of pages) expect((await h.saveAnswers(page.answerSetId, client.user, requiredAnswers[page.template.key], 0)).status).toBe(200);
    expect((await h.finalize(client.formId, client.user)).status).toBe(200);
    expect((await open(client.formId, client.user, pages[1].id)).status).toBe(204);
    expect(await opened(client.formId)).toEqual([pages[0].id]);
  });
});
