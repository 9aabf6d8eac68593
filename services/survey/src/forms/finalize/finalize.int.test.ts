import { Form, SUPPORTERS_TEMPLATE_KEY, type Page } from '@app/contracts';
import { seededTemplateId } from '../../templates/seed-templates/seed-templates.js';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_finalize');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

/** Answers to every required question of the default pages (no children, not married, no school). */
const complete = {
  AboutYou: { firstName: 'Tom', lastName: 'Robinson', dateOfBirth: '1961-07-11' },
  Family: { maritalStatus: 'Single', hasChildren: 'No' },
  Education: { highestLevel: 'None' },
} as Record<string, Record<string, string>>;

/** A new client of the attorney and the pages of their form (About You, Family, Education). */
const newClient = (overrides: { isProctored?: boolean } = {}) => h.inviteWithPages(attorney, overrides);

/** Saves the page's answers from the version it is at. */
async function answer(page: Required<Page>, who: TestUser, answers: Record<string, string | null>) {
  const current = await h.api('GET', `/api/answerSet/${page.answerSetId}`, { token: who.token });
  const saved = await h.saveAnswers(page.answerSetId, who, answers, current.body.concurrencyCheck);
  if (saved.status !== 200) throw new Error(`save failed: ${saved.status} ${JSON.stringify(saved.body)}`);
}
const answerAll = async (pages: Required<Page>[], who: TestUser) => {
  for (const page of pages) await answer(page, who, complete[page.template.key]);
};

describe('POST /api/form/{id}/finalize', () => {
  it("lists every shown required question without an answer, page by page, in the spec's message style (400)", async () => {
    const { client, pages } = await newClient();
    expect(await h.finalize(client.formId, client.user)).toEqual(
      expect.objectContaining({
        status: 400,
        body: {
          Details: Texts.reviewAnswers,
          MessageKey: { key: 'reviewAnswers' },
          SubErrors: [
            'About You: First name',
            'About You: Last name',
            'About You: Date of birth',
            'Your Family: Marital status',
            'Your Family: Do you have children?',
            'Education: Highest level of education completed',
          ],
        },
      }),
    );
    // Conditions decide what is required: a shown conditional question is, a hidden one never.
    await answerAll(pages, client.user);
    await answer(pages[1], client.user, { maritalStatus: 'Married', hasChildren: 'Yes' });
    await answer(pages[2], client.user, { highestLevel: 'None', training: 'Other' });
    expect((await h.finalize(client.formId, client.user)).body.SubErrors).toEqual([
      "Your Family: Your spouse's name",
      'Your Family: Please tell us about your children (names and ages)',
      'Education: Other training',
    ]);
    expect((await h.form(client.formId, client.user)).formStatus).toBe('Started');
  });

  it('completes the form once every shown required question is answered; afterwards every write is 409', async () => {
    const { client, pages } = await newClient();
    await answerAll(pages, client.user);
    const { status, body } = await h.finalize(client.formId, client.user);
    expect(status).toBe(200);
    expect(Form.parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: client.formId, formStatus: 'Completed', completed: expect.any(String) });
    expect((await h.formEvents(client.formId)).at(-1)).toMatchObject({ type: 'FormCompleted', metadata: { actorUserId: client.user.id } });
    expect((await h.api('GET', `/api/form?filter=${encodeURIComponent('formStatus = "Completed"')}`, { token: attorney.token })).body.map((f: Form) => f.id)).toEqual([
      client.formId,
    ]);

    const refused = { Details: Texts.completed, SubErrors: [] };
    expect(await h.finalize(client.formId, client.user)).toMatchObject({ status: 409, body: refused });
    const aboutYou = (await h.api('GET', `/api/answerSet/${pages[0].answerSetId}`, { token: client.user.token })).body;
    expect(await h.saveAnswers(pages[0].answerSetId, client.user, { ...aboutYou.answers, middleName: 'J' }, aboutYou.concurrencyCheck)).toMatchObject({
      status: 409,
      body: refused,
    });
    expect(await h.saveAnswers(pages[0].answerSetId, client.user, {}, 0)).toMatchObject({ status: 409, body: refused });
    // Reading stays possible.
    expect((await h.api('GET', `/api/answerSet/${pages[0].answerSetId}`, { token: client.user.token })).body).toEqual(aboutYou);
  });

  it('lets a save racing the finalize land before it or be refused, never after Completed', async () => {
    for (let round = 0; round < 8; round++) {
      const { client, pages } = await newClient();
      await answerAll(pages, client.user);
      const aboutYou = (await h.api('GET', `/api/answerSet/${pages[0].answerSetId}`, { token: client.user.token })).body;
      const [save, finalize] = await Promise.all([
        h.saveAnswers(pages[0].answerSetId, client.user, { ...aboutYou.answers, middleName: `Round ${round}` }, aboutYou.concurrencyCheck),
        h.finalize(client.formId, client.user),
      ]);
      expect(finalize.status).toBe(200);
      expect([200, 409]).toContain(save.status);
      if (save.status === 409) expect(save.body.Details).toBe(Texts.completed);
      const types = (await h.formEvents(client.formId)).map((e) => e.type);
      expect(types.at(-1)).toBe('FormCompleted');
      expect(types.filter((t) => t === 'AnswersSaved')).toHaveLength(save.status === 200 ? 4 : 3);
    }
  });

  it("lets the subscriber finalize for a proctored client only; another subscriber's client is 404", async () => {
    const proctored = await newClient({ isProctored: true });
    await answerAll(proctored.pages, attorney);
    expect((await h.finalize(proctored.client.formId, attorney)).status).toBe(200);
    const remote = await newClient();
    expect(await h.finalize(remote.client.formId, attorney)).toMatchObject({ status: 403, body: { Details: Texts.noAccess } });
    expect(await h.finalize(remote.client.formId, await h.subscriber())).toMatchObject({ status: 404, body: { Details: 'The form was not found.' } });
  });
});

