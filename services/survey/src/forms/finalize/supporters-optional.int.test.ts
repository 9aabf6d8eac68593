import { SUPPORTERS_TEMPLATE_KEY, type Page } from '@app/contracts';
import { seededTemplateId } from '../../templates/seed-templates/seed-templates.js';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_supporters_optional');
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

/** A client invited with the letters-of-support page after Your Family, that page answered. */
async function clientWithLetters() {
  const { client, pages } = await h.inviteWithPages(attorney, { enableSupporters: true, templateIds: [seededTemplateId('Family')] });
  const [family, letters] = pages;
  expect(letters.template.key).toBe(SUPPORTERS_TEMPLATE_KEY);
  await save(family, client.user, { maritalStatus: 'Single', hasChildren: 'No' });
  return { client, letters };
}

async function save(page: Required<Page>, who: TestUser, answers: Record<string, string | null>) {
  const current = await h.api('GET', `/api/answerSet/${page.answerSetId}`, { token: who.token });
  expect((await h.saveAnswers(page.answerSetId, who, answers, current.body.concurrencyCheck)).status).toBe(200);
}

describe('a client with nobody to name on the letters-of-support page (issue 33)', () => {
  it('finalizes with every slot empty, and lists no supporters', async () => {
    const { client, letters } = await clientWithLetters();
    await save(letters, client.user, { supporter1FirstName: ' ', supporter1Email: null });
    expect(await h.finalize(client.formId, client.user)).toMatchObject({ status: 200, body: { formStatus: 'Completed' } });
    expect((await h.formEvents(client.formId)).map((event) => event.type)).not.toContain('SupportersListed');
  });

  it('refuses a half-filled slot naming what it still needs, then lists only the started slots', async () => {
    const { client, letters } = await clientWithLetters();
    await save(letters, client.user, { supporter1FirstName: 'Ann', addSupporter2: 'Yes' });
    expect(await h.finalize(client.formId, client.user)).toMatchObject({
      status: 400,
      body: {
        Details: Texts.reviewAnswers,
        SubErrors: [
          'Letters of Support: Supporter 1: Last name',
          'Letters of Support: Supporter 1: Relationship to you',
          'Letters of Support: Supporter 1: Email address',
          'Letters of Support: Supporter 1: Mobile phone number (XXX-XXX-XXXX)',
        ],
      },
    });

    // Slot 2 added but left empty: nothing asked of it, nobody listed for it.
    await save(letters, client.user, {
      supporter1FirstName: 'Ann',
      supporter1LastName: 'Smith',
      supporter1Relationship: 'Sister',
      supporter1Phone: '555-010-0188',
      addSupporter2: 'Yes',
    });
    expect((await h.finalize(client.formId, client.user)).status).toBe(200);
    const listed = (await h.formEvents(client.formId)).at(-1)!;
    expect(listed).toMatchObject({ type: 'SupportersListed' });
    expect(listed.data.supporters).toEqual([{ slot: 1, firstName: 'Ann', lastName: 'Smith', clientRelationship: 'Sister', email: null, phoneNumber: '555-010-0188' }]);
  });
});
