import { Form } from '@app/contracts';
import { startSurvey, Texts, type InvitedClient, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let admin: TestUser;
let attorney: TestUser;
let otherAttorney: TestUser;
/** The attorney's clients, in the order invited. */
let clients: InvitedClient[];
let othersClient: InvitedClient;

beforeAll(async () => {
  h = await startSurvey('form_read');
  admin = await h.admin();
  attorney = await h.subscriber();
  otherAttorney = await h.subscriber();
  clients = [];
  for (const [firstName, lastName, isProctored] of [
    ['Ann', 'Zimmer', false],
    ['Bob', 'Abbott', true],
    ['Cy', 'Mazzone', false],
  ] as const) {
    clients.push(await h.invite(attorney, { firstName, lastName, isProctored }));
  }
  othersClient = await h.invite(otherAttorney, { firstName: 'Dee', lastName: 'Zimmerman' });
  // Ann starts her questionnaire.
  const [firstPage] = (await h.form(clients[0].formId, clients[0].user)).pages;
  expect((await h.saveAnswers(firstPage.answerSetId, clients[0].user, { firstName: 'Ann' }, 0)).status).toBe(200);
});
afterAll(() => h?.close());

const list = (who: TestUser, query = '') => h.api('GET', `/api/form${query ? `?${query}` : ''}`, { token: who.token });
const filter = (text: string) => `filter=${encodeURIComponent(text)}`;
const lastNames = (forms: Form[]) => forms.map((form) => form.lastName);

describe('GET /api/form', () => {
  it("lists a subscriber's own clients' forms, newest first, with names and status, the total in x-total-count", async () => {
    const { status, body, headers } = await list(attorney);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('3');
    expect(lastNames(body)).toEqual(['Mazzone', 'Abbott', 'Zimmer']);
    for (const form of body) expect(Form.parse(form)).toEqual(form);
    expect(body[2]).toMatchObject({
      firstName: 'Ann',
      formStatus: 'Started',
      isProctored: false,
      started: expect.any(String),
      email: expect.stringContaining('@example.test'),
      phoneNumber: '555-010-0199',
    });
    expect(body[2].client).toBeUndefined();
    expect(body[2].pages).toBeUndefined();
  });

  it('filters and orders by the My Clients columns', async () => {
    expect(lastNames((await list(attorney, filter('lastName.Contains("zim")'))).body)).toEqual(['Zimmer']);
    expect(lastNames((await list(attorney, filter('formStatus = "Started"'))).body)).toEqual(['Zimmer']);
    expect(lastNames((await list(attorney, filter('formStatus = "Created" AND isProctored = false'))).body)).toEqual(['Mazzone']);
    expect(lastNames((await list(attorney, filter('originalFormId = null'))).body)).toHaveLength(3);
    expect(lastNames((await list(attorney, `order=${encodeURIComponent('lastName asc')}`)).body)).toEqual(['Abbott', 'Mazzone', 'Zimmer']);
    expect(lastNames((await list(attorney, `${filter(`clientId = "${clients[1].clientId}"`)}&includes=client`)).body)).toEqual(['Abbott']);
    expect((await list(attorney, `${filter(`clientId = "${clients[1].clientId}"`)}&includes=client`)).body[0].client).toMatchObject({ id: clients[1].clientId, isProctored: true });
    // Adjusted variants of a client's form come with reporting: none yet.
    expect((await list(attorney, filter(`originalForm.clientId = "${clients[0].clientId}"`))).body).toEqual([]);
    expect(await list(attorney, filter('formStatus = "Archived"'))).toMatchObject({
      status: 400,
      body: { Details: Texts.notValidated, SubErrors: ['filter: formStatus: expects = one of Created, Started, Completed'] },
    });
  });

  it("never shows another subscriber's forms, whatever the filter", async () => {
    expect(lastNames((await list(otherAttorney)).body)).toEqual(['Zimmerman']);
    expect((await list(otherAttorney, filter(`clientId = "${clients[0].clientId}"`))).body).toEqual([]);
    expect((await list(otherAttorney, filter(`subscriberId = "${attorney.id}"`))).body).toEqual([]);
    expect((await list(attorney, filter('lastName.Contains("Zimmerman")'))).body).toEqual([]);
  });

  it('shows a client their own form only, and a site admin every form', async () => {
    expect((await list(clients[1].user)).body.map((form: Form) => form.id)).toEqual([clients[1].formId]);
    expect((await list(admin, 'limit=100')).headers.get('x-total-count')).toBe('4');
    expect(lastNames((await list(admin, filter(`subscriberId = "${otherAttorney.id}"`))).body)).toEqual(['Zimmerman']);
  });
});

describe('GET /api/form/{id}', () => {
  it('answers the form with the includes asked for', async () => {
    const bare = await h.api('GET', `/api/form/${clients[1].formId}`, { token: attorney.token });
    expect(bare.status).toBe(200);
    expect(bare.body.pages).toBeUndefined();
    const withPages = await h.api('GET', `/api/form/${clients[1].formId}?includes=pages`, { token: attorney.token });
    expect(withPages.body.pages[0]).toEqual({ id: expect.any(String), displayWeight: 10, templateId: expect.any(String), answerSetId: expect.any(String) });
    const templates = await h.api('GET', `/api/form/${clients[1].formId}?includes=pages.template,CLIENT`, { token: attorney.token });
    expect(templates.body.pages[0].template).toMatchObject({ key: 'AboutYou', title: 'About You' });
    expect(templates.body.pages[0].answerSet).toBeUndefined();
    expect(templates.body.client).toMatchObject({ id: clients[1].clientId });
    expect(await h.api('GET', `/api/form/${clients[1].formId}?includes=answers`, { token: attorney.token })).toMatchObject({
      status: 400,
      body: { Details: Texts.notValidated, SubErrors: ["includes: 'answers' cannot be included"] },
    });
  });

  it("answers 404 for another subscriber's or client's form, an unknown one and a non-id", async () => {
    const notFound = { Details: 'The form was not found.', SubErrors: [] };
    expect(await h.api('GET', `/api/form/${clients[0].formId}`, { token: otherAttorney.token })).toMatchObject({ status: 404, body: notFound });
    expect(await h.api('GET', `/api/form/${clients[0].formId}`, { token: clients[1].user.token })).toMatchObject({ status: 404, body: notFound });
    expect(await h.api('GET', `/api/form/${othersClient.clientId}`, { token: admin.token })).toMatchObject({ status: 404, body: notFound });
    expect(await h.api('GET', '/api/form/1', { token: admin.token })).toMatchObject({ status: 404, body: notFound });
  });
});
