import { pcl5Screen as pcl5 } from '@app/contracts/default-templates';
import { waitUntilConsumed } from '@app/platform/testing';
import { seededTemplateId } from '../../templates/seed-templates/seed-templates.js';
import { startSurvey, Texts, type SurveyHarness, type TestUser } from '../../testing/survey-test-kit.js';
import { TEST_TEMPLATES } from '../../testing/test-templates.js';
import { FORM_LANGUAGE_HANDLER } from './form-language.handler.js';

let h: SurveyHarness;
let attorney: TestUser;

beforeAll(async () => {
  // The kit's pages and the PCL-5, which has no validated Spanish version (its Spanish is `englishOnly`).
  h = await startSurvey('form_language', [...TEST_TEMPLATES, pcl5.template]);
  attorney = await h.subscriber();
});
afterAll(() => h?.close());

const withPcl5 = { templateIds: [seededTemplateId('PCL5')] };
const pcl5Items = pcl5.template.questions.filter((question) => question.isRequired).map((question) => `${pcl5.template.title}: ${question.label}`);

describe("a screen not offered in the client's language (issue 33)", () => {
  it('is optional for a Spanish reader: the form is completed with it left blank', async () => {
    expect(pcl5.template.translations?.es?.englishOnly).toBeTruthy();
    const { client } = await h.inviteWithPages(attorney, { ...withPcl5, preferredLanguage: 'es' });
    expect((await h.formEvents(client.formId))[0]).toMatchObject({ type: 'FormCreated', data: { language: 'es' } });
    expect(await h.finalize(client.formId, client.user)).toMatchObject({ status: 200, body: { formStatus: 'Completed' } });
  });

  it("is required of an English reader, and follows the client's change of language", async () => {
    const { client } = await h.inviteWithPages(attorney, withPcl5);
    const refused = await h.finalize(client.formId, client.user);
    expect(refused).toMatchObject({ status: 400, body: { Details: Texts.reviewAnswers } });
    expect(refused.body.SubErrors).toEqual(pcl5Items);
    expect(pcl5Items).toHaveLength(20);

    await h.changeLanguage(client, 'es');
    expect((await h.formEvents(client.formId)).at(-1)).toMatchObject({ type: 'FormLanguageChanged', data: { formId: client.formId, language: 'es' } });
    await h.changeLanguage(client, 'en');
    expect((await h.finalize(client.formId, client.user)).status).toBe(400);
    await h.changeLanguage(client, 'es');
    expect((await h.finalize(client.formId, client.user)).status).toBe(200);
    expect((await h.formEvents(client.formId)).map((event) => event.type)).toEqual([
      'FormCreated',
      'FormLanguageChanged',
      'FormLanguageChanged',
      'FormLanguageChanged',
      'FormCompleted',
    ]);
  });

  it('records nothing when the language is the one the form has', async () => {
    const { client } = await h.inviteWithPages(attorney, { ...withPcl5, preferredLanguage: 'es' });
    await h.changeLanguage(client, 'es');
    expect((await h.formEvents(client.formId)).map((event) => event.type)).toEqual(['FormCreated']);
  });

  it("takes the invitation's language for a form made before FormCreated carried one (read as English)", async () => {
    const { client } = await h.inviteWithPages(attorney, withPcl5);
    // The invitation as clients' stream still holds it, now read by this consumer (new with issue 33).
    const again = await h.invite(attorney, { ...withPcl5, clientId: client.clientId, applicationUserId: client.applicationUserId, preferredLanguage: 'es' });
    await waitUntilConsumed(h.bus.prefix, 'clients', FORM_LANGUAGE_HANDLER, again.invited);
    expect((await h.formEvents(client.formId)).map((event) => event.type)).toEqual(['FormCreated', 'FormLanguageChanged']);
    expect((await h.finalize(client.formId, client.user)).status).toBe(200);
  });
});