describe('the finalize of a form with the letters-of-support page', () => {
  it('needs an email or a phone number, in their shapes, for each supporter shown (400), then lists them after FormCompleted', async () => {
    const { client, pages } = await h.inviteWithPages(attorney, { enableSupporters: true, templateIds: [seededTemplateId('Family')] });
    const [family, letters] = pages;
    expect(letters.template.key).toBe(SUPPORTERS_TEMPLATE_KEY);
    await answer(family, client.user, complete.Family);
    const ann = { supporter1FirstName: 'Ann', supporter1LastName: 'Smith', supporter1Relationship: 'Sister' };
    const bob = { addSupporter2: 'Yes', supporter2FirstName: 'Bob', supporter2LastName: 'Jones', supporter2Relationship: 'Employer' };
    // Slot 3 was filled in, then slot 3 un-added: hidden, so neither checked nor listed.
    const hidden = { addSupporter3: 'No', supporter3FirstName: 'Cy', supporter3LastName: 'Young', supporter3Relationship: 'Coach' };
    await answer(letters, client.user, { ...ann, ...bob, supporter2Email: 'bob@', supporter2Phone: '555 010 0188', ...hidden });

    expect(await h.finalize(client.formId, client.user)).toMatchObject({
      status: 400,
      body: {
        Details: Texts.reviewAnswers,
        SubErrors: [
          'Letters of Support: Supporter 1: Email address',
          'Letters of Support: Supporter 1: Mobile phone number (XXX-XXX-XXXX)',
          'Letters of Support: Supporter 2: Email address',
          'Letters of Support: Supporter 2: Mobile phone number (XXX-XXX-XXXX)',
        ],
      },
    });

    await answer(letters, client.user, { ...ann, supporter1Email: 'Ann.Smith@Example.com', ...bob, supporter2Email: ' ', supporter2Phone: '555-010-0188', ...hidden });
    expect(await h.finalize(client.formId, client.user)).toMatchObject({ status: 200, body: { formStatus: 'Completed' } });
    const [completed, listed] = (await h.formEvents(client.formId)).slice(-2);
    expect(completed.type).toBe('FormCompleted');
    expect(listed).toMatchObject({ type: 'SupportersListed', txId: completed.txId, metadata: { actorUserId: client.user.id } });
    expect(listed.data).toEqual({
      formId: client.formId,
      clientId: client.clientId,
      subscriberId: attorney.id,
      supporters: [
        { slot: 1, firstName: 'Ann', lastName: 'Smith', clientRelationship: 'Sister', email: 'ann.smith@example.com', phoneNumber: null },
        { slot: 2, firstName: 'Bob', lastName: 'Jones', clientRelationship: 'Employer', email: null, phoneNumber: '555-010-0188' },
      ],
    });
    // The supporters' names and contacts are sealed with survey's key of the client.
    const stored = await h.db.selectFrom('events').select('data').where('stream_id', '=', `form-${client.formId}`).where('type', '=', 'SupportersListed').executeTakeFirstOrThrow();
    expect(stored.data.supporters).toHaveProperty('$sealed');
  });

  it('lists no supporters, and records no SupportersListed, for a form without the page', async () => {
    const { client, pages } = await newClient();
    await answerAll(pages, client.user);
    expect((await h.finalize(client.formId, client.user)).status).toBe(200);
    expect((await h.formEvents(client.formId)).map((e) => e.type)).not.toContain('SupportersListed');
  });
});
