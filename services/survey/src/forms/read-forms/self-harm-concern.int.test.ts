import { Form, type Page } from '@app/contracts';
import { mentalHealth, phq9Screen as phq9 } from '@app/contracts/default-templates';
import { seededTemplateId } from '../../templates/seed-templates/seed-templates.js';
import { startSurvey, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { TEST_TEMPLATES } from '../../testing/test-templates.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startSurvey('form_self_harm', [...TEST_TEMPLATES, mentalHealth, phq9.template]);
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

async function save(page: Required<Page>, who: TestUser, answers: Record<string, string | null>) {
  const current = await h.api('GET', `/api/answerSet/${page.answerSetId}`, { token: who.token });
  expect((await h.saveAnswers(page.answerSetId, who, answers, current.body.concurrencyCheck)).status).toBe(200);
}

/** The flag on the form as the attorney reads it. */
const concern = async (formId: string) => {
  const { status, body } = await h.api('GET', `/api/form/${formId}`, { token: attorney.token });
  expect(status).toBe(200);
  return Form.parse(body).selfHarmConcern;
};

describe("the attorney's flag of answers about harming oneself (issue 33)", () => {
  it('follows PHQ-9 item 9 answered above "Not at all", as the answers stand', async () => {
    const { client, pages } = await h.inviteWithPages(attorney, { templateIds: [seededTemplateId('PHQ9')] });
    expect(await concern(client.formId)).toBe(false);
    await save(pages[0], client.user, { phq9_1: 'Several days', phq9_9: 'Not at all' });
    expect(await concern(client.formId)).toBe(false);
    await save(pages[0], client.user, { phq9_1: 'Several days', phq9_9: 'More than half the days' });
    expect(await concern(client.formId)).toBe(true);
    // The client reads the same flag on their own form.
    expect((await h.form(client.formId, client.user)).selfHarmConcern).toBe(true);
    await save(pages[0], client.user, { phq9_1: 'Several days', phq9_9: 'Not at all' });
    expect(await concern(client.formId)).toBe(false);
  });

  it("follows Mental Health's thoughts of suicide in the past month answered Yes", async () => {
    const { client, pages } = await h.inviteWithPages(attorney, { templateIds: [seededTemplateId('MentalHealth')] });
    await save(pages[0], client.user, { suicideThoughts: 'Yes', suicideThoughtsRecent: 'No' });
    expect(await concern(client.formId)).toBe(false);
    await save(pages[0], client.user, { suicideThoughts: 'Yes', suicideThoughtsRecent: 'Yes' });
    expect(await concern(client.formId)).toBe(true);
  });

  it('is not in the list of forms, and false for a form without those pages', async () => {
    const { client } = await h.inviteWithPages(attorney);
    expect(await concern(client.formId)).toBe(false);
    const list = await h.api('GET', `/api/form?filter=${encodeURIComponent(`id = "${client.formId}"`)}`, { token: attorney.token });
    expect(list.body[0]).not.toHaveProperty('selfHarmConcern');
  });
});
