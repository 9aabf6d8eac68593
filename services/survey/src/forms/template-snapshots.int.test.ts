import { sql } from 'kysely';
import { startSurvey, templateRequest, type SurveyHarness, type TestUser } from '../testing/survey-test-kit.js';
import { TemplateSnapshots } from './template-snapshots.js';

let h: SurveyHarness;
let admin: TestUser;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startSurvey('template_snapshots');
  admin = await h.admin();
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const storedSnapshot = (templateId: string, version: number) =>
  h.db.selectFrom('template_versions').select('template').where('template_id', '=', templateId).where('version', '=', version).executeTakeFirstOrThrow();

/** A template at version 2 (its one question renamed from `employer` to `company`) and a client's form of each version. */
async function templateOfTwoVersions() {
  const template = await h.createTemplate(admin, { questions: [{ key: 'employer', label: 'Employer', questionType: 'Text', isRequired: false }] });
  const before = await h.inviteWithPages(subscriber, { templateIds: [template.id] });
  const edited = await h.api('PUT', `/api/template/${template.id}`, {
    token: admin.token,
    body: { ...templateRequest({ key: template.key, questions: [{ key: 'company', label: 'Company', questionType: 'Text', isRequired: false }] }), concurrencyCheck: 1 },
  });
  expect(edited.status).toBe(200);
  const after = await h.inviteWithPages(subscriber, { templateIds: [template.id] });
  return { templateId: template.id, before, after };
}

describe('the template snapshots', () => {
  it('reads a version once, then answers it from memory; another version is read as its own', async () => {
    const { templateId } = await templateOfTwoVersions();
    const snapshots = new TemplateSnapshots(h.running.runtime);
    const first = await snapshots.of(templateId, 1);
    expect(first).toEqual((await storedSnapshot(templateId, 1)).template);

    // Written once, a snapshot never changes: a change made here behind its back shows it is not read again.
    await sql`UPDATE template_versions SET template = jsonb_set(template, '{title}', '"Changed"') WHERE template_id = ${templateId} AND version = 1`.execute(h.db);
    expect(await snapshots.of(templateId, 1)).toBe(first);

    const second = await snapshots.of(templateId, 2);
    expect(second).toEqual((await storedSnapshot(templateId, 2)).template);
    expect(second?.questions.map((question) => question.key)).toEqual(['company']);
    expect(await snapshots.of(templateId, 3)).toBeUndefined();
  });

  it("checks each form's saves against its own version's questions", async () => {
    const { before, after } = await templateOfTwoVersions();
    const save = ({ client, pages }: typeof before, answers: Record<string, string>) => h.saveAnswers(pages[0].answerSetId, client.user, answers, 0);
    expect((await save(before, { company: 'Acme' })).status).toBe(400);
    expect((await save(after, { employer: 'Acme' })).status).toBe(400);
    expect((await save(before, { employer: 'Acme' })).status).toBe(200);
    expect((await save(after, { company: 'Acme' })).status).toBe(200);
  });
});
